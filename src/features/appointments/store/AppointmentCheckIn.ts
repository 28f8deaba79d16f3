import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import type { AppointmentRoom, CheckInResult } from "../../../platform/api/schemas.ts"

/**
 * The logged-in check-in of one's own appointment (spec booking §4 'Check-in status'): idle until the button is
 * pressed; then the result: Success (with the room or 'see reception'), AlreadyCheckedIn, TooEarly, a consent
 * notice (ConfidentialityFormNotFilled, …AsAdult), or a failure; a network error offers a retry.
 */
export type AppointmentCheckInState =
  | "idle"
  | "pending"
  | "success"
  | "already-checked-in"
  | "too-early"
  | "consent-needed"
  | "failure"
  | "network-error"

export const AppointmentCheckInModel = types
  .model("AppointmentCheckIn", {})
  .volatile(() => ({
    state: "idle" as AppointmentCheckInState,
    room: null as AppointmentRoom | null,
    consentAsAdult: false,
    /** failure without an answer (a 5xx): may be tried again, as after a network error. */
    retryable: false,
  }))
  .views((self) => ({
    get hasError(): boolean {
      return self.state === "failure" || self.state === "network-error"
    },
    get isCheckedIn(): boolean {
      return self.state === "success" || self.state === "already-checked-in"
    },
  }))
  .actions((self) => ({
    setState(state: AppointmentCheckInState, retryable = false) {
      self.state = state
      self.retryable = retryable
    },
    applyResult(result: CheckInResult) {
      switch (result.type) {
        case "success":
          self.room = result.room
          self.state = "success"
          return
        case "alreadyCheckedIn":
          self.state = "already-checked-in"
          return
        case "tooEarly":
          self.state = "too-early"
          return
        case "confidentialityFormNotFilled":
        case "confidentialityFormNotFilledAsAdult":
          self.consentAsAdult = result.type === "confidentialityFormNotFilledAsAdult"
          self.state = "consent-needed"
          return
        default:
          self.state = "failure"
      }
    },
  }))
  .actions((self) => ({
    checkIn: flow(function* (appointmentId: string) {
      if (self.state === "pending") return
      const { api, track, reportError } = getEnv<StoreEnv>(self)
      self.setState("pending")
      try {
        const result: CheckInResult = yield unwrap(
          api.POST("/api/appointments/check-in/{id}", { params: { path: { id: appointmentId } } }),
        )
        self.applyResult(result)
        void track({ event: "check_in", result: result.type })
        if (self.state === "failure") {
          reportError({ kind: "result", operationId: "checkInToAppointment", resultType: result.type })
        }
      } catch (error) {
        if (isApiError(error, "aborted")) return self.setState("idle")
        self.setState(isApiError(error, "network", "timeout") ? "network-error" : "failure", true)
      }
    }),
  }))

export interface AppointmentCheckIn extends Instance<typeof AppointmentCheckInModel> {}
