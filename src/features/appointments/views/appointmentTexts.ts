import type { TFunction } from "i18next"
import type { AnonymousAppointment, Appointment } from "../store/Appointments.ts"

/** The appointment fields the pages and the calendar file show. */
export type ShownAppointment = Pick<
  Appointment & AnonymousAppointment,
  | "id"
  | "startDate"
  | "durationMinutes"
  | "isRemote"
  | "locationType"
  | "clinic"
  | "practitioner"
  | "kind"
  | "specialtyData"
>

const REMOTE_TYPES = ["videoAppointment", "phoneAppointment", "remoteAppointment"] as const

/** The remote type (video, phone, remote), or undefined for a visit in person. */
export function remoteTypeOf(appointment: Pick<ShownAppointment, "isRemote" | "locationType">) {
  const remote = REMOTE_TYPES.find((type) => type === appointment.locationType)
  return remote ?? (appointment.isRemote ? "remoteAppointment" : undefined)
}

type AppointmentsT = TFunction<"appointments">

/** The clinic's address as one line: street, postal code and post office; undefined when none is known. */
export function addressOf(appointment: Pick<ShownAppointment, "clinic">): string | undefined {
  const { address } = appointment.clinic
  return address ? `${address.street}, ${address.postalCode} ${address.postOffice}` : undefined
}

/** The place: the clinic with its address, or the remote type (video, phone, remote). */
export function placeOf(appointment: ShownAppointment, t: AppointmentsT): string {
  const remote = remoteTypeOf(appointment)
  if (remote) return t(`card.${remote}`)
  const name = appointment.clinic.cmsContent.name ?? appointment.clinic.name
  const address = addressOf(appointment)
  return address ? `${name}, ${address}` : name
}

/** The visit: the specialty and the kind, e.g. 'Yleislääketiede · Lääkärin vastaanotto'. */
export function visitOf(appointment: Pick<ShownAppointment, "specialtyData" | "kind">): string {
  const specialty = appointment.specialtyData.specialties[0]
  return [specialty?.name, appointment.kind.description].filter(Boolean).join(" · ")
}

/** The professional with the title, e.g. 'Anna Lääkäri, yleislääkäri'. */
export function practitionerOf(appointment: Pick<ShownAppointment, "practitioner">): string {
  const { practitioner } = appointment
  return practitioner.title ? `${practitioner.name}, ${practitioner.title}` : practitioner.name
}
