import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { OFFERED_INSURANCE_COMPANIES } from "../../../../domain/concepts.ts"
import type { InsuranceAppointment, InsuranceSelection } from "../../store/insurance/InsuranceSelection.ts"
import { IfReimbursement } from "./IfReimbursement.tsx"
import { describedBy, InsuranceError } from "./InsuranceError.tsx"
import { LahitapiolaPanel } from "./LahitapiolaPanel.tsx"
import { OpVerificationPanel } from "./OpVerificationPanel.tsx"
import { insuranceFieldId } from "./fields.ts"
import { useLahitapiolaReturn } from "./useLahitapiolaReturn.ts"
import "./insurance.css"
import { useArea } from "../../../../kit/ui/StoreContext.tsx"

/**
 * spec booking §3, §5: the insurance part of the logged-in reservation form. The host form reads the
 * selection's `conceptCode`, `dcpContentHash` and `isComplete`, and calls `revealErrors()` on a blocked submit.
 */
export const InsuranceSection = observer(function InsuranceSection({
  selection,
  appointment,
}: {
  selection: InsuranceSelection
  appointment: InsuranceAppointment
}) {
  const { t } = useTranslation("insurance")
  const profile = useArea("profile").data
  const patientSsn = profile?.patient?.ssn
  const guardianSsn = profile?.actingGuardian?.ssn

  // The appointment first: a new appointment starts the choice afresh, before a return from the insurer.
  useEffect(() => {
    selection.setAppointment(appointment)
  }, [selection, appointment, appointment.id, appointment.isRemote, appointment.startDate])
  useEffect(() => {
    selection.setCustomer({ patientSsn, guardianSsn })
  }, [selection, patientSsn, guardianSsn])
  useLahitapiolaReturn(selection, selection.appointmentId === appointment.id)

  const companyInvalid = selection.visibleErrors.some((error) => error.field === "company")
  return (
    <section className="insurance" aria-labelledby="insurance-title">
      <h2 id="insurance-title">{t("title")}</h2>
      <fieldset
        className="insurance__group"
        role="radiogroup"
        aria-labelledby="insurance-company-legend"
        aria-required="true"
        aria-describedby={describedBy(selection, "company")}
        data-invalid={companyInvalid || undefined}
      >
        <legend id="insurance-company-legend">
          {t("company.legend")} <span aria-hidden="true">*</span>
        </legend>
        {OFFERED_INSURANCE_COMPANIES.map((company, index) => {
          const id = index === 0 ? insuranceFieldId("company") : `insurance-company-${company}`
          return (
            <label key={company} className="insurance__radio" htmlFor={id}>
              <input
                id={id}
                type="radio"
                name="insurance-company"
                value={company}
                checked={selection.company === company}
                onChange={() => selection.chooseCompany(company)}
              />
              <span>{t(`company.${company}`)}</span>
            </label>
          )
        })}
        <InsuranceError selection={selection} field="company" />
      </fieldset>
      {selection.company === "IF" && <IfReimbursement selection={selection} />}
      {selection.company === "OP" && <OpVerificationPanel selection={selection} />}
      {selection.company === "LAHITAPIOLA" && selection.lahitapiolaFlowOn && (
        <LahitapiolaPanel selection={selection} />
      )}
      {(selection.company === "OTHER" ||
        (selection.company === "LAHITAPIOLA" && !selection.lahitapiolaFlowOn)) && (
        <p className="insurance__note">{t("company.otherNote")}</p>
      )}
    </section>
  )
})
