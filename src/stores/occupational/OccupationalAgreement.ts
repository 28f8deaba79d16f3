import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../api/client.ts"
import type { StoreEnv } from "../../api/env.ts"
import type { OccupationalAgreement } from "../../api/schemas.ts"

/**
 * spec booking §2, §4 'Occupational check': a customer must have an occupational health agreement with online
 * reservation; otherwise no-occupational-healthcare or no-web-reservation; a failed check is unknown-error.
 */
export type OccupationalAgreementStatus =
  "idle" | "loading" | "ok" | "no-occupational-healthcare" | "no-web-reservation" | "unknown-error"

export const OccupationalAgreementModel = types
  .model("OccupationalAgreement", {})
  .volatile(() => ({
    status: "idle" as OccupationalAgreementStatus,
    agreement: undefined as OccupationalAgreement | undefined,
  }))
  .views((self) => ({
    get employerName(): string | undefined {
      const agreement = self.agreement
      return agreement && "employerName" in agreement ? agreement.employerName : undefined
    },
  }))
  .actions((self) => ({
    /** Checks the agreement once a session; `force` checks again (the unknown-error state's retry). */
    check: flow(function* (force = false) {
      if (!force && (self.status === "loading" || self.agreement)) return
      const { api } = getEnv<StoreEnv>(self)
      self.status = "loading"
      try {
        const agreement: OccupationalAgreement = yield unwrap(api.GET("/api/occupational/agreement"))
        self.agreement = agreement
        self.status = agreement.status
      } catch {
        self.agreement = undefined
        self.status = "unknown-error"
      }
    }),
  }))

export interface OccupationalAgreementStore extends Instance<typeof OccupationalAgreementModel> {}
