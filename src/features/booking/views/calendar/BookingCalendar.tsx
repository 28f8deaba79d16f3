import "./calendar.css"
import { observer } from "mobx-react-lite"
import { lazy } from "react"
import { useTranslation } from "react-i18next"
import { SidePanel } from "../SidePanel.tsx"
import type { HealthCareType } from "../../../../domain/features.ts"

// react-aria's Calendar and @internationalized/date come with the calendar, when it shows
const CalendarBody = lazy(async () => ({ default: (await import("./CalendarBody.tsx")).CalendarBody }))

/**
 * spec booking §4: the month calendar that highlights the days with free appointments (AvailableDates store) and
 * sets the list's start date; a plain list of the month's free days beside it; behind a toggle on a phone.
 */
export const BookingCalendar = observer(function BookingCalendar({
  careType,
  collapsible,
}: {
  careType: HealthCareType
  collapsible: boolean
}) {
  const { t } = useTranslation("booking")
  return (
    <SidePanel className="booking-calendar" title={t("list.calendar.title")} collapsible={collapsible}>
      <CalendarBody careType={careType} />
    </SidePanel>
  )
})
