import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../../platform/api/client.ts"
import type { StoreEnv } from "../../../../platform/api/env.ts"
import { toIsoDate, type DateLike } from "../../../../domain/dates.ts"
import { OP_VERIFICATION_STATES } from "../../../../domain/insurance.ts"
import { LoadableModel } from "../../../../kit/stores/Loadable.ts"

/**
 * spec booking §4 'OP verification': undefined, found, not_found, canceled, error. Verify calls the check;
 * 'Do not verify' gives canceled (continue at the base price, or back to the start); found offers
 * 'Remove verification' (cancels it); error offers try again.
 */
export const OpVerificationModel = types
  .model("OpVerification", {
    state: types.optional(types.enumeration("OpVerificationState", [...OP_VERIFICATION_STATES]), "undefined"),
    loadState: types.optional(LoadableModel, {}),
  })
  .views((self) => ({
    get verifying(): boolean {
      return self.loadState.isBusy
    },
  }))
  .actions((self) => ({
    settle(state: (typeof OP_VERIFICATION_STATES)[number]) {
      self.state = state
    },
  }))
  .actions((self) => ({
    /** GET pohjola-check for the appointment's day (Helsinki); true is found, false not_found. */
    async verify(appointmentStart: DateLike): Promise<void> {
      const { api } = getEnv<StoreEnv>(self)
      await self.loadState.run(
        (signal) =>
          unwrap(
            api.GET("/api/insurance/pohjola-check/{date}", {
              params: { path: { date: toIsoDate(appointmentStart) } },
              signal,
            }),
          ),
        (answer) => self.settle(answer.hasInsurance ? "found" : "not_found"),
        // the transport has reported network failures and 5xx answers already
        { onError: () => self.settle("error") },
      )
    },
    /** 'Do not verify', and 'Remove verification' of a found insurance. */
    cancel() {
      self.loadState.cancel()
      self.settle("canceled")
    },
    /** 'Back to the start': the verification can be chosen again. */
    restart() {
      self.loadState.cancel()
      self.settle("undefined")
    },
  }))

export interface OpVerification extends Instance<typeof OpVerificationModel> {}
