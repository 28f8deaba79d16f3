import { DateTime } from "luxon"
import { HELSINKI, type Clock } from "./clock.ts"

// spec: time zone for all date handling is Europe/Helsinki; weeks start on Monday.
// Every function here converts its input to Helsinki first, so neither the machine's zone nor
// Luxon's Settings.defaultZone leaks into a result.
export { HELSINKI }

/** A DateTime, a JS Date, an ISO instant ("2026-03-05T12:05:00Z") or a calendar date ("2026-03-05"). */
export type DateLike = DateTime | Date | string

export interface DateRange {
  start: DateTime<true>
  end: DateTime<true>
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const MS_PER_MINUTE = 60_000
const MS_PER_HOUR = 3_600_000

function valid(d: DateTime<true> | DateTime<false>, input: unknown): DateTime<true> {
  if (!d.isValid) throw new RangeError(`Not a valid date: ${String(input)} (${d.invalidExplanation ?? ""})`)
  return d
}

/** The instant a clock reads (src/domain/clock.ts), in Helsinki. */
export function nowOn(clock: Clock): DateTime<true> {
  return valid(DateTime.fromMillis(clock(), { zone: HELSINKI }), "now")
}

/** An instant with an offset or Z; an instant without one is read as Helsinki wall-clock time. */
export function parseInstant(iso: string): DateTime<true> {
  return valid(DateTime.fromISO(iso, { zone: HELSINKI }), iso)
}

/** A yyyy-MM-dd calendar date (API and URL format) as the start of that day in Helsinki. */
export function parseIsoDate(isoDate: string): DateTime<true> {
  if (!ISO_DATE.test(isoDate)) throw new RangeError(`Not a yyyy-MM-dd date: ${isoDate}`)
  const [year, month, day] = isoDate.split("-").map(Number)
  return valid(DateTime.fromObject({ year, month, day }, { zone: HELSINKI }), isoDate)
}

export function isIsoDate(value: string): boolean {
  try {
    return toIsoDate(parseIsoDate(value)) === value
  } catch {
    return false
  }
}

export function toHelsinki(input: DateLike): DateTime<true> {
  if (typeof input === "string") return ISO_DATE.test(input) ? parseIsoDate(input) : parseInstant(input)
  if (input instanceof Date) return valid(DateTime.fromJSDate(input, { zone: HELSINKI }), input)
  return valid(input.setZone(HELSINKI), input)
}

/** yyyy-MM-dd of the Helsinki calendar day the instant falls on. */
export function toIsoDate(d: DateLike): string {
  return toHelsinki(d).toFormat("yyyy-MM-dd")
}

export function startOfDay(d: DateLike): DateTime<true> {
  return toHelsinki(d).startOf("day")
}

export function endOfDay(d: DateLike): DateTime<true> {
  return toHelsinki(d).endOf("day")
}

export function startOfMonth(d: DateLike): DateTime<true> {
  return toHelsinki(d).startOf("month")
}

export function endOfMonth(d: DateLike): DateTime<true> {
  return toHelsinki(d).endOf("month")
}

/** Monday 00:00 of the week (Luxon's ISO weeks; locale weeks are never used). */
export function startOfWeek(d: DateLike): DateTime<true> {
  return toHelsinki(d).startOf("week", { useLocaleWeeks: false })
}

/** Sunday 23:59:59.999 of the week. */
export function endOfWeek(d: DateLike): DateTime<true> {
  return toHelsinki(d).endOf("week", { useLocaleWeeks: false })
}

export function isSameDay(a: DateLike, b: DateLike): boolean {
  return toIsoDate(a) === toIsoDate(b)
}

/** Calendar days from `from`'s Helsinki day to `to`'s (negative when `to` is earlier); DST days count as one. */
export function calendarDaysBetween(from: DateLike, to: DateLike): number {
  return Math.round(startOfDay(to).diff(startOfDay(from), "days").days)
}

// Elapsed real time, not wall-clock difference: across the spring change 12:00 → 12:00 next day is 23 h.
export function hoursUntil(instant: DateLike, at: DateLike): number {
  return (toHelsinki(instant).toMillis() - toHelsinki(at).toMillis()) / MS_PER_HOUR
}

export function minutesUntil(instant: DateLike, at: DateLike): number {
  return (toHelsinki(instant).toMillis() - toHelsinki(at).toMillis()) / MS_PER_MINUTE
}

/**
 * spec (booking §5, §9): a binding-reservation checkbox is required when the appointment starts in less than
 * the brand's threshold hours; the same hours end free online cancellation.
 */
export function startsWithinHours(start: DateLike, thresholdHours: number, at: DateLike): boolean {
  return hoursUntil(start, at) < thresholdHours
}

// spec (booking §4, §9): check-in opens 30 minutes before start
export const CHECK_IN_OPENS_MINUTES_BEFORE = 30

export function checkInOpensAt(start: DateLike): DateTime<true> {
  return toHelsinki(start).minus({ minutes: CHECK_IN_OPENS_MINUTES_BEFORE })
}

// Only the opening is a client rule; when check-in closes is the server's selfCheckInStatus to say.
export function isCheckInOpen(start: DateLike, at: DateLike): boolean {
  return minutesUntil(start, at) <= CHECK_IN_OPENS_MINUTES_BEFORE
}

// spec (booking §9): Kela65 for people aged 65 and over; a child is under 18
export const KELA65_MIN_AGE = 65
export const ADULT_AGE = 18

/**
 * Completed years on the Helsinki calendar day of `on`. Someone born on 29 February gets a year older on
 * 28 February in common years (Luxon's month-end clamping, as in the Finnish time-limit act's last-day rule).
 */
export function ageInYears(birthDate: DateLike, on: DateLike): number {
  const birth = toHelsinki(birthDate)
  const day = toHelsinki(on)
  const years = day.year - birth.year
  // Compared as calendar dates, not instants: some Helsinki days had no midnight (1921-05-01, 1942-04-03),
  // so their first instant is later in the day than an anniversary's.
  const anniversary = DateTime.utc(birth.year, birth.month, birth.day).plus({ years })
  const before =
    anniversary.month > day.month || (anniversary.month === day.month && anniversary.day > day.day)
  return before ? years - 1 : years
}

export function isKela65Age(birthDate: DateLike, on: DateLike): boolean {
  return ageInYears(birthDate, on) >= KELA65_MIN_AGE
}

export function isChild(birthDate: DateLike, on: DateLike): boolean {
  return ageInYears(birthDate, on) < ADULT_AGE
}

function later(a: DateTime<true>, b: DateTime<true>): DateTime<true> {
  return a >= b ? a : b
}

/**
 * spec (booking §4): "Initial range starts no earlier than now, widened to start of month and end of week."
 * Read as: the list asks from the requested day (URL startDate) but never before now; the end is widened to the
 * Sunday of the week holding the last day of that month, so the list and the calendar's last row agree.
 */
export function initialSearchRange(at: DateLike, requestedStartDate?: DateLike): DateRange {
  const current = toHelsinki(at)
  const start = requestedStartDate === undefined ? current : later(startOfDay(requestedStartDate), current)
  return { start, end: endOfWeek(endOfMonth(start)) }
}

/**
 * The calendar's range for the month containing `dayInMonth` (available dates, and the next-month fetch when
 * the first result is empty): widened to the start of the month and the end of the week holding its last day,
 * but still never before now. A month already past (a list link's old start date) reads as the current month, so
 * the range never ends before it starts.
 */
export function monthSearchRange(at: DateLike, dayInMonth: DateLike): DateRange {
  const current = toHelsinki(at)
  const month = later(startOfMonth(dayInMonth), startOfMonth(current))
  return { start: later(month, current), end: endOfWeek(endOfMonth(month)) }
}

// spec (booking §5): morning 07:00-12:00, afternoon 12:00-16:00, evening 16:00-21:00, inclusive
export const TIME_OF_DAY_HOURS = {
  morning: { from: 7, to: 12 },
  afternoon: { from: 12, to: 16 },
  evening: { from: 16, to: 21 },
} as const
export type DayPeriod = keyof typeof TIME_OF_DAY_HOURS
export type TimeOfDay = DayPeriod | "all"

/** The time-of-day filter from a URL or query value; spec: any other value means all. */
export function timeOfDayOf(value: string | null | undefined): TimeOfDay {
  return value !== null && value !== undefined && Object.hasOwn(TIME_OF_DAY_HOURS, value)
    ? (value as DayPeriod)
    : "all"
}

// Both ends are inclusive, so 12:00 is morning and afternoon alike and 21:00 is still evening.
export function isWithinTimeOfDay(instant: DateLike, timeOfDay: TimeOfDay): boolean {
  if (timeOfDay === "all") return true
  const d = toHelsinki(instant)
  const msOfDay = ((d.hour * 60 + d.minute) * 60 + d.second) * 1000 + d.millisecond
  const { from, to } = TIME_OF_DAY_HOURS[timeOfDay]
  return msOfDay >= from * MS_PER_HOUR && msOfDay <= to * MS_PER_HOUR
}

// spec (messaging §4): a relative note only within 30 days; weeks between 7 and 27 days
export const REFERRAL_RELATIVE_NOTE_DAYS = 30
const WEEKS_NOTE_DAYS = { from: 7, to: 27 } as const

interface ReferralDays {
  validUntil: DateTime<true>
  daysLeft: number
}
export type ReferralValidity =
  | ({ kind: "not-valid" } & ReferralDays)
  | ({ kind: "today" } & ReferralDays)
  | ({ kind: "tomorrow" } & ReferralDays)
  | ({ kind: "weeks"; weeks: number } & ReferralDays)
  | ({ kind: "date" } & ReferralDays)

/**
 * spec (messaging §4): valid until a date (inclusive, Helsinki calendar days); a past date means 'Not valid'.
 * Weeks are whole weeks left (7-13 days → 1, 14-20 → 2, 21-27 → 3). 2-6 and 28+ days show the date.
 */
export function referralValidity(validUntil: DateLike, at: DateLike): ReferralValidity {
  const day = startOfDay(validUntil)
  const daysLeft = calendarDaysBetween(at, day)
  const base = { validUntil: day, daysLeft }
  if (daysLeft < 0) return { kind: "not-valid", ...base }
  if (daysLeft > REFERRAL_RELATIVE_NOTE_DAYS) return { kind: "date", ...base }
  if (daysLeft === 0) return { kind: "today", ...base }
  if (daysLeft === 1) return { kind: "tomorrow", ...base }
  if (daysLeft >= WEEKS_NOTE_DAYS.from && daysLeft <= WEEKS_NOTE_DAYS.to) {
    return { kind: "weeks", weeks: Math.floor(daysLeft / 7), ...base }
  }
  return { kind: "date", ...base }
}

export function isReferralValid(validUntil: DateLike, at: DateLike): boolean {
  return referralValidity(validUntil, at).kind !== "not-valid"
}

export type RelativeDateKind = "recent" | "yesterday" | "date"

/**
 * spec (messaging §4): relative dates show 'Yesterday' between 24 and 48 hours ago. Elapsed hours, not calendar
 * days: 23:00 yesterday seen at 09:00 is "10 hr ago". Under 24 h (and any future instant) is "recent"; 48 h or
 * more shows the date.
 */
export function relativeDateKind(instant: DateLike, at: DateLike): RelativeDateKind {
  const hoursAgo = -hoursUntil(instant, at)
  if (hoursAgo < 24) return "recent"
  if (hoursAgo < 48) return "yesterday"
  return "date"
}
