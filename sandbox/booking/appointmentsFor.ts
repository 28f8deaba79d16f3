// Reserved appointments put in by hand: the seed's own for the personas, and tests that need an appointment at a
// given moment (check-in windows follow the real clock).
import { toHelsinki, type DateLike } from "../../src/domain/dates.ts"
import type { Db } from "../db/database.ts"
import { personaById } from "../personas.ts"
import { clinicById, isRemoteClinic } from "./catalog/clinics.ts"
import { practitionerById } from "./catalog/practitioners.ts"
import { KELA65_SPECIALTY_ID, isKela65Kind, kindById, specialtyById } from "./catalog/specialties.ts"
import { appointmentLinkOf, cancelReservation, insertReservation, markCheckedIn } from "./reservations.ts"
import { clearPractitionerTime, insertSlot } from "./slots.ts"

export interface AppointmentOptions {
  /** Default: Laura Mäkinen, general practitioner in Kamppi */
  practitionerId?: string
  /** Default: the practitioner's first clinic, or their remote clinic when `remote` */
  clinicId?: string
  remote?: boolean
  /** Default: the specialty's kind at the clinic, or video/phone when remote */
  kindId?: string
  cancelled?: boolean
  checkedIn?: boolean
  conceptCode?: string
  linkSecret?: string
  /** Default: two weeks before the start, so no clock is needed */
  reservedAt?: Date
}

// A reservation given no time of its own was made this long before its start
const RESERVED_DAYS_BEFORE = 14

export interface SeededAppointment {
  appointmentId: string
  reservationId: number
  /** The anonymous appointment view's token */
  link: string
}

/** Puts a slot at `startsAt` and reserves it for the persona (no rules checked). */
export function seedAppointmentFor(
  db: Db,
  personaId: string,
  startsAt: DateLike,
  options: AppointmentOptions = {},
): SeededAppointment {
  const persona = personaById(personaId)
  if (!persona) throw new Error(`No persona ${personaId}`)
  const practitioner = practitionerById(options.practitionerId ?? "10234")
  if (!practitioner) throw new Error(`No practitioner ${options.practitionerId}`)
  const specialty = specialtyById(practitioner.specialtyId)!
  const remote = options.remote ?? false
  const clinicId =
    options.clinicId ?? (remote ? (practitioner.remote?.clinicId ?? "RMT") : practitioner.clinicIds[0]!)
  if (!clinicById(clinicId)) throw new Error(`No clinic ${clinicId}`)
  const kindId =
    options.kindId ??
    (remote ? (practitioner.remote?.how === "phone" ? "PETA" : "ETA") : specialty.physicalKindId)
  const kind = kindById(kindId)
  if (!kind) throw new Error(`No kind ${kindId}`)
  const kela65 = isKela65Kind(kindId)
  const durationMinutes = specialty.minutes
  const startMs = toHelsinki(startsAt).toMillis()
  clearPractitionerTime(db, practitioner.id, startMs, durationMinutes)
  const appointmentId = insertSlot(db, {
    startMs,
    durationMinutes,
    clinicId,
    practitionerId: practitioner.id,
    kindId,
    specialtyId: kela65 ? KELA65_SPECIALTY_ID : specialty.id,
    locationType: kind.locationType,
    isRemote: isRemoteClinic(clinicId),
    requiresAuth: false,
    for: {
      private: !kela65 && !specialty.occupationalOnly,
      occupational: specialty.occupationalOnly,
      insurance: false,
      kela65,
    },
  })
  const reservedAt = options.reservedAt ?? new Date(startMs - RESERVED_DAYS_BEFORE * 86_400_000)
  const reservation = insertReservation(db, {
    appointmentId,
    patientSsn: persona.ssn,
    firstName: persona.firstName,
    lastName: persona.lastName,
    emailAddress: persona.email,
    phone: persona.phone,
    conceptCode: options.conceptCode ?? (kela65 ? "663" : null),
    linkSecret: options.linkSecret,
    reservedAt,
  })
  if (options.checkedIn) markCheckedIn(db, reservation.id, new Date(startMs - 10 * 60_000))
  if (options.cancelled) cancelReservation(db, reservation.id, new Date(reservedAt.getTime() + 86_400_000))
  return { appointmentId, reservationId: reservation.id, link: appointmentLinkOf(reservation) }
}
