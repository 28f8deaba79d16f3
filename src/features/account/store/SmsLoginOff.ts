import { getEnv, getParent, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import { isCompleteSmsCode } from "../../../domain/mfa.ts"
import type { MfaStatus } from "./SmsLogin.ts"
import { PinCodeModel } from "./PinCode.ts"

/** Why turning SMS login off did not go through; nothing changed on the server in any of them. */
export type SmsLoginOffError =
  "incomplete" | "pinMismatch" | "tooManyRetries" | "pinRequired" | "network" | "failure"

type MfaPinRejected = { type: "pinRequired" | "pinMismatch" | "tooManyRetries"; remainingAttempts?: number }

function rejectionOf(body: unknown): MfaPinRejected | undefined {
  if (typeof body !== "object" || body === null || !("type" in body)) return undefined
  const { type } = body
  if (type !== "pinRequired" && type !== "pinMismatch" && type !== "tooManyRetries") return undefined
  const remaining = "remainingAttempts" in body ? body.remainingAttempts : undefined
  return { type, remainingAttempts: typeof remaining === "number" ? remaining : undefined }
}

/** The switch this dialog belongs to: the new status goes there. */
interface StatusOwner {
  setStatus(status: MfaStatus | undefined, toggleStatus: "idle"): void
}

/**
 * Turning SMS login off (inferred in the contract): a confirmation that asks for an SMS code, sent to the verified
 * number as the dialog opens (POST /api/pin/code), then POST /api/mfa with `disable` and the code. A wrong code
 * (422 pinMismatch) says how many tries are left; the third needs a new code. Nothing changes until it is right.
 */
export const SmsLoginOffModel = types
  .model("SmsLoginOff", {
    pin: "",
    code: types.optional(PinCodeModel, {}),
  })
  .volatile(() => ({
    isOpen: false,
    isConfirming: false,
    error: undefined as SmsLoginOffError | undefined,
    remainingAttempts: undefined as number | undefined,
    /** Each refusal counts, so the page announces and focuses again even when the message is the same. */
    refusals: 0,
  }))
  .actions((self) => ({
    setPin(pin: string) {
      self.pin = pin
    },
    setOpen(open: boolean) {
      self.isOpen = open
      self.pin = ""
      self.error = undefined
      self.remainingAttempts = undefined
      if (!open) self.code.reset()
    },
    setConfirming(confirming: boolean) {
      self.isConfirming = confirming
    },
    clearError() {
      self.error = undefined
      self.remainingAttempts = undefined
    },
    refuse(error: SmsLoginOffError, remainingAttempts?: number) {
      self.error = error
      self.remainingAttempts = remainingAttempts
      self.refusals += 1
      if (error !== "network" && error !== "failure") self.pin = ""
    },
  }))
  .actions((self) => ({
    /** Opens the dialog and sends the code it asks for. */
    async open(): Promise<void> {
      self.setOpen(true)
      await self.code.send()
    },
    /** A new code; a code sent clears the wrong ones counted. */
    async sendNewCode(): Promise<void> {
      if (await self.code.send()) self.clearError()
    },
    /** Sends the code with `disable`; gives true when SMS login is off (the dialog then closes). */
    async confirm(): Promise<boolean> {
      if (self.isConfirming) return false
      if (!isCompleteSmsCode(self.pin)) {
        self.refuse("incomplete")
        return false
      }
      const { api } = getEnv<StoreEnv>(self)
      self.setConfirming(true)
      try {
        const status = await unwrap(api.POST("/api/mfa", { body: { action: "disable", pin: self.pin } }))
        getParent<StatusOwner>(self).setStatus(status, "idle")
        self.setOpen(false)
        return true
      } catch (error) {
        const rejected =
          isApiError(error, "http") && error.status === 422 ? rejectionOf(error.body) : undefined
        if (rejected) self.refuse(rejected.type, rejected.remainingAttempts)
        else if (!isApiError(error, "aborted"))
          self.refuse(isApiError(error, "network", "timeout") ? "network" : "failure")
        return false
      } finally {
        self.setConfirming(false)
      }
    },
  }))

export interface SmsLoginOff extends Instance<typeof SmsLoginOffModel> {}
