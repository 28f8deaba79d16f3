import { useCallback } from "react"
import { useTranslation } from "react-i18next"
import { parseIsoDate } from "../../../../domain/dates.ts"
import { formatWeekdayDate } from "../../../../platform/i18n/format.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"

export type DayState = {
  /** undefined while the month's free days are loading or failed to load */
  free: boolean | undefined
  selected?: boolean
  today?: boolean
}

/**
 * A calendar day's accessible name: weekday and date in the page language, then whether it has free times,
 * e.g. "maanantai 24.11.2026, vapaita aikoja" (react-aria's own label would not tell the availability).
 */
export function useDayLabel(): (isoDate: string, state: DayState) => string {
  const { t } = useTranslation("booking")
  const lang = useStores().session.lang
  return useCallback(
    (isoDate, { free, selected, today }) =>
      [
        formatWeekdayDate(parseIsoDate(isoDate), lang),
        today ? t("list.calendar.today") : undefined,
        free === undefined ? undefined : free ? t("list.calendar.free") : t("list.calendar.noFree"),
        selected ? t("list.calendar.selected") : undefined,
      ]
        .filter((part) => part !== undefined)
        .join(", "),
    [t, lang],
  )
}
