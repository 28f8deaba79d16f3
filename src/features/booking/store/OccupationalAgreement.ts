import { getEnv, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { OccupationalAgreement } from "../../../platform/api/schemas.ts"
import { answeredStatus, LoadOwnerModel } from "../../../kit/stores/OneLoad.ts"

/**
 * spec booking §2, §4 'Occupational check': a customer must have an occupational health agreement with online
 * reservation; otherwise no-occupational-healthcare or no-web-reservation; a failed check is unknown-error.
 */
export type OccupationalAgreementStatus =
  "idle" | "loading" | "loaded" | "no-occupational-healthcare" | "no-web-reservation" | "unknown-error"

export const OccupationalAgreementModel = LoadOwnerModel.named("OccupationalAgreement")
  .volatile(() => ({
    agreement: undefined as OccupationalAgreement | undefined,
  }))
  .views((self) => ({
    get status(): OccupationalAgreementStatus {
      const status = answeredStatus(self.loadState, self.agreement?.status, "ok")
      return status === "error" ? "unknown-error" : status
    },
    get employerName(): string | undefined {
      const agreement = self.agreement
      return agreement && "employerName" in agreement ? agreement.employerName : undefined
    },
  }))
  .actions((self) => ({
    setAgreement(agreement: OccupationalAgreement | undefined) {
      self.agreement = agreement
    },
  }))
  .actions((self) => ({
    /** Checks the agreement once a session; `force` checks again (the unknown-error state's retry). */
    async check(force = false): Promise<void> {
      if (!force && (self.loadState.isLoading || self.agreement)) return
      const { api } = getEnv<StoreEnv>(self)
      await self.loadState.run(
        (signal) => unwrap(api.GET("/api/occupational/agreement", { signal })),
        self.setAgreement,
        { onError: () => self.setAgreement(undefined) },
      )
    },
  }))

export interface OccupationalAgreementStore extends Instance<typeof OccupationalAgreementModel> {}
