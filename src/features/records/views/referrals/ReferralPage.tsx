import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { formatDate } from "../../../../platform/i18n/format.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import type { Referral } from "../../store/area.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { PrintButton, RecordStates } from "../RecordStates.tsx"
import { useRecordsArea } from "../useRecordsArea.ts"
import { useValidityText } from "./useValidityText.ts"
import "../records.css"
import "../print.css"

type ReferralType = Referral["type"]

function ReferralDetails({ referral }: { referral: Referral }) {
  const { t } = useTranslation("records")
  const { session } = useStores()
  const area = useRecordsArea()
  const store = referral.type === "laboratory" ? area.labReferral : area.imagingReferral
  const validityText = useValidityText()
  const validity = store.validity
  const lang = session.lang
  return (
    <div className="page records records--printable">
      <p className="records__kicker">{t(`referral.${referral.type}`)}</p>
      <h1>{referral.title}</h1>
      {validity?.kind === "not-valid" && (
        <p className="notice" data-tone="danger">
          <strong>{t("referral.notValid")}</strong>
        </p>
      )}
      <dl className="record-facts">
        <div>
          <dt>{t("referral.validity")}</dt>
          <dd>{validity && validityText(validity)}</dd>
        </div>
        <div>
          <dt>{t("referral.issued")}</dt>
          <dd>
            <time dateTime={referral.creationDate}>{formatDate(referral.creationDate)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("referral.referredBy")}</dt>
          <dd>
            {referral.practitioner.name}
            {referral.practitioner.title && (
              <span className="record-facts__aside">{referral.practitioner.title}</span>
            )}
          </dd>
        </div>
        {/* spec §3: the description exists in Finnish only and shows only on the Finnish page */}
        {lang === "fi" && referral.description && (
          <div>
            <dt>{t("referral.description")}</dt>
            <dd className="record-facts__text">{referral.description}</dd>
          </div>
        )}
      </dl>
      {referral.patientInstructionsUrl && (
        <p>
          <a href={referral.patientInstructionsUrl} rel="noopener noreferrer">
            {t("referral.instructions")}
          </a>
        </p>
      )}
      <p className="records__actions">
        <PrintButton />
        <Link to={buildPath(referral.type, lang)}>
          {t(referral.type === "laboratory" ? "referral.allLaboratory" : "referral.allImaging")}
        </Link>
      </p>
    </div>
  )
}

/** spec §2: a laboratory or imaging referral by its numeric id, with the patient instructions link; 404 'Results were not found'. */
function ReferralPageOf({ type }: { type: ReferralType }) {
  const { t } = useTranslation("records")
  const { session } = useStores()
  const { id = "" } = useParams()
  const area = useRecordsArea()
  const store = type === "laboratory" ? area.labReferral : area.imagingReferral
  useEffect(() => {
    void store.load(type, id)
  }, [store, type, id, session.lang])
  return (
    <RecordStates
      title={t(`referral.${type}`)}
      resource={store}
      data={store.referralFor(type, id)}
      notFound={{
        title: t(`referral.notFound.${type}`),
        back: {
          to: buildPath(type, session.lang),
          label: t(type === "laboratory" ? "referral.allLaboratory" : "referral.allImaging"),
        },
      }}
      onRetry={() => void store.load(type, id)}
    >
      {(referral) => <ReferralDetails referral={referral} />}
    </RecordStates>
  )
}

const ReferralPageView = observer(ReferralPageOf)

export function LaboratoryReferralPage() {
  return <ReferralPageView type="laboratory" />
}

export function ImagingReferralPage() {
  return <ReferralPageView type="imaging" />
}
