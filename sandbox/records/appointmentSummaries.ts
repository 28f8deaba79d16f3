// The front page's upcoming appointments, read from the booking area's tables (sandbox/booking) with SQL, and
// named with its catalog. Empty when the booking tables are not there.
import type { components } from "../../generated/openapi.ts"
import { toHelsinki, toIsoDate } from "../../src/domain/dates.ts"
import type { Lang } from "../../src/domain/language.ts"
import { avatarUrl } from "../booking/catalog/avatars.ts"
import { clinicById } from "../booking/catalog/clinics.ts"
import { practitionerById } from "../booking/catalog/practitioners.ts"
import { kindById, specialtyById } from "../booking/catalog/specialties.ts"
import type { Db } from "../db/database.ts"
import { byDay, type TimelineItem } from "./timeline.ts"

// Our number: the front page shows the next five appointments.
export const FRONT_PAGE_APPOINTMENTS = 5

type Row = {
  appointment_id: string
  start_ms: number
  practitioner_id: string
  clinic_id: string
  kind_id: string
  specialty_id: string
  is_remote: number
}

function hasBookingTables(db: Db): boolean {
  const row = db
    .prepare(
      "SELECT count(*) AS count FROM sqlite_master WHERE type = 'table' AND name IN ('booking_slots', 'booking_reservations')",
    )
    .get() as { count: number }
  return row.count === 2
}

function itemOf(row: Row, lang: Lang): TimelineItem {
  const practitioner = practitionerById(row.practitioner_id)
  const clinic = clinicById(row.clinic_id)
  const specialty = specialtyById(row.specialty_id)
  const kind = kindById(row.kind_id)
  const name = practitioner?.name ?? ""
  const title =
    (row.is_remote === 1 ? kind?.title[lang] : specialty?.rateName[lang]) ?? specialty?.name[lang] ?? ""
  const dateTime = toHelsinki(new Date(row.start_ms)).toISO({ suppressMilliseconds: true })
  return {
    id: `appointment-${row.appointment_id}`,
    avatar: {
      type: "person",
      name,
      imageUrl: practitioner?.hasPicture ? avatarUrl(practitioner.id, practitioner.name) : null,
    },
    title,
    subtitle: [name, clinic?.name[lang]].filter(Boolean).join(", ") || null,
    date: toIsoDate(dateTime),
    dateTime,
    validUntilDate: null,
    link: { route: "appointmentsByIds", params: { ids: row.appointment_id } },
    highlighted: true,
  }
}

/** The patient's next reserved appointments by Helsinki day, soonest first. */
export function appointmentSummariesOf(
  db: Db,
  ssn: string,
  lang: Lang,
  now: Date,
): components["schemas"]["TimelineDay"][] {
  if (!hasBookingTables(db)) return []
  const rows = db
    .prepare(
      `SELECT r.appointment_id, s.start_ms, s.practitioner_id, s.clinic_id, s.kind_id, s.specialty_id, s.is_remote
         FROM booking_reservations r JOIN booking_slots s ON s.id = r.appointment_id
         WHERE r.patient_ssn = ? AND r.cancelled_at IS NULL AND s.start_ms >= ?
         ORDER BY s.start_ms LIMIT ?`,
    )
    .all(ssn, now.getTime(), FRONT_PAGE_APPOINTMENTS) as Row[]
  const items = rows.map((row) => itemOf(row, lang))
  return byDay(items, (item) => item.date).map(([date, dayItems]) => ({ date, items: dayItems }))
}
