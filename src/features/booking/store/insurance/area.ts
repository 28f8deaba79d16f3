import { types, type Instance } from "mobx-state-tree"
import { InsuranceSelectionModel } from "./InsuranceSelection.ts"

/** Insurance: the insurance choice of an insurance visit's logged-in reservation (OP, LähiTapiola flows). */
export const InsuranceAreaModel = types.model("InsuranceArea", {
  insuranceSelection: types.optional(InsuranceSelectionModel, {}),
})

export interface InsuranceArea extends Instance<typeof InsuranceAreaModel> {}
