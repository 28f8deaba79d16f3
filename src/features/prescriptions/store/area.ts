import { types, type Instance } from "mobx-state-tree"
import { PrescriptionListModel } from "./PrescriptionList.ts"
import { RenewalModel } from "./Renewal.ts"
import { SentRenewalsModel } from "./SentRenewals.ts"

/**
 * Prescriptions: the list with its renewal selection, the renewal requests sent, and the renewal form (spec
 * messaging §2, §4, §5).
 */
export const PrescriptionsAreaModel = types.model("PrescriptionsArea", {
  list: types.optional(PrescriptionListModel, {}),
  renewal: types.optional(RenewalModel, {}),
  sent: types.optional(SentRenewalsModel, {}),
})

export interface PrescriptionsArea extends Instance<typeof PrescriptionsAreaModel> {}

export type { Prescription } from "../../../platform/api/schemas.ts"
