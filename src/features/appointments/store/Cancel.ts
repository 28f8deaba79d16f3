import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import type { CancelAppointmentResult } from "../../../platform/api/schemas.ts"

/**
 * spec booking §4 'Cancel': a confirmation dialog, then the delete. The outcome states are the spec's
 * (cancel-success, cancel-failure, cancel-too-late); login-required is the anonymous visitor's (cancelling needs
 * strong authentication, so a login prompt shows).
 */
export type CancelState =
  | "idle"
  | "confirming"
  | "cancelling"
  | "cancel-success"
  | "cancel-failure"
  | "cancel-too-late"
  | "login-required"

export const CancelModel = types
  .model("Cancel", {})
  // retryable: the last failure had no answer (network, timeout, 5xx), so the cancel button stays to try again
  .volatile(() => ({ state: "idle" as CancelState, retryable: false }))
  .views((self) => ({
    get hasFailed(): boolean {
      return self.state === "cancel-failure" || self.state === "cancel-too-late"
    },
  }))
  .actions((self) => ({
    setState(state: CancelState, retryable = false) {
      self.state = state
      self.retryable = retryable
    },
    /** The cancel button: the confirmation dialog opens. */
    askToConfirm() {
      if (self.state !== "cancelling" && self.state !== "cancel-success") self.state = "confirming"
    },
    /** The dialog closed without cancelling. */
    dismiss() {
      if (self.state === "confirming") self.state = "idle"
    },
    /** The anonymous visitor's cancel button: log in first. */
    requireLogin() {
      self.state = "login-required"
    },
  }))
  .actions((self) => ({
    /** Sends the delete; true when cancelled. An analytics event records the outcome (no identifiers). */
    cancel: flow(function* (appointmentId: string) {
      if (self.state === "cancelling" || self.state === "cancel-success") return false
      const { api, track, reportError } = getEnv<StoreEnv>(self)
      self.setState("cancelling")
      try {
        const result: CancelAppointmentResult = yield unwrap(
          api.DELETE("/api/appointments/{id}", { params: { path: { id: appointmentId } } }),
        )
        if (result.type === "success") {
          self.setState("cancel-success")
          void track({ event: "appointment_cancelled", loggedIn: true })
          return true
        }
        self.setState(result.type === "deadlineExceeded" ? "cancel-too-late" : "cancel-failure")
        if (result.type === "unknownError") {
          reportError({ kind: "result", operationId: "cancelAppointment", resultType: result.type })
        }
        return false
      } catch (error) {
        const aborted = isApiError(error, "aborted")
        self.setState(aborted ? "idle" : "cancel-failure", !aborted)
        return false
      }
    }),
  }))

export interface Cancel extends Instance<typeof CancelModel> {}
