import { types, type Instance } from "mobx-state-tree"
import { AnonymousAppointmentModel } from "./AnonymousAppointment.ts"
import { AppointmentListModel } from "./AppointmentList.ts"
import { FrontPageModel } from "./FrontPage.ts"

/** The appointments area: the by-ids page, the appointments page, the view by link and the front page's data. */
export const AppointmentsModel = types.model("Appointments", {
  byIds: types.optional(AppointmentListModel, {}),
  upcoming: types.optional(AppointmentListModel, {}),
  anonymous: types.optional(AnonymousAppointmentModel, {}),
  frontPage: types.optional(FrontPageModel, {}),
})

export interface Appointments extends Instance<typeof AppointmentsModel> {}

// The contract's shapes the appointment views show (views read types through stores, not src/api)
export type { AnonymousAppointment, Appointment, TimelineItem } from "../../api/schemas.ts"
