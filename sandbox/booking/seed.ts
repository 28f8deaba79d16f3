// The seed: free slots for the next 60 days from `today` (Helsinki) and the personas' own appointments.
import type { DateTime } from "luxon"
import { parseIsoDate, toIsoDate } from "../../src/domain/dates.ts"
import type { Db, DbModule } from "../db/database.ts"
import { clinicById } from "./catalog/clinics.ts"
import { PRACTITIONERS } from "./catalog/practitioners.ts"
import { KELA65_FIRST_DAY, KELA65_SPECIALTY_ID, kindById, specialtyById } from "./catalog/specialties.ts"
import type { PractitionerData, Shift } from "./catalog/types.ts"
import { seedAppointmentFor, type AppointmentOptions } from "./appointmentsFor.ts"
import { SEED_DAYS } from "./constants.ts"
import { randomHex, seededRandom, type Random } from "./prng.ts"
import { BOOKING_DDL } from "./tables.ts"
import { insertSlot, nextSlotId, type NewSlot } from "./slots.ts"

// Minutes of the day a shift's slots may start in; evening slots run to 21:00 inclusive (spec booking §5: the
// evening tab is 16–21, both ends inclusive), so every time of day 07–21 has slots.
const SHIFTS: Record<Shift, { from: number; to: number; lastIncluded: boolean }> = {
  morning: { from: 7 * 60, to: 12 * 60, lastIncluded: false },
  day: { from: 8 * 60, to: 16 * 60, lastIncluded: false },
  afternoon: { from: 12 * 60, to: 16 * 60, lastIncluded: false },
  evening: { from: 16 * 60, to: 21 * 60, lastIncluded: true },
}
const SATURDAY = { from: 9 * 60, to: 14 * 60, lastIncluded: false }

// Shares of the generated times: how many are free, remote, Kela65…
const FREE_SHARE = 0.35
const REMOTE_SHARE = 0.3
const KELA65_SHARE = 0.25
const COVID_TEST_SHARE = 0.2
const AUTH_SHARE = { remote: 0.5, physical: 0.1 }

function hoursOf(practitioner: PractitionerData, day: DateTime<true>) {
  if (day.weekday === 7) return undefined
  // Saturdays every other week, for those who work them
  if (day.weekday === 6) return practitioner.saturdays && day.weekNumber % 2 === 0 ? SATURDAY : undefined
  return SHIFTS[practitioner.shift]
}

function slotAt(
  practitioner: PractitionerData,
  day: DateTime<true>,
  dayIndex: number,
  minute: number,
  random: Random,
) {
  const specialty = specialtyById(practitioner.specialtyId)!
  const remote = practitioner.remote !== null && random() < REMOTE_SHARE
  const kela65 = practitioner.kela65 && toIsoDate(day) >= KELA65_FIRST_DAY && random() < KELA65_SHARE
  const physicalClinicId = practitioner.clinicIds[dayIndex % practitioner.clinicIds.length]!
  const clinicId = remote ? practitioner.remote!.clinicId : physicalClinicId
  const covid =
    !remote && specialty.id === "SH" && clinicById(clinicId)?.covid19 && random() < COVID_TEST_SHARE
  const how = practitioner.remote?.how
  const kindId = kela65
    ? remote
      ? how === "video"
        ? "Y65V"
        : "Y65D"
      : "Y65P"
    : remote
      ? how === "video"
        ? "ETA"
        : "PETA"
      : covid
        ? "KOR"
        : specialty.physicalKindId
  const requiresAuth = random() < (remote ? AUTH_SHARE.remote : AUTH_SHARE.physical)
  const adultClinic = clinicById(clinicId)?.brand === "adult"
  let audience: NewSlot["for"]
  if (kela65) audience = { private: false, occupational: false, insurance: false, kela65: true }
  else if (specialty.occupationalOnly)
    audience = { private: false, occupational: true, insurance: false, kela65: false }
  else if (random() < specialty.insuranceOnlyShare)
    audience = { private: false, occupational: false, insurance: true, kela65: false }
  else
    audience = {
      private: true,
      occupational: adultClinic && random() < specialty.occupationalShare,
      insurance: random() < specialty.insuranceShare,
      kela65: false,
    }
  return {
    startMs: day.set({ hour: Math.floor(minute / 60), minute: minute % 60 }).toMillis(),
    durationMinutes: remote && how === "phone" ? 20 : specialty.minutes,
    clinicId,
    practitionerId: practitioner.id,
    kindId,
    specialtyId: kela65 ? KELA65_SPECIALTY_ID : specialty.id,
    locationType: kindById(kindId)!.locationType,
    isRemote: remote,
    requiresAuth,
    for: audience,
  } satisfies NewSlot
}

function seedFreeSlots(db: Db, today: string, random: Random): void {
  const first = parseIsoDate(today)
  let id = nextSlotId(db)
  for (let dayIndex = 0; dayIndex < SEED_DAYS; dayIndex++) {
    const day = first.plus({ days: dayIndex })
    for (const practitioner of PRACTITIONERS) {
      const hours = hoursOf(practitioner, day)
      if (!hours) continue
      const step = specialtyById(practitioner.specialtyId)!.minutes
      for (
        let minute = hours.from;
        minute < hours.to || (hours.lastIncluded && minute === hours.to);
        minute += step
      ) {
        if (random() >= FREE_SHARE) continue
        insertSlot(db, slotAt(practitioner, day, dayIndex, minute, random), id++)
      }
    }
  }
}

// The personas' appointments: [persona, day from today, "HH:mm", options]
const PERSONA_APPOINTMENTS: readonly [string, number, string, AppointmentOptions][] = [
  ["aino", 0, "16:00", {}],
  ["aino", 3, "09:30", {}],
  ["aino", 10, "14:00", { practitionerId: "10871", remote: true, cancelled: true }],
  ["aino", -14, "10:00", { checkedIn: true }],
  ["aino", -45, "08:40", { practitionerId: "10815", checkedIn: true }],
  ["raili", 5, "10:00", { practitionerId: "11133", kindId: "Y65P" }],
  ["jari", 2, "08:00", { practitionerId: "20411" }],
  ["oskari", 1, "12:00", { practitionerId: "10577" }],
  ["pekka", 6, "13:00", { practitionerId: "10902", conceptCode: "90157" }],
  ["eino", 4, "15:00", { practitionerId: "30112" }],
]

function seedPersonaAppointments(db: Db, today: string, random: Random): void {
  const first = parseIsoDate(today)
  for (const [personaId, dayOffset, time, options] of PERSONA_APPOINTMENTS) {
    const [hour, minute] = time.split(":").map(Number)
    const day = first.plus({ days: dayOffset })
    // Clinics are closed on Sundays; only 'today' stays put, so that aino always has an appointment today
    const start = (day.weekday === 7 && dayOffset !== 0 ? day.plus({ days: 1 }) : day).set({ hour, minute })
    const reservedAt = first
      .minus({ days: Math.max(0, -dayOffset) + 7 })
      .set({ hour: 20 })
      .toJSDate()
    seedAppointmentFor(db, personaId, start, { ...options, reservedAt, linkSecret: randomHex(random, 12) })
  }
}

export const bookingModule: DbModule = {
  name: "booking",
  ddl: BOOKING_DDL,
  seed(db, today) {
    const random = seededRandom(`booking ${today}`)
    seedFreeSlots(db, today, random)
    seedPersonaAppointments(db, today, random)
  },
}
