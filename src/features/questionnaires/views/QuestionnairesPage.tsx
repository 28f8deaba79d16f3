import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { TimelineList } from "../../records/index.ts"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import { useNow } from "../../../kit/ui/hooks/useNow.ts"
import { NotFoundPage } from "../../../kit/ui/page/NotFoundPage.tsx"
import { LoadFailure, Loading } from "../../../kit/ui/page/PageStates.tsx"
import { useQuestionnairesArea } from "./useQuestionnairesArea.ts"
import "./questionnaires.css"

/**
 * The questionnaires page (spec messaging §2, §8): those waiting for an answer ('No open surveys' when none) and
 * those answered, each leading to the questionnaire; in maintenance 'Surveys are temporarily out of use.'
 */
export const QuestionnairesPage = observer(function QuestionnairesPage() {
  const { t } = useTranslation("questionnaires")
  const lang = useCurrentLanguage()
  const nowMs = useNow(undefined)
  // spec messaging §1: the children's brand has no questionnaires
  const isChildrenBrand = useBrand().brand === "children"
  const { list } = useQuestionnairesArea()
  useEffect(() => {
    if (!isChildrenBrand) void list.load()
  }, [list, lang, isChildrenBrand])

  if (isChildrenBrand) return <NotFoundPage />
  switch (list.status) {
    case "loading":
      return <Loading title={t("list.title")} status={t("list.loading")} className="questionnaires" />
    case "error":
      return (
        <LoadFailure
          title={t("list.title")}
          message={t("list.loadError")}
          className="questionnaires"
          onRetry={() => void list.load()}
        />
      )
    case "maintenance":
      return (
        <div className="page questionnaires">
          <h1>{t("list.title")}</h1>
          <div className="notice" data-tone="warning">
            <p>{t("list.maintenance")}</p>
          </div>
        </div>
      )
    case "loaded":
      return (
        <div className="page questionnaires">
          <h1>{t("list.title")}</h1>
          <section aria-labelledby="questionnaires-open">
            <h2 id="questionnaires-open">{t("list.openHeading")}</h2>
            {list.open.length === 0 ? (
              <p>{t("list.openEmpty")}</p>
            ) : (
              <TimelineList items={list.open} lang={lang} nowMs={nowMs} />
            )}
          </section>
          <section aria-labelledby="questionnaires-answered">
            <h2 id="questionnaires-answered">{t("list.answeredHeading")}</h2>
            {list.answered.length === 0 ? (
              <p>{t("list.answeredEmpty")}</p>
            ) : (
              <TimelineList items={list.answered} lang={lang} nowMs={nowMs} />
            )}
          </section>
        </div>
      )
  }
})
