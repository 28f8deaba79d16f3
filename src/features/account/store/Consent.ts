import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import type { PatientDataConsent } from "../../../platform/api/schemas.ts"
import type { Lang } from "../../../domain/language.ts"
import { areaOf, langOf } from "../../../kit/stores/rootAccess.ts"
import { formFieldsModel } from "../../../kit/stores/formFields.ts"

/** spec booking §3 Patient data consent: the five choices, the occupational one only in the adult brand. */
export const CONSENT_CHOICES = [
  "allowsCommonRegistry",
  "allowsViewingOccupationalInformation",
  "allowsMarketingMail",
  "allowsTreatmentInstructionsMail",
  "allowsBookingSms",
] as const
export type ConsentChoice = (typeof CONSENT_CHOICES)[number]

/** The form; saving; saved (go on); or a failed save (reported, shown with a retry). */
export type ConsentState = "form" | "saving" | "saved" | "networkError" | "unknownError"

/**
 * The patient data consent form (spec booking §2 data-processing, §4 Consent form): submit disabled until the
 * privacy-policy box is ticked when the form is shown for the first time (patientDataConsentFormUpdated
 * undefined), and disabled after submit.
 */
export const ConsentModel = types
  .model("Consent", {
    allowsCommonRegistry: false,
    allowsViewingOccupationalInformation: false,
    allowsMarketingMail: false,
    allowsTreatmentInstructionsMail: false,
    allowsBookingSms: false,
    /** spec §6: the consent to view occupational data exists only in the adult brand. */
    asksOccupational: true,
    /** spec §4: the privacy-policy-read box is shown (and required) only the first time. */
    isFirstTime: true,
    privacyPolicyRead: false,
    submitted: false,
    /** Save was pressed: a missing privacy-policy box shows as an error from then on. */
    fields: types.optional(formFieldsModel("ConsentFields", ["privacyPolicyRead"]), {}),
  })
  .volatile(() => ({
    state: "form" as ConsentState,
    /** What the patient has ticked or unticked since the form started: a later load never undoes it. */
    edited: new Set<ConsentChoice | "privacyPolicyRead">(),
  }))
  .views((self) => ({
    get lang(): Lang {
      return langOf(self)
    },
    get choices(): readonly ConsentChoice[] {
      return CONSENT_CHOICES.filter(
        (choice) => self.asksOccupational || choice !== "allowsViewingOccupationalInformation",
      )
    },
    get privacyPolicyMissing(): boolean {
      return self.isFirstTime && !self.privacyPolicyRead
    },
    get problems(): { privacyPolicyRead?: "required" } {
      return this.privacyPolicyMissing ? { privacyPolicyRead: "required" } : {}
    },
    get privacyPolicyError(): boolean {
      return self.fields.shown(this.problems).privacyPolicyRead !== undefined
    },
    /** spec §4: disabled until the privacy-policy box is ticked (first time only) and after submit. */
    get canSubmit(): boolean {
      return !this.privacyPolicyMissing && !self.submitted
    },
    get request(): PatientDataConsent {
      return {
        allowsCommonRegistry: self.allowsCommonRegistry,
        ...(self.asksOccupational
          ? { allowsViewingOccupationalInformation: self.allowsViewingOccupationalInformation }
          : {}),
        allowsMarketingMail: self.allowsMarketingMail,
        allowsTreatmentInstructionsMail: self.allowsTreatmentInstructionsMail,
        allowsBookingSms: self.allowsBookingSms,
      }
    },
  }))
  .actions((self) => ({
    /**
     * Starts the form from the saved consent (if any), for the brand. The profile may load again while the form
     * is open (a late answer): what the patient already ticked or unticked is kept, only the rest follows the
     * saved consent. After a successful save the next call starts afresh; during a save it changes nothing.
     */
    prepare(options: {
      saved: PatientDataConsent | undefined
      isFirstTime: boolean
      asksOccupational: boolean
    }) {
      if (self.state === "saving") return
      if (self.state === "saved") self.edited.clear()
      for (const choice of CONSENT_CHOICES)
        if (!self.edited.has(choice)) self[choice] = options.saved?.[choice] ?? false
      self.asksOccupational = options.asksOccupational
      self.isFirstTime = options.isFirstTime
      if (!self.edited.has("privacyPolicyRead")) self.privacyPolicyRead = false
      self.submitted = false
      self.fields.reset()
      self.state = "form"
    },
    setChoice(choice: ConsentChoice, value: boolean) {
      if (self.submitted) return
      self[choice] = value
      self.edited.add(choice)
    },
    setPrivacyPolicyRead(value: boolean) {
      if (self.submitted) return
      self.privacyPolicyRead = value
      self.edited.add("privacyPolicyRead")
    },
    setState(state: ConsentState) {
      self.state = state
      self.submitted = state === "saving" || state === "saved"
    },
  }))
  .actions((self) => ({
    /**
     * POST /api/user/consent. Gives true when saved; a failure is reported and can be retried. With the gate
     * closed nothing is sent and the missing box shows its message.
     */
    save: flow(function* () {
      self.fields.attemptSubmit()
      if (!self.canSubmit) return false
      const { api, reportError } = getEnv<StoreEnv>(self)
      self.setState("saving")
      try {
        yield unwrap(
          api.POST("/api/user/consent", { params: { query: { lang: self.lang } }, body: self.request }),
        )
        // the consent status is the server's to work out: the profile is read again on its next use
        areaOf(self, "profile")?.invalidate()
        self.setState("saved")
        return true
      } catch (error) {
        // network, timeout and 5xx are reported by the client; an answer it does not report is reported here
        if (isApiError(error, "http", "validation") && !(isApiError(error, "http") && error.status >= 500)) {
          reportError({
            kind: "result",
            operationId: "savePatientDataConsent",
            resultType: isApiError(error, "http") ? `http-${error.status}` : "ValidationError",
          })
        }
        self.setState(isApiError(error, "network", "timeout") ? "networkError" : "unknownError")
        return false
      }
    }),
  }))

export interface Consent extends Instance<typeof ConsentModel> {}
