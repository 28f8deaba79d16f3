import { types, type Instance } from "mobx-state-tree"
import { lahitapiolaApplyPermitUrl } from "../../../../platform/api/insurance.ts"
import {
  insuranceConceptCode,
  OFFERED_INSURANCE_COMPANIES,
  REIMBURSEMENT_CHOICES,
  type ReimbursementChoice,
} from "../../../../domain/concepts.ts"
import type { Feature } from "../../../../domain/features.ts"
import {
  isLahitapiolaFlowFinished,
  isOpVerificationComplete,
  isUnderageCustomer,
  lahitapiolaResult,
  type DirectCompensationReturnStatus,
  type LahitapiolaResult,
} from "../../../../domain/insurance.ts"
import type { Lang } from "../../../../domain/language.ts"
import { nowOf } from "../../../../platform/clock/now.ts"
import { LahitapiolaFlowModel } from "./LahitapiolaFlow.ts"
import { OpVerificationModel } from "./OpVerification.ts"
import { formFieldsModel } from "../../../../kit/stores/formFields.ts"
import { featuresOf, langOf, sessionOf } from "../../../../kit/stores/rootAccess.ts"

export type OfferedInsuranceCompany = (typeof OFFERED_INSURANCE_COMPANIES)[number]

/** The parts of the insurance choice that can block the booking, in the order the section shows them. */
export const INSURANCE_FIELDS = [
  "company",
  "reimbursement",
  "directCompensationConsent",
  "opVerification",
  "lahitapiola",
] as const
export type InsuranceField = (typeof INSURANCE_FIELDS)[number]

/** The message key of each field's error (locales: insurance errors). */
export const INSURANCE_FIELD_MESSAGE = {
  company: "companyRequired",
  reimbursement: "reimbursementRequired",
  directCompensationConsent: "directCompensationConsentRequired",
  opVerification: "opVerificationRequired",
  lahitapiola: "lahitapiolaRequired",
} as const satisfies Record<InsuranceField, string>
export type InsuranceMessage = (typeof INSURANCE_FIELD_MESSAGE)[InsuranceField]

/** What the selection needs to know of the appointment (the API's Appointment fits). */
export interface InsuranceAppointment {
  id: string
  startDate: string
  isRemote: boolean
}

/**
 * spec booking §3 'Insurance', §5: the insurance choice of a logged-in reservation. The company is required
 * (IF, LAHITAPIOLA, OP and OTHER offered); IF needs a reimbursement choice, and the direct-compensation consent
 * with USE_REIMBURSEMENT; COMPANY_REIMBURSEMENT is disabled for remote appointments; OP needs its verification
 * and LähiTapiola (feature lahitapiola-insurance-flow) its flow to finish. `conceptCode` is the spec table's code,
 * `isComplete` the booking gate's insurance rule.
 */
export const InsuranceSelectionModel = types
  .model("InsuranceSelection", {
    appointmentId: "",
    company: types.maybe(types.enumeration("OfferedInsuranceCompany", [...OFFERED_INSURANCE_COMPANIES])),
    reimbursement: types.maybe(types.enumeration("ReimbursementChoice", [...REIMBURSEMENT_CHOICES])),
    directCompensationConsent: false,
    op: types.optional(OpVerificationModel, {}),
    lahitapiola: types.optional(LahitapiolaFlowModel, {}),
    /** The patient tried to continue (its submit attempt): every missing choice shows its message from then on. */
    fields: types.optional(formFieldsModel("InsuranceFields", INSURANCE_FIELDS), {}),
  })
  .volatile(() => ({
    appointmentStart: undefined as string | undefined,
    isRemote: false,
    patientSsn: undefined as string | undefined,
    guardianSsn: undefined as string | undefined,
  }))
  .views((self) => {
    return {
      get features(): readonly Feature[] {
        return featuresOf(self)
      },
      get lang(): Lang {
        return langOf(self)
      },
      get lahitapiolaFlowOn(): boolean {
        return this.features.includes("lahitapiola-insurance-flow")
      },
      /** spec §5: COMPANY_REIMBURSEMENT is disabled for remote appointments (the patient claims later). */
      isReimbursementDisabled(choice: ReimbursementChoice): boolean {
        return choice === "COMPANY_REIMBURSEMENT" && self.isRemote
      },
      get underageCustomer(): boolean {
        return isUnderageCustomer(self.patientSsn, self.guardianSsn, nowOf(self))
      },
      get lahitapiolaResult(): LahitapiolaResult {
        return lahitapiolaResult({
          status: self.lahitapiola.status,
          underage: this.underageCustomer,
          permitChosen: self.lahitapiola.permit !== undefined,
        })
      },
      /** The reimbursement the concept code is chosen by: IF's own choice; LähiTapiola's permit is direct use. */
      get effectiveReimbursement(): ReimbursementChoice | undefined {
        if (self.company === "IF") return self.reimbursement
        if (self.company === "LAHITAPIOLA" && this.lahitapiolaFlowOn && this.lahitapiolaResult === "success")
          return "USE_REIMBURSEMENT"
        return undefined
      },
      /** The concept code the reservation needs, per the spec's table; undefined when none. */
      get conceptCode(): string | undefined {
        if (!self.company) return undefined
        return insuranceConceptCode({
          company: self.company,
          reimbursement: this.effectiveReimbursement,
          features: this.features,
          opInsuranceFound: self.op.state === "found",
        })
      },
      /** The chosen LähiTapiola permit's contentHash, sent with the reservation as dcpContentHash. */
      get dcpContentHash(): string | undefined {
        return this.conceptCode === "90021" ? self.lahitapiola.permit?.contentHash : undefined
      },
      /** Every unmet part of the insurance rule, with its message key, whether shown yet or not. */
      get errors(): { field: InsuranceField; message: InsuranceMessage }[] {
        const missing = new Set<InsuranceField>()
        if (!self.company) missing.add("company")
        if (self.company === "IF") {
          if (!self.reimbursement) missing.add("reimbursement")
          if (self.reimbursement === "USE_REIMBURSEMENT" && !self.directCompensationConsent)
            missing.add("directCompensationConsent")
        }
        if (self.company === "OP" && !isOpVerificationComplete(self.op.state)) missing.add("opVerification")
        if (
          self.company === "LAHITAPIOLA" &&
          this.lahitapiolaFlowOn &&
          !isLahitapiolaFlowFinished(this.lahitapiolaResult)
        )
          missing.add("lahitapiola")
        return INSURANCE_FIELDS.filter((field) => missing.has(field)).map((field) => ({
          field,
          message: INSURANCE_FIELD_MESSAGE[field],
        }))
      },
      /** spec §5: the booking gate's insurance rule. */
      get isComplete(): boolean {
        return this.errors.length === 0
      },
      get visibleErrors(): { field: InsuranceField; message: InsuranceMessage }[] {
        return self.fields.submitAttempted ? this.errors : []
      },
      /** Where 'Apply for a permit' goes: the insurer, and back to `redirectTo` (the reservation page). */
      applyPermitUrl(redirectTo: string): string {
        return lahitapiolaApplyPermitUrl({
          redirectTo,
          lang: this.lang,
          csrfToken: sessionOf(self)?.csrfToken,
        })
      },
    }
  })
  .actions((self) => ({
    clearChoices() {
      self.company = undefined
      self.reimbursement = undefined
      self.directCompensationConsent = false
      self.fields.reset()
      self.op.restart()
      self.lahitapiola.restart()
      self.lahitapiola.setConsent(false)
    },
  }))
  .actions((self) => ({
    /** The appointment being reserved: another appointment starts the choice afresh. */
    setAppointment(appointment: InsuranceAppointment) {
      if (self.appointmentId !== appointment.id) {
        self.clearChoices()
        self.appointmentId = appointment.id
      }
      self.appointmentStart = appointment.startDate
      self.isRemote = appointment.isRemote
      if (self.reimbursement && self.isReimbursementDisabled(self.reimbursement))
        self.reimbursement = undefined
    },
    /** The patient and the guardian acting for them, if any (underageCustomer is decided from their ages). */
    setCustomer(customer: { patientSsn?: string; guardianSsn?: string }) {
      self.patientSsn = customer.patientSsn
      self.guardianSsn = customer.guardianSsn
    },
    chooseCompany(company: OfferedInsuranceCompany) {
      if (company === self.company) return
      self.company = company
      self.reimbursement = undefined
      self.directCompensationConsent = false
      self.op.restart()
      self.lahitapiola.restart()
    },
    chooseReimbursement(choice: ReimbursementChoice) {
      if (self.isReimbursementDisabled(choice)) return
      self.reimbursement = choice
      if (choice !== "USE_REIMBURSEMENT") self.directCompensationConsent = false
    },
    setDirectCompensationConsent(given: boolean) {
      self.directCompensationConsent = given
    },
    /** The host form calls this when the patient tries to continue; returns whether the rule holds. */
    revealErrors(): boolean {
      self.fields.attemptSubmit()
      return self.isComplete
    },
    verifyOp() {
      if (self.appointmentStart) return self.op.verify(self.appointmentStart)
      return Promise.resolve()
    },
    checkLahitapiola() {
      return self.lahitapiola.check(self.lang)
    },
    /** Back from the insurer's redirect: the company is LähiTapiola again and the flow goes on from the status. */
    returnFromLahitapiola(returned: DirectCompensationReturnStatus) {
      self.company = "LAHITAPIOLA"
      return self.lahitapiola.returnFromInsurer(returned, self.lang)
    },
  }))

export interface InsuranceSelection extends Instance<typeof InsuranceSelectionModel> {}
