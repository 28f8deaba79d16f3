import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import type { UserProfile } from "../../../platform/api/schemas.ts"
import { areaOf, langOf } from "../../../kit/stores/rootAccess.ts"
import { isMfaSwitchedOn, isMfaToggleAvailable, type MfaStatusType } from "../../../domain/mfa.ts"
import { SmsLoginOffModel } from "./SmsLoginOff.ts"
import type { AreaOf } from "../../../kit/stores/areas.ts"

/** The SMS-login status as the profile and POST /api/mfa give it (spec booking §3 'MFA status types'). */
export type MfaStatus = UserProfile["mfaStatus"]

/** The toggle: idle, enabling or disabling (in progress), or the last change failed. */
export type SmsLoginToggleStatus = "idle" | "enabling" | "disabling" | "failed"

/** The front page card's onboarding, which verifies a number here too. */
export type SmsVerification = AreaOf<"front">["smsOnboarding"]

/**
 * spec booking §2 my information 'SMS-login toggle', §3, §4 'MFA': the second factor's status with its text, and
 * enable/disable (POST /api/mfa, whose answer is the new status) with an in-progress state. The switch is on only
 * when the server says `enabled`. Enabling without a verified number gives user-wants-to-enable-mfa: the number is
 * verified right here (`verification`: the front page card's own onboarding, through the front area, which my
 * information attaches), and the status is then read from the server again. Turning an enabled one off asks for an
 * SMS code first (`turnOff`).
 */
export const SmsLoginModel = types
  .model("SmsLogin", {
    turnOff: types.optional(SmsLoginOffModel, {}),
  })
  .volatile(() => ({
    status: undefined as MfaStatus | undefined,
    toggleStatus: "idle" as SmsLoginToggleStatus,
    /** The change that failed, for its retry. */
    failedChange: undefined as boolean | undefined,
  }))
  .views((self) => ({
    get verification(): SmsVerification | undefined {
      return areaOf(self, "front")?.smsOnboarding
    },
    get statusType(): MfaStatusType | undefined {
      return self.status?.type
    },
    get isSwitchedOn(): boolean {
      return self.status !== undefined && isMfaSwitchedOn(self.status.type)
    },
    /** SMS login was asked for and waits for a verified number: the number and code steps show here. */
    get isVerifying(): boolean {
      return self.status?.type === "user-wants-to-enable-mfa"
    },
    get canToggle(): boolean {
      return self.status !== undefined && isMfaToggleAvailable(self.status.type)
    },
    get isChanging(): boolean {
      return self.toggleStatus === "enabling" || self.toggleStatus === "disabling"
    },
    /** The verified number the codes go to, when enabled. */
    get phoneNumber(): string | undefined {
      return self.status?.type === "enabled" ? self.status.phoneNumber : undefined
    },
    /** When onboarding may be tried again after too many attempts (epoch ms). */
    get nextAttemptMs(): number | undefined {
      return self.status?.type === "too-many-onboarding-attempts"
        ? Date.parse(self.status.nextAttempt)
        : undefined
    },
  }))
  .actions((self) => ({
    /** A status to verify a number for offers the steps, prefilled with the number the server gives. */
    offerVerification() {
      if (self.status?.type === "user-wants-to-enable-mfa")
        self.verification?.offer(self.status.mfaOnboardingParam.phoneNumber)
    },
  }))
  .actions((self) => ({
    /** The status the profile was read with; a change in progress keeps its own. */
    fill(status: MfaStatus) {
      if (self.isChanging) return
      self.status = status
      self.toggleStatus = "idle"
      self.offerVerification()
    },
    setStatus(status: MfaStatus | undefined, toggleStatus: SmsLoginToggleStatus, failedChange?: boolean) {
      if (status) self.status = status
      self.toggleStatus = toggleStatus
      self.failedChange = failedChange
      self.offerVerification()
    },
  }))
  .actions((self) => ({
    /**
     * The status as the server has it now (GET /api/user/profile), after the number was verified here. The profile
     * takes the answer as it stands, so my information keeps showing while it is read.
     */
    async readStatus(): Promise<void> {
      const { api } = getEnv<StoreEnv>(self)
      try {
        const data = await unwrap(api.GET("/api/user/profile", { params: { query: { lang: langOf(self) } } }))
        areaOf(self, "profile")?.receive(data)
        self.fill(data.mfaStatus)
      } catch {
        // the page's own read of the profile says what it can; the switch keeps the last status it had
      }
    },
    /**
     * POST /api/mfa with enable or disable; the answer is the new status. Gives true when it went through. A failure
     * leaves the status as it was (as the server last said) and can be retried.
     */
    async setEnabled(enable: boolean): Promise<boolean> {
      // SMS login that is enabled goes off only with its code (turnOff)
      if (self.isChanging || !self.canToggle || (!enable && self.isSwitchedOn)) return false
      const { api } = getEnv<StoreEnv>(self)
      self.setStatus(undefined, enable ? "enabling" : "disabling")
      try {
        const status = await unwrap(api.POST("/api/mfa", { body: { action: enable ? "enable" : "disable" } }))
        self.setStatus(status, "idle")
        return true
      } catch (error) {
        if (isApiError(error, "aborted")) self.setStatus(undefined, "idle")
        else self.setStatus(undefined, "failed", enable)
        return false
      }
    },
  }))
  .actions((self) => ({
    /** The failed change again. */
    retry(): Promise<boolean> {
      return self.failedChange === undefined ? Promise.resolve(false) : self.setEnabled(self.failedChange)
    },
    /**
     * The verification's code check; once it has an outcome that changes SMS login (verified, or locked after too
     * many wrong codes), the status is read from the server again and the steps close.
     */
    async checkCode(): Promise<void> {
      const verification = self.verification
      if (!verification) return
      await verification.checkCode()
      const step = verification.step
      if (step !== "mfa-ok" && step !== "too-many-mfa-attempts") return
      await self.readStatus()
      verification.close()
    },
  }))

export interface SmsLogin extends Instance<typeof SmsLoginModel> {}
