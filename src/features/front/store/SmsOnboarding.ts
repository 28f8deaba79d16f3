import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import {
  isCompleteSmsCode,
  isSmsLoginPhone,
  normalizeSmsLoginPhone,
  SMS_CODE_LENGTH,
} from "../../../domain/mfa.ts"
import { langOf } from "../../../kit/stores/rootAccess.ts"

/**
 * spec messaging §4 'SMS-login onboarding': phone entry → code request → four-digit code entry → either success
 * (mfa-ok) or too many attempts; closed once the card has gone.
 */
export type SmsOnboardingStep =
  | "phone-entry"
  | "requesting-code"
  | "code-entry"
  | "checking-code"
  | "mfa-ok"
  | "too-many-mfa-attempts"
  | "closed"

/** Why the last request of a step failed, shown in the card (network and timeout say so; the rest is generic). */
export type SmsOnboardingFailure = "network" | "failure"

/**
 * SMS-login onboarding (spec messaging §2, §4, §5, §7): the front page's card, and my information's switch, which
 * verifies a number in place with this same instance (it attaches the front area, as pages attach the profile): POST /api/mfa-onboarding sends a
 * code to the number (trimmed, spaces removed, an optional plus and at least 6 digits); PUT checks the four digits,
 * sent as soon as all four are filled. mfa-challenge-failed keeps the card on the code with the boxes marked as
 * errors; too-many-mfa-attempts (or a 429 for the code request) closes it.
 */
export const SmsOnboardingModel = types
  .model("SmsOnboarding", {
    phoneNumber: "",
    code: "",
  })
  .volatile(() => ({
    step: "phone-entry" as SmsOnboardingStep,
    /** The number the code was sent to (as sent). */
    sentTo: "",
    /** The last code check was mfa-challenge-failed: the boxes show as errors until the code changes. */
    codeRejected: false,
    /** How many code checks were rejected: each one is announced and moves focus, even with the same boxes. */
    rejections: 0,
    failure: undefined as SmsOnboardingFailure | undefined,
    /** The prefill was taken (once per offer, so what the patient typed stays). */
    offered: false,
  }))
  .views((self) => ({
    get isPhoneValid(): boolean {
      return isSmsLoginPhone(self.phoneNumber)
    },
    get isBusy(): boolean {
      return self.step === "requesting-code" || self.step === "checking-code"
    },
    /** spec messaging §5: confirm is disabled while the number is invalid and while a request runs. */
    get canRequestCode(): boolean {
      return this.isPhoneValid && !this.isBusy && self.step === "phone-entry"
    },
    /** Whether the card is on the page (it fades out after mfa-ok and is gone once closed). */
    get isOpen(): boolean {
      return self.step !== "closed" && self.step !== "too-many-mfa-attempts"
    },
  }))
  .actions((self) => ({
    /**
     * The front page offers onboarding (mfaOnboardingParam): the number on record is prefilled once. A card that
     * was closed opens again when it is offered anew (SMS login turned off and on again).
     */
    offer(phoneNumber: string | null) {
      if (self.step === "closed" || self.step === "too-many-mfa-attempts") {
        self.step = "phone-entry"
        self.code = ""
        self.codeRejected = false
        self.failure = undefined
        self.offered = false
      }
      if (self.offered) return
      self.offered = true
      self.phoneNumber = phoneNumber ?? ""
    },
    setPhoneNumber(value: string) {
      self.phoneNumber = value
      self.failure = undefined
    },
    setCode(code: string) {
      self.code = code
      if (self.codeRejected && code.length < SMS_CODE_LENGTH) self.codeRejected = false
    },
    /** Back to the number (another number, or a new code). */
    changeNumber() {
      if (self.isBusy) return
      self.step = "phone-entry"
      self.code = ""
      self.codeRejected = false
      self.failure = undefined
    },
    /** The card has faded out (or closed at once for reduced motion). */
    close() {
      self.step = "closed"
    },
    setStep(step: SmsOnboardingStep, failure?: SmsOnboardingFailure) {
      self.step = step
      self.failure = failure
    },
    setCodeRejected(rejected: boolean) {
      self.codeRejected = rejected
      if (rejected) self.rejections += 1
    },
    setSentTo(phoneNumber: string) {
      self.sentTo = phoneNumber
    },
  }))
  .actions((self) => {
    const failureOf = (error: unknown): SmsOnboardingFailure =>
      isApiError(error, "network", "timeout") ? "network" : "failure"

    return {
      /** POST /api/mfa-onboarding: the code goes by text message; the code boxes come next. Gives true when sent. */
      async requestCode(): Promise<boolean> {
        if (!self.canRequestCode) return false
        const { api } = getEnv<StoreEnv>(self)
        const phoneNumber = normalizeSmsLoginPhone(self.phoneNumber)
        self.setStep("requesting-code")
        try {
          await unwrap(
            api.POST("/api/mfa-onboarding", {
              params: { query: { lang: langOf(self) } },
              body: { phoneNumber },
            }),
          )
          self.setSentTo(phoneNumber)
          self.setCode("")
          self.setCodeRejected(false)
          self.setStep("code-entry")
          return true
        } catch (error) {
          // Too many codes requested: the card closes as for too many wrong codes.
          if (isApiError(error, "http") && error.status === 429) self.setStep("too-many-mfa-attempts")
          else self.setStep("phone-entry", failureOf(error))
          return false
        }
      },
      /** PUT /api/mfa-onboarding with the four digits; the outcome decides the card's next step. */
      async checkCode(): Promise<void> {
        if (self.step !== "code-entry" || !isCompleteSmsCode(self.code)) return
        const { api } = getEnv<StoreEnv>(self)
        self.setStep("checking-code")
        try {
          const result = await unwrap(
            api.PUT("/api/mfa-onboarding", { body: { challengeResponseFromUser: self.code } }),
          )
          if (result.type === "mfa-ok") {
            // SMS login is on now: the owner reads the status again (FrontArea.checkOnboardingCode,
            // SmsLogin.checkCode)
            self.setStep("mfa-ok")
          } else if (result.type === "too-many-mfa-attempts") {
            self.setStep("too-many-mfa-attempts")
          } else {
            self.setCodeRejected(true)
            self.setStep("code-entry")
          }
        } catch (error) {
          self.setStep("code-entry", failureOf(error))
        }
      },
    }
  })

export interface SmsOnboarding extends Instance<typeof SmsOnboardingModel> {}
