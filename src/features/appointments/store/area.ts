import { types, type Instance } from "mobx-state-tree"
import { AnonymousAppointmentModel } from "./AnonymousAppointment.ts"
import { AppointmentListModel } from "./AppointmentList.ts"
import { CheckInModel } from "./CheckIn.ts"

/** Appointments: the by-ids page, the appointments page, the view by link and its anonymous check-in. */
export const AppointmentsAreaModel = types.model("AppointmentsArea", {
  byIds: types.optional(AppointmentListModel, {}),
  upcoming: types.optional(AppointmentListModel, {}),
  anonymous: types.optional(AnonymousAppointmentModel, {}),
  checkIn: types.optional(CheckInModel, {}),
})

export interface AppointmentsArea extends Instance<typeof AppointmentsAreaModel> {}
