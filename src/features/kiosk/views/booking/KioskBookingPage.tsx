import { observer } from "mobx-react-lite"
import { useCallback, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Navigate, useLocation, useNavigate } from "react-router"
import { buildPath } from "../../../../platform/routing/index.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { SpecialtyFilter, useBookingArea, useSearchFromUrl } from "../../../booking/index.ts"
import { usePageTitle } from "../../../../kit/ui/page/usePageTitle.ts"
import { useKiosk } from "../KioskContext.tsx"
import { kioskBookingPath } from "../paths.ts"
import { ChosenTime } from "./ChosenTime.tsx"
import { chosenTimeOf, chosenTimeState } from "./chosenTime.ts"
import { DayPicker } from "./DayPicker.tsx"
import { TimeGrid } from "./TimeGrid.tsx"
import { useBackStep } from "./useBackStep.ts"
import { useGrid } from "./useGrid.ts"
import "./kioskBooking.css"
import "./kioskBookingGrid.css"

/**
 * Booking at this clinic only: the specialty filter, a day picker of the days with free times, and the chosen
 * day's free times as a grid of time buttons by practitioner; a chosen time shows the card's details and the way
 * on. The clinic comes from the kiosk's binding and stays in the list's URL through every change.
 */
const KioskBookingPage = observer(function KioskBookingPage() {
  const { binding } = useKiosk()
  const { session } = useStores()
  const { search } = useLocation()
  if (!binding) return <Navigate to="/" replace />
  const clinicIds = new URLSearchParams(search).getAll("clinicIds")
  if (clinicIds.length !== 1 || clinicIds[0] !== binding.clinicId) {
    return <Navigate to={kioskBookingPath(session.lang, binding.clinicId)} replace />
  }
  return <KioskBookingList clinicName={binding.clinicName} />
})

const KioskBookingList = observer(function KioskBookingList({ clinicName }: { clinicName: string }) {
  const { t } = useTranslation("kiosk")
  const { endVisit } = useKiosk()
  const { session } = useStores()
  const { appointmentSearch, availableDates } = useBookingArea()
  const navigate = useNavigate()
  const location = useLocation()
  const grid = useGrid()
  // the chosen time is in the list's history entry: back from the form shows it again
  const chosenId = chosenTimeOf(location.state)
  const setChosenId = useCallback(
    (id: string | undefined) =>
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, preventScrollReset: true, state: chosenTimeState(id) },
      ),
    [navigate, location.pathname, location.search],
  )
  // the time last chosen, to return focus to when the visitor goes back to the times
  const [returnTo, setReturnTo] = useState<string | undefined>(undefined)
  useSearchFromUrl("private")
  usePageTitle(t("booking.title"))
  const chosen = grid.groups.flatMap((group) => group.times).find((time) => time.item.id === chosenId)
  const backToTimes = (id: string) => {
    setReturnTo(id)
    setChosenId(undefined)
  }
  // the step's first control: the day tabs' selected day, once they are shown (not over a time focused on return)
  const focusedDays = useRef(false)
  const daysShown = availableDates.status === "loaded"
  useEffect(() => {
    if (focusedDays.current || chosenId || returnTo || !daysShown) return
    const tab = document.querySelector<HTMLElement>(".kiosk-days [role=tab][tabindex='0']")
    if (!tab) return
    focusedDays.current = true
    tab.focus()
  })
  // Escape on a chosen time: back to that day's times, the time focused
  useBackStep(() => {
    if (!chosen) return false
    backToTimes(chosen.item.id)
    return true
  })

  // A day is the list's start date: its address is the list's with that date, and the search follows it.
  const chooseDay = useCallback(
    (day: string) => {
      setReturnTo(undefined)
      const query = { ...appointmentSearch.filter.query, startDate: day }
      void navigate(buildPath("bookingPrivate", session.lang, undefined, query), {
        replace: true,
        preventScrollReset: true,
      })
    },
    [appointmentSearch, navigate, session],
  )

  return (
    <div className="kiosk-page kiosk-booking">
      <div className="kiosk-booking__top">
        <div>
          <h1>{t("booking.title")}</h1>
          <p className="kiosk-booking__subtitle">{t("booking.subtitle", { clinic: clinicName })}</p>
        </div>
        <button type="button" className="button kiosk-button" data-variant="secondary" onClick={endVisit}>
          {t("bookingGrid.startOver")}
        </button>
      </div>
      {chosen ? (
        <ChosenTime time={chosen} onBack={() => backToTimes(chosen.item.id)} />
      ) : (
        <>
          <div className="kiosk-booking__filters">
            <SpecialtyFilter careType="private" headingLevel={2} />
          </div>
          <DayPicker selected={grid.day} onChoose={chooseDay} panelId={TIMES_PANEL_ID}>
            {(tabId) => (
              <TimeGrid
                id={TIMES_PANEL_ID}
                tabId={tabId}
                grid={grid}
                onChoose={setChosenId}
                returnTo={returnTo}
              />
            )}
          </DayPicker>
        </>
      )}
    </div>
  )
})

const TIMES_PANEL_ID = "kiosk-times"

export default KioskBookingPage
