import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { OccupationalAgreement } from "../../../platform/api/schemas.ts"
import { LoadableModel } from "../../../kit/stores/Loadable.ts"

/**
 * spec booking §2, §4 'Occupational check': a customer must have an occupational health agreement with online
 * reservation; otherwise no-occupational-healthcare or no-web-reservation; a failed check is unknown-error.
 */
export type OccupationalAgreementStatus =
  "idle" | "loading" | "loaded" | "no-occupational-healthcare" | "no-web-reservation" | "unknown-error"

export const OccupationalAgreementModel = types
  .model("OccupationalAgreement", {
    loadState: types.optional(LoadableModel, {}),
  })
  .volatile(() => ({
    agreement: undefined as OccupationalAgreement | undefined,
  }))
  .views((self) => ({
    get status(): OccupationalAgreementStatus {
      switch (self.loadState.status) {
        case "idle":
        case "loading":
          return self.loadState.status
        case "error":
          return "unknown-error"
        case "loaded":
          if (self.agreement?.status === "ok") return "loaded"
          return self.agreement?.status ?? "unknown-error"
      }
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
