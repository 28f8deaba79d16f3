import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import type { Certificate } from "../../store/certificates/area.ts"
import { formatDate } from "../../../../platform/i18n/format.ts"
import { useBrand } from "../../../../kit/ui/hooks/useBrand.ts"
import { useCurrentLanguage } from "../../../../kit/ui/hooks/useCurrentLanguage.ts"
import { NotFoundPage } from "../../../../kit/ui/page/NotFoundPage.tsx"
import { LoadFailure, Loading } from "../../../../kit/ui/page/PageStates.tsx"
import { useCertificatesArea } from "./useCertificatesArea.ts"
import "./certificates.css"

/**
 * The certificates page (spec booking §2): the sick-leave certificates created since 1.1.2022, newest first, each
 * with its sick leave, when and by whom it was issued, and its PDF, downloaded under a name that says what it is.
 * The children's brand has no certificates (spec messaging §1): the page is not found there.
 */
export const CertificatesPage = observer(function CertificatesPage() {
  const { t } = useTranslation("certificates")
  const lang = useCurrentLanguage()
  const isChildrenBrand = useBrand().brand === "children"
  const { certificates } = useCertificatesArea()
  useEffect(() => {
    if (!isChildrenBrand) void certificates.load()
  }, [certificates, isChildrenBrand])

  if (isChildrenBrand) return <NotFoundPage />
  if (certificates.status === "idle" || certificates.status === "loading") {
    return (
      <Loading title={t("certificates.title")} status={t("certificates.loading")} className="certificates" />
    )
  }
  if (certificates.status === "error") {
    return (
      <LoadFailure
        title={t("certificates.title")}
        message={t("certificates.loadError")}
        className="certificates"
        onRetry={() => void certificates.load()}
      />
    )
  }

  const item = (certificate: Certificate) => {
    const type = t(`certificates.types.${certificate.type}`)
    const issued = formatDate(certificate.issuedDate)
    const filename = `${t("certificates.filename")}-${certificate.issuedDate}-${certificate.id}.pdf`
    return (
      <li key={certificate.id} className="certificate">
        <h2>{type}</h2>
        <dl>
          <div>
            <dt>{t("certificates.sickLeave")}</dt>
            <dd>
              {formatDate(certificate.sickLeaveStartDate)}–{formatDate(certificate.sickLeaveEndDate)}
            </dd>
          </div>
          <div>
            <dt>{t("certificates.issued")}</dt>
            <dd>{issued}</dd>
          </div>
          <div>
            <dt>{t("certificates.practitioner")}</dt>
            <dd>{certificate.practitionerName}</dd>
          </div>
        </dl>
        <a
          className="button"
          data-variant="secondary"
          href={certificates.pdfPath(certificate, filename)}
          download={filename}
          type="application/pdf"
          hrefLang={lang}
          aria-label={t("certificates.downloadOf", { type, date: issued })}
        >
          {t("certificates.download")}
        </a>
      </li>
    )
  }

  return (
    <div className="page certificates">
      <h1>{t("certificates.title")}</h1>
      <p>{t("certificates.intro")}</p>
      {certificates.isEmpty ? (
        <p>{t("certificates.empty")}</p>
      ) : (
        <ul className="certificates__list" aria-label={t("certificates.listLabel")}>
          {certificates.certificates.map(item)}
        </ul>
      )}
    </div>
  )
})
