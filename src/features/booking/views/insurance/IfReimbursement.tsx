import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { REIMBURSEMENT_CHOICES } from "../../../../domain/concepts.ts"
import type { InsuranceSelection } from "../../store/insurance/InsuranceSelection.ts"
import { CheckboxField } from "../../../../kit/ui/form/CheckboxField.tsx"
import { describedBy, InsuranceError } from "./InsuranceError.tsx"
import { insuranceFieldId } from "./fields.ts"

// spec booking §3: the reimbursement choices in the order the patient reads them
const ORDER = [
  "USE_REIMBURSEMENT",
  "COMPANY_REIMBURSEMENT",
  "PAY_AND_REIMBURSE",
] as const satisfies readonly (typeof REIMBURSEMENT_CHOICES)[number][]

/** spec booking §5: IF needs a reimbursement choice, and the direct-compensation consent with USE_REIMBURSEMENT. */
export const IfReimbursement = observer(function IfReimbursement({
  selection,
}: {
  selection: InsuranceSelection
}) {
  const { t } = useTranslation("insurance")
  const remoteNoteId = "insurance-reimbursement-remote-note"
  const invalid = selection.visibleErrors.some((error) => error.field === "reimbursement")
  const consentInvalid = selection.visibleErrors.some((error) => error.field === "directCompensationConsent")
  return (
    <>
      <fieldset
        className="insurance__group"
        role="radiogroup"
        aria-labelledby="insurance-reimbursement-legend"
        aria-required="true"
        aria-describedby={
          [selection.isRemote ? remoteNoteId : undefined, describedBy(selection, "reimbursement")]
            .filter(Boolean)
            .join(" ") || undefined
        }
        data-invalid={invalid || undefined}
      >
        <legend id="insurance-reimbursement-legend">
          {t("reimbursement.legend")} <span aria-hidden="true">*</span>
        </legend>
        {ORDER.map((choice, index) => {
          const disabled = selection.isReimbursementDisabled(choice)
          const id = index === 0 ? insuranceFieldId("reimbursement") : `insurance-reimbursement-${choice}`
          return (
            <label
              key={choice}
              className="insurance__radio"
              htmlFor={id}
              data-disabled={disabled || undefined}
            >
              <input
                id={id}
                type="radio"
                name="insurance-reimbursement"
                value={choice}
                checked={selection.reimbursement === choice}
                disabled={disabled}
                onChange={() => selection.chooseReimbursement(choice)}
              />
              <span>{t(`reimbursement.${choice}`)}</span>
            </label>
          )
        })}
        {selection.isRemote && (
          <p id={remoteNoteId} className="insurance__note">
            {t("reimbursement.remoteNote")}
          </p>
        )}
        <InsuranceError selection={selection} field="reimbursement" />
      </fieldset>
      {selection.reimbursement === "USE_REIMBURSEMENT" && (
        <div className="insurance__consent" data-invalid={consentInvalid || undefined}>
          <CheckboxField
            id={insuranceFieldId("directCompensationConsent")}
            isSelected={selection.directCompensationConsent}
            onChange={(given) => selection.setDirectCompensationConsent(given)}
            isRequired
            validationBehavior="aria"
            isInvalid={consentInvalid}
            aria-describedby={describedBy(selection, "directCompensationConsent")}
          >
            {t("directCompensationConsent")} <span aria-hidden="true">*</span>
          </CheckboxField>
          <InsuranceError selection={selection} field="directCompensationConsent" />
        </div>
      )}
    </>
  )
})
