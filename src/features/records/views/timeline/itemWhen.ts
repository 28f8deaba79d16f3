import { formatDate, formatDateTime, formatRelativeDate } from "../../../../platform/i18n/format.ts"
import type { Lang } from "../../../../domain/language.ts"
import type { TimelineItem } from "../../store/area.ts"

/**
 * When a timeline item happened or happens: a past time relative and shortened (spec §9: '5 min ago', 'Yesterday'
 * between 24 and 48 hours, then the date), a time ahead with its weekday and time, a day without a time as D.M.YYYY.
 */
export function itemWhen(item: Pick<TimelineItem, "date" | "dateTime">, lang: Lang, nowMs: number): string {
  if (!item.dateTime) return formatDate(item.date)
  if (Date.parse(item.dateTime) > nowMs) return formatDateTime(item.dateTime, lang)
  return formatRelativeDate(item.dateTime, lang, new Date(nowMs))
}
