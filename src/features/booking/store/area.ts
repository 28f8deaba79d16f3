import { types, type Instance } from "mobx-state-tree"
import { AppointmentSearchModel } from "./AppointmentSearch.ts"
import { AvailableDatesModel } from "./AvailableDates.ts"
import { FilterOptionsModel } from "./FilterOptions.ts"
import { OccupationalAgreementModel } from "./OccupationalAgreement.ts"
import { ReservationModel } from "./Reservation.ts"
import { LoggedInReservationModel } from "./LoggedInReservation.ts"

/** Booking: the lists (search, filter options, free days), both reservations, and what they need to know. */
export const BookingAreaModel = types.model("BookingArea", {
  appointmentSearch: types.optional(AppointmentSearchModel, {}),
  filterOptions: types.optional(FilterOptionsModel, {}),
  availableDates: types.optional(AvailableDatesModel, {}),
  reservation: types.optional(ReservationModel, {}),
  loggedInReservation: types.optional(LoggedInReservationModel, {}),
  occupationalAgreement: types.optional(OccupationalAgreementModel, {}),
})

export interface BookingArea extends Instance<typeof BookingAreaModel> {}
