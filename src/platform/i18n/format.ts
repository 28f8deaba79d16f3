import type { DateTime } from "luxon"
import { type DateLike, relativeDateKind, toHelsinki } from "../../domain/dates.ts"
import type { Lang } from "../../domain/language.ts"
import { formatInstantTime, formatInstantWeekdayDate, LOCALES } from "./instantFormat.ts"

const DATE_TIME_SEPARATOR: Record<Lang, string> = { fi: " ", sv: " ", en: ", " }
const DATE = "d.M.yyyy"

function inLang(d: DateLike, lang: Lang): DateTime<true> {
  return toHelsinki(d).setLocale(LOCALES[lang])
}

/** spec (booking §1): D.M.YYYY without zero padding, e.g. 5.3.2026. Digits only, so no language. */
export function formatDate(d: DateLike): string {
  return toHelsinki(d).toFormat(DATE)
}

/** spec: H:mm (colon, as the spec writes it, rather than the Finnish dot), e.g. 9:05, 14:05. */
export function formatTime(d: DateLike): string {
  return formatInstantTime(toHelsinki(d).toMillis())
}

/** fi "torstai 5.3.2026", sv "torsdag 5.3.2026", en "Thursday 5 March 2026". */
export function formatWeekdayDate(d: DateLike, lang: Lang): string {
  return formatInstantWeekdayDate(toHelsinki(d).toMillis(), lang)
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
