import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../api/client.ts"
import type { StoreEnv } from "../../api/env.ts"
import { isApiError } from "../../api/errors.ts"
import { toIsoDate, type DateLike } from "../../domain/dates.ts"
import { OP_VERIFICATION_STATES } from "../../domain/insurance.ts"

/**
 * spec booking §4 'OP verification': undefined, found, not_found, canceled, error. Verify calls the check;
 * 'Do not verify' gives canceled (continue at the base price, or back to the start); found offers
 * 'Remove verification' (cancels it); error offers try again.
 */
export const OpVerificationModel = types
  .model("OpVerification", {
    state: types.optional(types.enumeration("OpVerificationState", [...OP_VERIFICATION_STATES]), "undefined"),
  })
  .volatile(() => ({
    verifying: false,
    inFlight: undefined as AbortController | undefined,
  }))
  .actions((self) => ({
    settle(state: (typeof OP_VERIFICATION_STATES)[number]) {
      self.state = state
      self.verifying = false
      self.inFlight = undefined
    },
    begin(controller: AbortController) {
      self.inFlight?.abort()
      self.inFlight = controller
      self.verifying = true
    },
  }))
  .actions((self) => ({
    /** GET pohjola-check for the appointment's day (Helsinki); true is found, false not_found. */
    verify: flow(function* (appointmentStart: DateLike) {
      const { api } = getEnv<StoreEnv>(self)
      const controller = new AbortController()
      self.begin(controller)
      try {
        const answer: { hasInsurance: boolean } = yield unwrap(
          api.GET("/api/insurance/pohjola-check/{date}", {
            params: { path: { date: toIsoDate(appointmentStart) } },
            signal: controller.signal,
          }),
        )
        self.settle(answer.hasInsurance ? "found" : "not_found")
      } catch (error) {
        // the transport has reported network failures and 5xx answers already
        if (isApiError(error, "aborted")) return
        self.settle("error")
      }
    }),
    /** 'Do not verify', and 'Remove verification' of a found insurance. */
    cancel() {
      self.inFlight?.abort()
      self.settle("canceled")
    },
    /** 'Back to the start': the verification can be chosen again. */
    restart() {
      self.inFlight?.abort()
      self.settle("undefined")
    },
  }))

export interface OpVerification extends Instance<typeof OpVerificationModel> {}
