import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router"
import type { Vaccination } from "../../store/certificates/area.ts"
import { formatDate } from "../../../../platform/i18n/format.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import { Pagination } from "../../../../kit/ui/Pagination.tsx"
import { useCurrentLanguage } from "../../../../kit/ui/hooks/useCurrentLanguage.ts"
import { LoadFailure, Loading } from "../../../../kit/ui/page/PageStates.tsx"
import { useCertificatesArea } from "./useCertificatesArea.ts"
import "./certificates.css"

/** The page in the address (`?page=N`, from 1); anything else is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/**
 * The vaccinations page (spec booking §2, §9): 25 a page, newest first, each with its name, date, how long it
 * protects and who gave it ('Not recorded' where nothing is). The page is in the address, so back and reload keep it.
 */
export const VaccinationsPage = observer(function VaccinationsPage() {
  const { t } = useTranslation("certificates")
  const lang = useCurrentLanguage()
  const [searchParams] = useSearchParams()
  const page = pageOf(searchParams.get("page"))
  const { vaccinations } = useCertificatesArea()
  useEffect(() => {
    void vaccinations.load(page)
  }, [vaccinations, page])

  if (vaccinations.status === "idle" || (vaccinations.status === "loading" && !vaccinations.data)) {
    return (
      <Loading title={t("vaccinations.title")} status={t("vaccinations.loading")} className="vaccinations" />
    )
  }
  if (vaccinations.status === "error") {
    return (
      <LoadFailure
        title={t("vaccinations.title")}
        message={t("vaccinations.loadError")}
        className="vaccinations"
        onRetry={() => void vaccinations.load(page)}
      />
    )
  }

  const notRecorded = <span className="vaccination__none">{t("vaccinations.notRecorded")}</span>
  const item = (vaccination: Vaccination) => (
    <li key={vaccination.id} className="vaccination">
      <h2>{vaccination.name}</h2>
      <dl>
        <div>
          <dt>{t("vaccinations.date")}</dt>
          <dd>{formatDate(vaccination.date)}</dd>
        </div>
        <div>
          <dt>{t("vaccinations.effectiveUntil")}</dt>
          <dd>{vaccination.effectiveUntil ? formatDate(vaccination.effectiveUntil) : notRecorded}</dd>
        </div>
        <div>
          <dt>{t("vaccinations.practitioner")}</dt>
          <dd>{vaccination.practitioner?.name ?? notRecorded}</dd>
        </div>
      </dl>
    </li>
  )
  const { from, to } = vaccinations.range
  const pages = (
    <Pagination
      page={vaccinations.shownPage}
      pageCount={vaccinations.pageCount}
      hrefOf={(n) => buildPath("vaccinations", lang, undefined, { page: n === 1 ? undefined : n })}
      label={t("vaccinations.pages")}
    />
  )
  return (
    <div className="page vaccinations">
      <h1>{t("vaccinations.title")}</h1>
      {vaccinations.isEmpty ? (
        <p>{t("vaccinations.empty")}</p>
      ) : (
        <>
          <p role="status">{t("vaccinations.showing", { from, to, total: vaccinations.totalCount })}</p>
          <ul className="vaccinations__list" aria-label={t("vaccinations.listLabel")}>
            {vaccinations.vaccinations.map(item)}
          </ul>
          {pages}
        </>
      )}
    </div>
  )
})
