import { types, type Instance } from "mobx-state-tree"
import { PrescriptionListModel } from "./PrescriptionList.ts"
import { RenewalModel } from "./Renewal.ts"

/** Prescriptions: the list with its renewal selection, and the renewal form (spec messaging §2, §4, §5). */
export const PrescriptionsAreaModel = types.model("PrescriptionsArea", {
  list: types.optional(PrescriptionListModel, {}),
  renewal: types.optional(RenewalModel, {}),
})

export interface PrescriptionsArea extends Instance<typeof PrescriptionsAreaModel> {}

export type { Prescription } from "../../../platform/api/schemas.ts"
