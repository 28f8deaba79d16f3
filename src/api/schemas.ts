import type { components } from "../../generated/openapi.ts"

// The contract's schemas under the names stores use; stores read types from here, never from generated/.
export type SessionResponse = components["schemas"]["Session"]
export type AppointmentListItem = components["schemas"]["AppointmentListItem"]
export type FilterOptions = components["schemas"]["FilterOptions"]
export type ClinicOption = components["schemas"]["ClinicOption"]
export type SpecialtyOption = components["schemas"]["SpecialtyOption"]
export type PractitionerOption = components["schemas"]["PractitionerOption"]
export type TimeOfDaySlot = components["schemas"]["TimeOfDaySlot"]
export type LocationType = components["schemas"]["LocationType"]
export type Appointment = components["schemas"]["Appointment"]
export type ReservationDetails = components["schemas"]["ReservationDetails"]
