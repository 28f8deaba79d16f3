import { destroy, types, type Instance, type SnapshotIn } from "mobx-state-tree"
import type { StoreEnv } from "../api/env.ts"
import { AppointmentSearchModel } from "./AppointmentSearch.ts"
import { AppointmentsModel } from "./appointments/Appointments.ts"
import { CheckInModel } from "./appointments/CheckIn.ts"
import { AvailableDatesModel } from "./AvailableDates.ts"
import { FilterOptionsModel } from "./FilterOptions.ts"
import { ReservationModel } from "./Reservation.ts"
import { BookingProfileModel } from "./reservation/BookingProfile.ts"
import { LoggedInReservationModel } from "./reservation/LoggedInReservation.ts"
import { OccupationalAgreementModel } from "./occupational/OccupationalAgreement.ts"
import { SessionModel } from "./Session.ts"
import { PinEntryModel } from "./PinEntry.ts"
import { InsuranceSelectionModel } from "./insurance/InsuranceSelection.ts"
import { KioskCheckInModel } from "./kiosk/KioskCheckIn.ts"
import { ProfileModel } from "./Profile.ts"
import { ContactFormModel } from "./ContactForm.ts"
import { RegistrationModel } from "./Registration.ts"
import { ConsentModel } from "./Consent.ts"

export const RootStoreModel = types.model("RootStore", {
  session: types.optional(SessionModel, {}),
  pinEntry: types.optional(PinEntryModel, {}),
  insuranceSelection: types.optional(InsuranceSelectionModel, {}),
  profile: types.optional(ProfileModel, {}),
  contactForm: types.optional(ContactFormModel, {}),
  registration: types.optional(RegistrationModel, {}),
  consent: types.optional(ConsentModel, {}),
  appointmentSearch: types.optional(AppointmentSearchModel, {}),
  filterOptions: types.optional(FilterOptionsModel, {}),
  availableDates: types.optional(AvailableDatesModel, {}),
  reservation: types.optional(ReservationModel, {}),
  kioskCheckIn: types.optional(KioskCheckInModel, {}),
  checkIn: types.optional(CheckInModel, {}),
  appointments: types.optional(AppointmentsModel, {}),
  bookingProfile: types.optional(BookingProfileModel, {}),
  loggedInReservation: types.optional(LoggedInReservationModel, {}),
  occupationalAgreement: types.optional(OccupationalAgreementModel, {}),
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
