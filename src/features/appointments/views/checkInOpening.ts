import type { TFunction } from "i18next"
import { isSameDay, toHelsinki, type DateLike } from "../../../domain/dates.ts"
import type { Lang } from "../../../domain/language.ts"
import { formatTime } from "../../../platform/i18n/format.ts"
import { LOCALES } from "../../../platform/i18n/instantFormat.ts"

/**
 * The day of a check-in opening that is not today: fi/sv "12.3.", en "12 March" (words, so it never reads as
 * 3 December); with the year when it is not this year's.
 */
function openingDay(opensAt: DateLike, lang: Lang, at: DateLike): string {
  const day = toHelsinki(opensAt).setLocale(LOCALES[lang])
  const thisYear = day.year === toHelsinki(at).year
  if (lang === "en") return day.toFormat(thisYear ? "d LLLL" : "d LLLL yyyy")
  return day.toFormat(thisYear ? "d.M." : "d.M.yyyy")
}

/**
 * When check-in opens (30 minutes before the start), as of `at` on the one clock: 'today at 8:50' when it opens
 * today in Helsinki, otherwise with its date ('12.3. at 8:50').
 */
export function checkInOpeningText(
  t: TFunction<"appointments">,
  opensAt: DateLike,
  lang: Lang,
  at: DateLike,
): string {
  const time = formatTime(opensAt)
  return isSameDay(opensAt, at)
    ? t("checkIn.tooEarlyToday", { time })
    : t("checkIn.tooEarlyOn", { date: openingDay(opensAt, lang, at), time })
}
