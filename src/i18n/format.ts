import type { DateTime } from "luxon"
import { type DateLike, relativeDateKind, toHelsinki } from "../domain/dates.ts"
import type { Lang } from "../domain/language.ts"

// Finnish-region locales so Intl data matches a Finnish service; en-GB for day-month order, 24-hour time and
// CLDR's unpunctuated short units ("5 min ago" where plain "en" gives "5 min. ago").
const LOCALES: Record<Lang, string> = { fi: "fi-FI", sv: "sv-FI", en: "en-GB" }

// spec (messaging §9): Finnish and Swedish weekday plus d.M.yyyy H:mm; English weekday plus month-name style.
// English keeps the 24-hour H:mm and day-before-month order of the other two languages ("Thursday 5 March
// 2026, 14:05"), so 5.3. never reads as May 3rd. Weekdays are the stand-alone full names, lower-case in
// Finnish and Swedish as those languages write them mid-sentence; capitalise in CSS where a label starts.
const WEEKDAY_DATE: Record<Lang, string> = {
  fi: "cccc d.M.yyyy",
  sv: "cccc d.M.yyyy",
  en: "cccc d MMMM yyyy",
}
const DATE_TIME_SEPARATOR: Record<Lang, string> = { fi: " ", sv: " ", en: ", " }
const DATE = "d.M.yyyy"
const TIME = "H:mm"

function inLang(d: DateLike, lang: Lang): DateTime<true> {
  return toHelsinki(d).setLocale(LOCALES[lang])
}

/** spec (booking §1): D.M.YYYY without zero padding, e.g. 5.3.2026. Digits only, so no language. */
export function formatDate(d: DateLike): string {
  return toHelsinki(d).toFormat(DATE)
}

/** spec: H:mm (colon, as the spec writes it, rather than the Finnish dot), e.g. 9:05, 14:05. */
export function formatTime(d: DateLike): string {
  return toHelsinki(d).toFormat(TIME)
}

/** fi "torstai 5.3.2026", sv "torsdag 5.3.2026", en "Thursday 5 March 2026". */
export function formatWeekdayDate(d: DateLike, lang: Lang): string {
  return inLang(d, lang).toFormat(WEEKDAY_DATE[lang])
}

/** fi "torstai 5.3.2026 14:05", sv "torsdag 5.3.2026 14:05", en "Thursday 5 March 2026, 14:05". */
export function formatDateTime(d: DateLike, lang: Lang): string {
  return formatWeekdayDate(d, lang) + DATE_TIME_SEPARATOR[lang] + formatTime(d)
}

/** Calendar heading: fi "maaliskuu 2026", sv "mars 2026", en "March 2026" (stand-alone month names). */
export function formatMonthYear(d: DateLike, lang: Lang): string {
  return inLang(d, lang).toFormat("LLLL yyyy")
}

// spec (messaging §9): "Relative times are shortened in Finnish and English"; Swedish keeps the long form
// (CLDR's short Swedish is colloquial: "för 5 min sen").
const RELATIVE_STYLE: Record<Lang, "short" | "long"> = { fi: "short", sv: "long", en: "short" }

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}

/**
 * fi "5 min sitten", "2 t sitten"; sv "för 5 minuter sedan"; en "5 min ago", "2 hr ago"; future instants read
 * "5 min päästä" / "om 5 minuter" / "in 5 min". Under a minute either way is "nyt" / "nu" / "now": seconds are
 * noise in lists that refresh every two minutes, and server clocks run a little ahead of browsers.
 */
export function formatRelativeShort(d: DateLike, lang: Lang, at: DateLike): string {
  const instant = inLang(d, lang)
  const base = toHelsinki(at)
  if (Math.abs(instant.toMillis() - base.toMillis()) < 60_000) {
    return new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: "auto" }).format(0, "second")
  }
  return instant.toRelative({ base, locale: LOCALES[lang], style: RELATIVE_STYLE[lang] })
}

/**
 * A past timestamp as a list shows it (spec messaging §4): shortened relative time under 24 h, "Eilen" /
 * "I går" / "Yesterday" from 24 to under 48 h, and D.M.YYYY from 48 h on.
 */
export function formatRelativeDate(d: DateLike, lang: Lang, at: DateLike): string {
  switch (relativeDateKind(d, at)) {
    case "recent":
      return formatRelativeShort(d, lang, at)
    case "yesterday":
      return capitalise(new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: "auto" }).format(-1, "day"))
    case "date":
      return formatDate(d)
  }
}

/** A measured value as the language writes it: fi/sv "3,4", en "3.4"; as many decimals as it has. */
export function formatDecimal(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 6 }).format(value)
}
