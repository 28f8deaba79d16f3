import { observer } from "mobx-react-lite"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useLocation } from "react-router"
import { parseIsoDate } from "../../../../domain/dates.ts"
import { LAHITAPIOLA_RETURN_PARAM } from "../../../../domain/insurance.ts"
import { formatDate } from "../../../../platform/i18n/format.ts"
import type { Permit } from "../../store/insurance/LahitapiolaFlow.ts"
import type { InsuranceSelection } from "../../store/insurance/InsuranceSelection.ts"
import { CheckboxField } from "../../../../kit/ui/form/CheckboxField.tsx"
import { GateHint } from "../../../../kit/ui/form/GateHint.tsx"
import { describedBy, InsuranceError } from "./InsuranceError.tsx"
import { insuranceFieldId } from "./fields.ts"
import { useKeepFocus } from "./useKeepFocus.ts"

const CONSENT_HINT_ID = "insurance-lahitapiola-consent-hint"
const CHECK_HINT_ID = "insurance-lahitapiola-check-hint"

/** The permit as the patient reads it; validTo (yyyy-MM-dd) shown as d.M.yyyy (spec booking §3). */
function usePermitText() {
  const { t } = useTranslation("insurance")
  return (permit: Permit) =>
    t("lahitapiola.permit", {
      symptom: permit.symptom,
      bodyPart: permit.bodyPart,
      validTo: formatDate(parseIsoDate(permit.validTo)),
    })
}

/** This page again, without the insurer's return status: where the insurer sends the patient back to. */
function useReturnPath(): string {
  const location = useLocation()
  const query = new URLSearchParams(location.search)
  query.delete(LAHITAPIOLA_RETURN_PARAM)
  const search = query.toString()
  return `${location.pathname}${search ? `?${search}` : ""}`
}

/**
 * spec booking §4 'Second insurer flow': consent, policy check, permit fetch; the results pending, success with
 * a permit, underageCustomer, insuranceFoundNoPermit (also after a denied or canceled permit application),
 * insuranceNotFound and error; removing the permit or starting again goes back to pending.
 */
export const LahitapiolaPanel = observer(function LahitapiolaPanel({
  selection,
}: {
  selection: InsuranceSelection
}) {
  const { t } = useTranslation("insurance")
  const permitText = usePermitText()
  const returnPath = useReturnPath()
  const flow = selection.lahitapiola
  const result = selection.lahitapiolaResult
  const step = flow.checking ? "checking" : `${result}:${flow.status}`
  const { heading } = useKeepFocus<HTMLHeadingElement>(step)
  const check = () => void selection.checkLahitapiola()
  const consentInvalid = selection.visibleErrors.some((error) => error.field === "lahitapiola")
  // 'Check insurance' before the consent: say what is missing instead of doing nothing
  const [consentAsked, setConsentAsked] = useState(false)
  const startAgain = (
    <button type="button" className="button" data-variant="secondary" onClick={() => flow.restart()}>
      {t("lahitapiola.startAgain")}
    </button>
  )
  // several permits: the patient chooses, and may change the choice
  const choosing =
    result !== "underageCustomer" && flow.status === "insurance_found_with_permits" && flow.permits.length > 1

  return (
    <div className="insurance__panel">
      <h3 ref={heading} tabIndex={-1}>
        {t("lahitapiola.heading")}
      </h3>
      <div className="insurance__result" aria-live="polite">
        {flow.checking && <p>{t("lahitapiola.checking")}</p>}
        {!flow.checking && result === "underageCustomer" && (
          <p className="notice">{t("lahitapiola.underageCustomer")}</p>
        )}
        {!flow.checking && result === "success" && flow.permit && (
          <div className="notice">
            <p className="insurance__result-title">{t("lahitapiola.success")}</p>
            <p>{permitText(flow.permit)}</p>
          </div>
        )}
        {!flow.checking && result === "insuranceNotFound" && (
          <div className="notice" data-tone="warning">
            <p className="insurance__result-title">{t("lahitapiola.notFound")}</p>
            <p>{t("lahitapiola.notFoundAdvice")}</p>
          </div>
        )}
        {!flow.checking && result === "insuranceFoundNoPermit" && (
          <div className="notice" data-tone="warning">
            {flow.status === "denied" && <p className="insurance__result-title">{t("lahitapiola.denied")}</p>}
            {flow.status === "canceled" && (
              <p className="insurance__result-title">{t("lahitapiola.canceled")}</p>
            )}
            <p>{t("lahitapiola.noPermit")}</p>
          </div>
        )}
        {!flow.checking && result === "error" && (
          <p className="notice insurance__result-title" data-tone="danger">
            {t("lahitapiola.error")}
          </p>
        )}
      </div>

      {!flow.checking && result === "pending" && flow.status === "not_asked" && (
        <>
          <p>{t("lahitapiola.intro")}</p>
          <CheckboxField
            id={insuranceFieldId("lahitapiola")}
            isSelected={flow.consentGiven}
            onChange={(given) => {
              flow.setConsent(given)
              if (given) setConsentAsked(false)
            }}
            isInvalid={(consentInvalid || consentAsked) && !flow.consentGiven}
            aria-describedby={
              [consentAsked ? CONSENT_HINT_ID : undefined, describedBy(selection, "lahitapiola")]
                .filter(Boolean)
                .join(" ") || undefined
            }
          >
            {t("lahitapiola.consent")}
          </CheckboxField>
          {consentAsked && (
            <p id={CONSENT_HINT_ID} className="insurance__error" role="alert">
              {t("lahitapiola.consentRequired")}
            </p>
          )}
          <div className="insurance__actions">
            <button
              type="button"
              className="button"
              aria-disabled={!flow.consentGiven}
              aria-describedby={
                flow.consentGiven ? undefined : consentAsked ? CONSENT_HINT_ID : CHECK_HINT_ID
              }
              onClick={() => (flow.consentGiven ? check() : setConsentAsked(true))}
            >
              {t("lahitapiola.check")}
            </button>
            <GateHint
              id={CHECK_HINT_ID}
              text={flow.consentGiven || consentAsked ? undefined : t("lahitapiola.consentRequired")}
            />
          </div>
        </>
      )}

      {!flow.checking && choosing && (
        <fieldset
          className="insurance__group"
          role="radiogroup"
          aria-labelledby="insurance-permit-legend"
          aria-required="true"
          aria-describedby={describedBy(selection, "lahitapiola")}
        >
          <legend id="insurance-permit-legend">
            {t("lahitapiola.permitLegend")} <span aria-hidden="true">*</span>
          </legend>
          {flow.permits.map((permit, index) => {
            const id = index === 0 ? insuranceFieldId("lahitapiola") : `insurance-permit-${index}`
            return (
              <label key={permit.contentHash} className="insurance__radio" htmlFor={id}>
                <input
                  id={id}
                  type="radio"
                  name="insurance-permit"
                  value={permit.contentHash}
                  checked={flow.chosenPermit === permit.contentHash}
                  onChange={() => flow.choosePermit(permit.contentHash)}
                />
                <span>{permitText(permit)}</span>
              </label>
            )
          })}
        </fieldset>
      )}

      {!flow.checking && result !== "pending" && result !== "underageCustomer" && (
        <div className="insurance__actions">
          {result === "success" && (
            <button type="button" className="button" data-variant="secondary" onClick={() => flow.restart()}>
              {t("lahitapiola.removePermit")}
            </button>
          )}
          {result === "insuranceFoundNoPermit" && (
            <a className="button" href={selection.applyPermitUrl(returnPath)}>
              {t("lahitapiola.apply")}
            </a>
          )}
          {result === "error" && (
            <button id={insuranceFieldId("lahitapiola")} type="button" className="button" onClick={check}>
              {t("lahitapiola.tryAgain")}
            </button>
          )}
          {result !== "success" && startAgain}
        </div>
      )}
      <InsuranceError selection={selection} field="lahitapiola" />
    </div>
  )
})
