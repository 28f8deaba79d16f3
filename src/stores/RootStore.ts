import { destroy, types, type Instance, type SnapshotIn } from "mobx-state-tree"
import type { StoreEnv } from "../api/env.ts"
import { AppointmentSearchModel } from "./AppointmentSearch.ts"
import { AvailableDatesModel } from "./AvailableDates.ts"
import { FilterOptionsModel } from "./FilterOptions.ts"
import { ReservationModel } from "./Reservation.ts"
import { SessionModel } from "./Session.ts"

export const RootStoreModel = types.model("RootStore", {
  session: types.optional(SessionModel, {}),
  appointmentSearch: types.optional(AppointmentSearchModel, {}),
  filterOptions: types.optional(FilterOptionsModel, {}),
  availableDates: types.optional(AvailableDatesModel, {}),
  reservation: types.optional(ReservationModel, {}),
})

export interface RootStore extends Instance<typeof RootStoreModel> {}
export type RootStoreSnapshot = SnapshotIn<typeof RootStoreModel>

/** Both targets create their store here; the API clients come in through the MST environment. */
export function createRootStore(env: StoreEnv, snapshot: RootStoreSnapshot = {}): RootStore {
  return RootStoreModel.create(snapshot, env)
}

/** Destroys the whole tree, so nothing about the previous visitor stays reachable (kiosk reset). */
export function disposeRootStore(store: RootStore): void {
  destroy(store)
}
