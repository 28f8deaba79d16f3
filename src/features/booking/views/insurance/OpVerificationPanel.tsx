import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import type { InsuranceSelection } from "../../store/insurance/InsuranceSelection.ts"
import { useBrand } from "../../../../kit/ui/hooks/useBrand.ts"
import { InsuranceError } from "./InsuranceError.tsx"
import { insuranceFieldId } from "./fields.ts"
import { useKeepFocus } from "./useKeepFocus.ts"

/**
 * spec booking §4 'OP verification': Verify or 'Do not verify'; found offers 'Remove verification', canceled
 * continues at the base price or goes back to the start, not found gives the customer-service number, an error
 * offers try again (spec §8: 'Personal insurance not found', 'Verification failed').
 */
export const OpVerificationPanel = observer(function OpVerificationPanel({
  selection,
}: {
  selection: InsuranceSelection
}) {
  const { t } = useTranslation("insurance")
  const { op } = selection
  const phone = useBrand().customerServicePhone
  const verify = () => void selection.verifyOp()
  const state = op.verifying ? "verifying" : op.state
  const { heading } = useKeepFocus<HTMLHeadingElement>(state)
  return (
    <div className="insurance__panel">
      <h3 ref={heading} tabIndex={-1}>
        {t("op.heading")}
      </h3>
      <div className="insurance__result" aria-live="polite">
        {state === "undefined" && <p>{t("op.intro")}</p>}
        {state === "verifying" && <p>{t("op.verifying")}</p>}
        {state === "found" && <p className="notice">{t("op.found")}</p>}
        {state === "not_found" && (
          <div className="notice" data-tone="warning">
            <p className="insurance__result-title">{t("op.notFound")}</p>
            <p>
              {t("op.notFoundAdvice")} <a href={`tel:${phone.e164}`}>{phone.display}</a>.
            </p>
          </div>
        )}
        {state === "canceled" && <p className="notice">{t("op.canceled")}</p>}
        {state === "error" && (
          <p className="notice insurance__result-title" data-tone="danger">
            {t("op.error")}
          </p>
        )}
      </div>
      <div className="insurance__actions">
        {state === "undefined" && (
          <>
            <button id={insuranceFieldId("opVerification")} type="button" className="button" onClick={verify}>
              {t("op.verify")}
            </button>
            <button type="button" className="button" data-variant="secondary" onClick={() => op.cancel()}>
              {t("op.doNotVerify")}
            </button>
          </>
        )}
        {state === "error" && (
          <>
            <button id={insuranceFieldId("opVerification")} type="button" className="button" onClick={verify}>
              {t("op.tryAgain")}
            </button>
            <button type="button" className="button" data-variant="secondary" onClick={() => op.cancel()}>
              {t("op.doNotVerify")}
            </button>
          </>
        )}
        {state === "found" && (
          <button type="button" className="button" data-variant="secondary" onClick={() => op.cancel()}>
            {t("op.removeVerification")}
          </button>
        )}
        {(state === "canceled" || state === "not_found") && (
          <button type="button" className="button" data-variant="secondary" onClick={() => op.restart()}>
            {t("op.backToStart")}
          </button>
        )}
      </div>
      <InsuranceError selection={selection} field="opVerification" />
    </div>
  )
})
