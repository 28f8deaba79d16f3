import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { isApiError } from "../../../platform/api/errors.ts"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { sessionOf } from "../../../kit/stores/rootAccess.ts"
import { PinCodeModel } from "./PinCode.ts"

export type PinEntryStatus =
  | "waiting-for-pin"
  | "checking"
  | "success"
  | "pin-mismatch"
  | "too-many-retries"
  | "network-error"
  | "failure"
  | "cancelling"
  | "cancelled"

/**
 * spec booking §2/§7: the MFA page's four-digit SMS code. `success` has renewed the session (read again here);
 * `too-many-retries` has logged the user out on the server, so the session is read again as anonymous. `code` asks
 * for a new SMS code (inferred, with the server's limit); `cancel` ends the pending login (POST /api/logout), so
 * the way back to the login choice leaves nothing half logged in.
 */
export const PinEntryModel = types
  .model("PinEntry", { pin: "", code: types.optional(PinCodeModel, {}) })
  .volatile(() => ({
    status: "waiting-for-pin" as PinEntryStatus,
    remainingAttempts: undefined as number | undefined,
  }))
  .views((self) => ({
    get isChecking(): boolean {
      return self.status === "checking"
    },
  }))
  .actions((self) => ({
    setPin(pin: string) {
      self.pin = pin
    },
    setOutcome(status: PinEntryStatus, remainingAttempts?: number) {
      self.status = status
      self.remainingAttempts = remainingAttempts
    },
    reset() {
      self.pin = ""
      self.status = "waiting-for-pin"
      self.remainingAttempts = undefined
      self.code.reset()
    },
  }))
  .actions((self) => ({
    submit: flow(function* () {
      if (self.isChecking) return
      const { api } = getEnv<StoreEnv>(self)
      const session = sessionOf(self)
      if (!session) throw new Error("PinEntry needs the root store's session")
      self.setOutcome("checking")
      try {
        const result: { mfaResponse: { type: string; remainingAttempts?: number } } = yield unwrap(
          api.POST("/api/pin", { body: { pin: self.pin } }),
        )
        const response = result.mfaResponse
        if (response.type === "success") {
          session.rememberSmsLogin()
          yield session.reload()
          self.setOutcome("success")
        } else if (response.type === "tooManyRetries") {
          session.forgetUser()
          self.setOutcome("too-many-retries")
        } else {
          self.setOutcome("pin-mismatch", response.remainingAttempts)
          self.pin = ""
        }
      } catch (error) {
        self.setOutcome(isApiError(error, "network", "timeout") ? "network-error" : "failure")
      }
    }),
    /** Back to the login choice: the pending login ends on the server and the user is forgotten here. */
    cancel: flow(function* () {
      if (self.isChecking || self.status === "cancelling") return
      const session = sessionOf(self)
      if (!session) throw new Error("PinEntry needs the root store's session")
      self.setOutcome("cancelling")
      try {
        yield session.logout()
      } catch {
        // the server may have ended it already; nothing of the user stays here either way
        session.forgetUser()
      }
      self.setOutcome("cancelled")
    }),
  }))

export interface PinEntry extends Instance<typeof PinEntryModel> {}
