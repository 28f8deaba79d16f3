import { observer } from "mobx-react-lite"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { formatDateTime } from "../../../platform/i18n/format.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import { useContentLang } from "../../../kit/ui/hooks/useContentLang.ts"
import { NotFoundPage } from "../../../kit/ui/page/NotFoundPage.tsx"
import { LoadFailure, Loading } from "../../../kit/ui/page/PageStates.tsx"
import { usePageTitle } from "../../../kit/ui/page/usePageTitle.ts"
import { SurveyAnswers } from "./SurveyAnswers.tsx"
import { SurveyForm } from "./SurveyForm.tsx"
import { useQuestionnairesArea } from "./useQuestionnairesArea.ts"
import "../../../kit/ui/form/field.css"
import "./questionnaires.css"

/**
 * One questionnaire by its invitation id (spec messaging §2, §4, §8): the form to complete, or, once answered,
 * the answers read-only; 'Questionnaire was not found.'; in maintenance 'Surveys are temporarily out of use.'
 * After sending, a thank-you takes focus above the answers.
 */
export const QuestionnairePage = observer(function QuestionnairePage() {
  const { t } = useTranslation("questionnaires")
  const lang = useCurrentLanguage()
  const { invitationId = "" } = useParams()
  // spec messaging §1: the children's brand has no questionnaires
  const isChildrenBrand = useBrand().brand === "children"
  const { questionnaire } = useQuestionnairesArea()
  const sentRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!isChildrenBrand) void questionnaire.open(invitationId)
  }, [questionnaire, invitationId, lang, isChildrenBrand])
  const status = questionnaire.status
  const justSent = questionnaire.sendState === "sent"
  useEffect(() => {
    if (justSent) sentRef.current?.focus()
  }, [justSent])
  usePageTitle(status === "notFound" ? t("questionnaire.notFound") : (questionnaire.title ?? undefined))
  // the form's title is the provider's (Finnish unless it says otherwise)
  const titleLang = useContentLang()

  if (isChildrenBrand) return <NotFoundPage />
  const title = questionnaire.title ?? t("list.title")
  const backToList = (
    <p>
      <Link to={buildPath("questionnaires", lang)}>{t("questionnaire.backToList")}</Link>
    </p>
  )
  switch (status) {
    case "loading":
      return <Loading title={t("list.title")} status={t("questionnaire.loading")} className="questionnaire" />
    case "error":
      return (
        <LoadFailure
          title={t("list.title")}
          message={t("questionnaire.loadError")}
          className="questionnaire"
          onRetry={() => void questionnaire.open(invitationId)}
        />
      )
    case "notFound":
      return (
        <div className="page questionnaire">
          <h1>{t("questionnaire.notFound")}</h1>
          {backToList}
        </div>
      )
    case "maintenance":
      return (
        <div className="page questionnaire">
          <h1>{t("list.title")}</h1>
          <div className="notice" data-tone="warning">
            <p>{t("list.maintenance")}</p>
          </div>
          {backToList}
        </div>
      )
    case "open":
      return (
        <div className="page questionnaire">
          <h1 lang={questionnaire.title ? titleLang : undefined}>{title}</h1>
          {questionnaire.form && <SurveyForm form={questionnaire.form} questionnaire={questionnaire} />}
        </div>
      )
    case "answered":
      return (
        <div className="page questionnaire">
          <h1 lang={questionnaire.title ? titleLang : undefined}>{title}</h1>
          {justSent && (
            <div ref={sentRef} tabIndex={-1} className="notice" data-tone="success" role="status">
              <p>{t("questionnaire.sent")}</p>
            </div>
          )}
          {questionnaire.answeredAt && (
            <p>{t("questionnaire.answeredOn", { date: formatDateTime(questionnaire.answeredAt, lang) })}</p>
          )}
          {questionnaire.form && (
            <SurveyAnswers form={questionnaire.form} answers={questionnaire.givenAnswers} />
          )}
          {backToList}
        </div>
      )
  }
})
