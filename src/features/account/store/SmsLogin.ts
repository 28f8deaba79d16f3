import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import type { UserProfile } from "../../../platform/api/schemas.ts"
import { isMfaSwitchedOn, isMfaToggleAvailable, type MfaStatusType } from "../../../domain/mfa.ts"

/** The SMS-login status as the profile and POST /api/mfa give it (spec booking §3 'MFA status types'). */
export type MfaStatus = UserProfile["mfaStatus"]

/** The toggle: idle, enabling or disabling (in progress), or the last change failed. */
export type SmsLoginToggleStatus = "idle" | "enabling" | "disabling" | "failed"

/**
 * spec booking §2 my information 'SMS-login toggle', §3, §4 'MFA': the second factor's status with its text, and
 * enable/disable (POST /api/mfa, whose answer is the new status) with an in-progress state. Enabling without a
 * verified number gives user-wants-to-enable-mfa: the front page's onboarding card verifies one.
 */
export const SmsLoginModel = types
  .model("SmsLogin", {})
  .volatile(() => ({
    status: undefined as MfaStatus | undefined,
    toggleStatus: "idle" as SmsLoginToggleStatus,
  }))
  .views((self) => ({
    get statusType(): MfaStatusType | undefined {
      return self.status?.type
    },
    get isSwitchedOn(): boolean {
      return self.status !== undefined && isMfaSwitchedOn(self.status.type)
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
    /** The status the profile was read with; a change in progress keeps its own. */
    fill(status: MfaStatus) {
      if (self.toggleStatus === "enabling" || self.toggleStatus === "disabling") return
      self.status = status
      self.toggleStatus = "idle"
    },
    setStatus(status: MfaStatus | undefined, toggleStatus: SmsLoginToggleStatus) {
      if (status) self.status = status
      self.toggleStatus = toggleStatus
    },
  }))
  .actions((self) => ({
    /** POST /api/mfa with enable or disable; the answer is the new status. Gives true when it changed. */
    async setEnabled(enable: boolean): Promise<boolean> {
      if (self.isChanging || !self.canToggle) return false
      const { api } = getEnv<StoreEnv>(self)
      self.setStatus(undefined, enable ? "enabling" : "disabling")
      try {
        const status = await unwrap(api.POST("/api/mfa", { body: { action: enable ? "enable" : "disable" } }))
        self.setStatus(status, "idle")
        return true
      } catch (error) {
        self.setStatus(undefined, isApiError(error, "aborted") ? "idle" : "failed")
        return false
      }
    },
  }))

export interface SmsLogin extends Instance<typeof SmsLoginModel> {}
