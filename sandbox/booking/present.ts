// Slots and reservations in the contract's shapes, in the requested language.
import { DateTime } from "luxon"
import { HELSINKI, startsWithinHours } from "../../src/domain/dates.ts"
import type { Lang } from "../../src/domain/language.ts"
import { avatarUrl } from "./catalog/avatars.ts"
import { clinicById, isRemoteClinic } from "./catalog/clinics.ts"
import { practitionerById } from "./catalog/practitioners.ts"
import { kindById, specialtyById } from "./catalog/specialties.ts"
import { localize, text, type ClinicData, type PractitionerData, type Schemas } from "./catalog/types.ts"
import { CANCELLATION_HOURS } from "./constants.ts"
import { roomOf, selfCheckInStatus } from "./checkIn.ts"
import type { ReservationRow, SlotRow } from "./tables.ts"

/** An instant as the contract writes it: Helsinki wall-clock time with its offset. */
export function isoInstant(ms: number): string {
  return DateTime.fromMillis(ms, { zone: HELSINKI }).toISO({ suppressMilliseconds: true })!
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The booking catalog has no ${what}`)
  return value
}

export function presentClinic(clinic: ClinicData, lang: Lang): Schemas["Clinic"] {
  return {
    id: clinic.id,
    name: clinic.name[lang],
    address: clinic.address,
    municipality: clinic.municipality,
    isRemote: isRemoteClinic(clinic.id),
    cmsContent: {
      name: clinic.name[lang],
      arrivalInfo: localize(clinic.arrivalInfo, lang),
      covid19: clinic.covid19 && {
        ...clinic.covid19,
        arrivalInfo: localize(clinic.covid19.arrivalInfo, lang),
      },
    },
  }
}

export function presentPractitioner(practitioner: PractitionerData, lang: Lang): Schemas["Practitioner"] {
  return {
    id: practitioner.id,
    name: practitioner.name,
    title: localize(practitioner.title, lang),
    isResource: practitioner.isResource,
    cmsContent: {
      profilePicture: practitioner.hasPicture ? { url: avatarUrl(practitioner.id, practitioner.name) } : null,
      appointmentReservationInfo: localize(practitioner.reservationInfo, lang),
    },
  }
}

function parts(slot: SlotRow, lang: Lang) {
  const clinic = need(clinicById(slot.clinic_id), `clinic ${slot.clinic_id}`)
  const practitioner = need(practitionerById(slot.practitioner_id), `practitioner ${slot.practitioner_id}`)
  const kind = need(kindById(slot.kind_id), `kind ${slot.kind_id}`)
  const specialty = need(specialtyById(slot.specialty_id), `specialty ${slot.specialty_id}`)
  return {
    clinic: presentClinic(clinic, lang),
    practitioner: presentPractitioner(practitioner, lang),
    kind: {
      description: kind.description[lang],
      cmsContent: {
        title: kind.title[lang],
        appointmentReservationInfo: localize(kind.reservationInfo, lang),
      },
    },
    specialtyData: {
      specialties: [
        {
          id: specialty.id,
          name: specialty.name[lang],
          cmsContent: {
            title: specialty.title[lang],
            appointmentReservationInfo: localize(specialty.reservationInfo, lang),
          },
        },
      ],
    },
    isCovidTestAppointment: kind.isCovidTest,
  }
}

export function presentListItem(slot: SlotRow, lang: Lang): Schemas["AppointmentListItem"] {
  const { clinic, practitioner, kind, specialtyData } = parts(slot, lang)
  return {
    id: slot.id,
    startDate: isoInstant(slot.start_ms),
    isRemote: slot.is_remote === 1,
    kindId: slot.kind_id,
    locationType: slot.location_type,
    requiresAuthToReserve: slot.requires_auth === 1,
    clinic,
    kind,
    practitioner,
    specialtyData,
    practitionerRate: practitionerRate(slot, lang),
  }
}

// spec booking §9: Kela65 kinds have a fixed 28.20 euros (concept code 663)
const KELA65_RATE_EUROS = 28.2
const KELA65_CONCEPT_CODE = "663"
const FEES = {
  office: {
    code: "TOIM",
    description: text("Toimistomaksu", "Expeditionsavgift", "Office fee"),
    priceEuros: 12.9,
  },
  remote: {
    code: "EPAL",
    description: text("E-palvelumaksu", "E-tjänsteavgift", "E-service fee"),
    priceEuros: 9.9,
  },
}
const REMOTE_SUFFIX = text(" (etä)", " (distans)", " (remote)")

const euros = (amount: number) => Math.round(amount * 100) / 100

/** The price estimate of a free slot: for private and Kela65 bookings only (spec booking §6). */
export function practitionerRate(slot: SlotRow, lang: Lang): Schemas["PractitionerRate"] | null {
  const specialty = need(specialtyById(slot.specialty_id), `specialty ${slot.specialty_id}`)
  if (slot.for_kela65 === 1) {
    return {
      code: KELA65_CONCEPT_CODE,
      name: specialty.rateName,
      rateEuros: KELA65_RATE_EUROS,
      additionalFees: [],
    }
  }
  if (slot.for_private !== 1) return null
  const practitioner = need(practitionerById(slot.practitioner_id), `practitioner ${slot.practitioner_id}`)
  const remote = slot.is_remote === 1
  const minutes = slot.duration_minutes
  const name = (language: Lang) =>
    `${specialty.rateName[language]} ${minutes} min${remote ? REMOTE_SUFFIX[language] : ""}`
  const fee = remote ? FEES.remote : FEES.office
  return {
    code: `${specialty.id}${minutes}${remote ? "E" : ""}`,
    name: { fi: name("fi"), sv: name("sv"), en: name("en") },
    rateEuros: euros(Math.round((practitioner.rateEuros * minutes) / 30) * (remote ? 0.9 : 1)),
    additionalFees: [{ code: fee.code, description: fee.description[lang], priceEuros: fee.priceEuros }],
  }
}

/** The appointee may still cancel: not checked in, and more than the cancellation hours before the start. */
export function mayCancel(slot: SlotRow, reservation: ReservationRow, nowMs: number): boolean {
  return (
    reservation.cancelled_at === null &&
    reservation.checked_in_at === null &&
    !startsWithinHours(new Date(slot.start_ms), CANCELLATION_HOURS, new Date(nowMs))
  )
}

/**
 * The appointment detail. `own` is the viewer's own latest reservation of the slot (logged-in appointee only):
 * the appointee-specific fields are filled from it, and read their defaults for anyone else.
 */
export function presentAppointment(
  slot: SlotRow,
  state: { isReserved: boolean; own: ReservationRow | undefined },
  lang: Lang,
  nowMs: number,
): Schemas["Appointment"] {
  const { clinic, practitioner, kind, specialtyData, isCovidTestAppointment } = parts(slot, lang)
  const own = state.own
  const active = own !== undefined && own.cancelled_at === null
  return {
    id: slot.id,
    startDate: isoInstant(slot.start_ms),
    durationMinutes: slot.duration_minutes,
    isSpecificTime: true,
    isReserved: state.isReserved,
    isRemote: slot.is_remote === 1,
    isCovidTestAppointment,
    locationType: slot.location_type,
    clinic,
    clinicId: slot.clinic_id,
    practitioner,
    practitionerId: slot.practitioner_id,
    // spec booking §6: no price estimate for a reserved appointment (nor for one the viewer had and cancelled)
    practitionerRate: state.isReserved || own ? null : practitionerRate(slot, lang),
    kindId: slot.kind_id,
    kind,
    specialtyId: slot.specialty_id,
    specialtyData,
    selfCheckInStatus: active ? selfCheckInStatus(slot, own, nowMs) : "statusNotAvailable",
    mayCancel: active && mayCancel(slot, own, nowMs),
    hasAppointeeCanceled: own !== undefined && own.cancelled_at !== null,
    room: active && own.checked_in_at !== null ? roomOf(slot, lang) : null,
  }
}

export function presentAnonymousAppointment(
  slot: SlotRow,
  reservation: ReservationRow,
  lang: Lang,
  nowMs: number,
): Schemas["AnonymousAppointment"] {
  const { clinic, practitioner, kind, specialtyData, isCovidTestAppointment } = parts(slot, lang)
  return {
    id: slot.id,
    startDate: isoInstant(slot.start_ms),
    durationMinutes: slot.duration_minutes,
    isSpecificTime: true,
    isRemote: slot.is_remote === 1,
    isCovidTestAppointment,
    locationType: slot.location_type,
    clinic,
    practitioner,
    kind,
    specialtyData,
    selfCheckInStatus: selfCheckInStatus(slot, reservation, nowMs),
    mayCancel: mayCancel(slot, reservation, nowMs),
  }
}
