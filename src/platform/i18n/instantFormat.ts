import { HELSINKI } from "../../domain/clock.ts"
import type { Lang } from "../../domain/language.ts"

// The time and the weekday date of an instant (epoch milliseconds) with the browser's Intl alone. format.ts builds
// its formatTime and formatWeekdayDate on these; views that keep time without any other date (the kiosk's lobby
// clock) use them directly, so that their first load does without Luxon.

// Finnish-region locales so Intl data matches a Finnish service; en-GB for day-month order, 24-hour time and
// CLDR's unpunctuated short units ("5 min ago" where plain "en" gives "5 min. ago").
export const LOCALES: Record<Lang, string> = { fi: "fi-FI", sv: "sv-FI", en: "en-GB" }

const formats = new Map<string, Intl.DateTimeFormat>()
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let made = formats.get(key)
  if (!made) formats.set(key, (made = new Intl.DateTimeFormat(locale, { timeZone: HELSINKI, ...options })))
  return made
}

type Field = "year" | "month" | "day" | "hour" | "minute"
const NUMERIC: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
}

/** The instant's Helsinki wall-clock fields as numbers. */
function fieldsOf(ms: number): Record<Field, number> {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0 }
  for (const part of format("en-GB", NUMERIC).formatToParts(ms))
    if (part.type in fields) fields[part.type as Field] = Number(part.value)
  return fields
}

/** spec: H:mm (colon, as the spec writes it, rather than the Finnish dot), e.g. 9:05, 14:05. */
export function formatInstantTime(ms: number): string {
  const { hour, minute } = fieldsOf(ms)
  return `${hour}:${String(minute).padStart(2, "0")}`
}

/**
 * spec (messaging §9): Finnish and Swedish weekday plus d.M.yyyy, English weekday plus the month's name, day
 * before month: fi "torstai 5.3.2026", sv "torsdag 5.3.2026", en "Thursday 5 March 2026". Weekdays are the
 * stand-alone full names, lower-case in Finnish and Swedish as those languages write them mid-sentence.
 */
export function formatInstantWeekdayDate(ms: number, lang: Lang): string {
  const { year, month, day } = fieldsOf(ms)
  const weekday = format(LOCALES[lang], { weekday: "long" }).format(ms)
  const date =
    lang === "en"
      ? `${day} ${format(LOCALES.en, { month: "long" }).format(ms)} ${year}`
      : `${day}.${month}.${year}`
  return `${weekday} ${date}`
}

/**
 * Makes the Helsinki time format, which loads the browser's time zone data: tens of milliseconds on a slow phone,
 * the first time anything formats or computes a Helsinki time. A target calls it in a task of its own while its
 * first page loads, so that the cost is not added to the first render's.
 */
export function loadTimeZoneData(): void {
  format("en-GB", NUMERIC).formatToParts(0)
}
