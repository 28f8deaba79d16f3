import { observer } from "mobx-react-lite"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { AppointmentCard } from "../../../booking/index.ts"
import type { GridTime } from "./bookingGrid.ts"

/**
 * A chosen time: the list card's details (time, practitioner, place, specialty and kind, location type, price)
 * with its way on to the reservation, and a way back to the times. It opens at the top, focus on its heading.
 */
export const ChosenTime = observer(function ChosenTime({
  time,
  onBack,
}: {
  time: GridTime
  onBack: () => void
}) {
  const { t } = useTranslation("kiosk")
  const { session } = useStores()
  const heading = useRef<HTMLHeadingElement>(null)
  // a step of its own: it starts at the top of the screen, wherever the time was in the grid (the reserve action
  // in view), and focus goes to its heading
  useEffect(() => {
    window.scrollTo({ top: 0 })
    heading.current?.focus()
  }, [])
  return (
    <section className="kiosk-chosen" aria-labelledby="kiosk-chosen-title">
      <h2 id="kiosk-chosen-title" ref={heading} tabIndex={-1}>
        {t("bookingGrid.chosenTitle")}
      </h2>
      <AppointmentCard
        appointment={time.item}
        start={time.start}
        lang={session.lang}
        headingId="kiosk-chosen-time"
        healthCareType="private"
      />
      <p>
        <button type="button" className="button kiosk-button" data-variant="secondary" onClick={onBack}>
          {t("bookingGrid.chooseAnother")}
        </button>
      </p>
    </section>
  )
})
