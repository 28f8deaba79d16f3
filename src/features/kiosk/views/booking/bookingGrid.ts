// The kiosk's time grid as data: the list's free times grouped by day and practitioner, each time's spoken name,
// and the window of days the day picker shows. Pure: the views only lay these out.
import type { DateTime } from "luxon"
import type { Lang } from "../../../../domain/language.ts"
import { toIsoDate } from "../../../../domain/dates.ts"
import { formatTime, formatWeekdayDate } from "../../../../platform/i18n/format.ts"
import { LOCALES } from "../../../../platform/i18n/instantFormat.ts"
import type { AppointmentListItem } from "../../../booking/index.ts"

const REMOTE_KINDS = ["videoAppointment", "phoneAppointment", "remoteAppointment"] as const
export type RemoteKind = (typeof REMOTE_KINDS)[number]

/** Where a time is: the clinic's name, or the remote type (the booking namespace's `list.appointment.<kind>`). */
export type Place = { clinic: string; remote?: undefined } | { remote: RemoteKind; clinic?: undefined }

export type GridTime = { item: AppointmentListItem; start: DateTime<true>; time: string }

/** One practitioner's times at one place on one day, earliest first. */
export type PractitionerGroup = {
  key: string
  /** 'Pirjo Leinonen, geriatrician' (the card's practitioner line) */
  practitioner: string
  /** specialty and kind, as the card's kind line */
  kind: string
  place: Place
  times: GridTime[]
}

export type GridDay = { day: string; groups: PractitionerGroup[] }

/** The days a picker window shows (spec-free: a working week fits one row in portrait too). */
export const DAY_WINDOW = 5

export function placeOf(item: AppointmentListItem): Place {
  const remote = REMOTE_KINDS.find((kind) => kind === item.locationType)
  if (remote) return { remote }
  if (item.isRemote) return { remote: "remoteAppointment" }
  return { clinic: item.clinic.cmsContent.name ?? item.clinic.name }
}

export function practitionerLine(item: AppointmentListItem): string {
  const { name, title } = item.practitioner
  return title ? `${name}, ${title}` : name
}

function kindLine(item: AppointmentListItem): string {
  return [item.specialtyData.specialties[0]?.name, item.kind.description].filter(Boolean).join(" · ")
}

/**
 * The results by Helsinki day (in date order), and within a day by practitioner and place in the order of their
 * first free time; a practitioner's times stay in time order. `startOf` is the store's parsed start.
 */
export function groupTimes(
  items: readonly AppointmentListItem[],
  startOf: (item: AppointmentListItem) => DateTime<true>,
): GridDay[] {
  const sorted = items
    .map((item) => ({ item, start: startOf(item) }))
    .sort((a, b) => a.start.toMillis() - b.start.toMillis() || a.item.id.localeCompare(b.item.id))
  const days = new Map<string, Map<string, PractitionerGroup>>()
  for (const { item, start } of sorted) {
    const day = toIsoDate(start)
    let groups = days.get(day)
    if (!groups) days.set(day, (groups = new Map()))
    const place = placeOf(item)
    const key = `${item.practitioner.id} ${place.remote ?? item.clinic.id}`
    let group = groups.get(key)
    if (!group) {
      group = { key, practitioner: practitionerLine(item), kind: kindLine(item), place, times: [] }
      groups.set(key, group)
    }
    group.times.push({ item, start, time: formatTime(start) })
  }
  return [...days].map(([day, groups]) => ({ day, groups: [...groups.values()] }))
}

/** How many free times the groups hold. */
export function timeCount(groups: readonly PractitionerGroup[]): number {
  return groups.reduce((sum, group) => sum + group.times.length, 0)
}

/**
 * The parts of a time button's accessible name, in the visit's language, for the template
 * `bookingGrid.timeName`: 'Tuesday 24 November 2026', '9:30', 'Pirjo Leinonen, geriatrician', 'Aava Kamppi'.
 */
export function timeNameParts(
  time: GridTime,
  lang: Lang,
  remoteText: (kind: RemoteKind) => string,
): { date: string; time: string; practitioner: string; place: string } {
  const place = placeOf(time.item)
  return {
    date: formatWeekdayDate(time.start, lang),
    time: time.time,
    practitioner: practitionerLine(time.item),
    place: place.remote ? remoteText(place.remote) : place.clinic,
  }
}

/**
 * A day button's two lines: the weekday ('tiistai'; shown as 'ti' where five days share a narrow row, the whole
 * word still read) and the short date (fi, sv '24.11.', en '24 Nov').
 */
export function dayLabel(
  day: DateTime<true>,
  lang: Lang,
): { weekday: string; shortWeekday: string; date: string } {
  const local = day.setLocale(LOCALES[lang])
  const date = lang === "en" ? day.setLocale(LOCALES.en).toFormat("d LLL") : day.toFormat("d.M.")
  return { weekday: local.toFormat("cccc"), shortWeekday: local.toFormat("ccc"), date }
}

export type DayWindow = {
  days: string[]
  /** index of the window's first day in the free days */
  first: number
  /** free days before and after the window in the same list */
  hasEarlier: boolean
  hasLater: boolean
}

/**
 * The window of `size` free days (yyyy-MM-dd, ascending) from `start` on: the first free day on or after it and
 * the ones after, so that a window filled from the next month's days is as full as any.
 */
export function windowFrom(freeDays: readonly string[], start: string, size = DAY_WINDOW): DayWindow {
  const found = freeDays.findIndex((day) => day >= start)
  const first = found < 0 ? freeDays.length : found
  return {
    days: freeDays.slice(first, first + size),
    first,
    hasEarlier: first > 0,
    hasLater: first + size < freeDays.length,
  }
}

/** The first day of the window of `size` free days that ends just before `before` (undefined: none before). */
export function windowStartBefore(
  freeDays: readonly string[],
  before: string,
  size = DAY_WINDOW,
): string | undefined {
  const found = freeDays.findIndex((day) => day >= before)
  const end = found < 0 ? freeDays.length : found
  return end === 0 ? undefined : freeDays[Math.max(0, end - size)]
}
