import { observer } from "mobx-react-lite"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { encodeSaveAction } from "../../../domain/appointmentRules.ts"
import { checkInOpensAt } from "../../../domain/dates.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import type { OwnAppointment } from "../store/OwnAppointment.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useNow } from "../../../kit/ui/hooks/useNow.ts"
import { checkInOpeningText } from "./checkInOpening.ts"

/** Where to go once checked in: the room, or 'see reception' when none is known. */
export function RoomMessage({ room }: { room: { location: string } | null | undefined }) {
  const { t } = useTranslation("appointments")
  return <p>{room ? t("checkIn.room", { room: room.location }) : t("checkIn.seeReception")}</p>
}

/** spec booking §4: the consent notice; logged in, it links to the my-information consent tab. */
export function ConsentNotice({
  asAdult,
  appointmentId,
  loginPath,
}: {
  asAdult: boolean
  appointmentId: string
  /** Anonymous visitors log in first (the login page, returning to the page). */
  loginPath?: string
}) {
  const { t } = useTranslation("appointments")
  const { session } = useStores()
  const consentPath = buildPath("myInformation", session.lang, undefined, {
    saveAction: encodeSaveAction({ type: "go-to-view-appointment-page", appointmentId, tab: "consent" }),
  })
  return (
    <div className="notice" data-tone="warning">
      <h4>{t("checkIn.consentTitle")}</h4>
      <p>{t(asAdult ? "checkIn.consentAsAdultBody" : "checkIn.consentBody")}</p>
      <p>
        <Link to={loginPath ?? consentPath}>
          {t(loginPath ? "checkIn.consentLogin" : "checkIn.consentLink")}
        </Link>
      </p>
    </div>
  )
}

/**
 * spec booking §4 'Check-in status': shown for Allowed, TooEarly and CheckedIn; the button only when not checked
 * in, without an error and without a consent notice; aria-disabled while too early (opens 30 minutes before), the
 * opening time beside it and as its description.
 */
export const CheckInSection = observer(function CheckInSection({ own }: { own: OwnAppointment }) {
  const { t } = useTranslation("appointments")
  const { session } = useStores()
  const headingId = useId()
  const tooEarlyId = useId()
  const opensAt = checkInOpensAt(own.appointment.startDate)
  const now = useNow(opensAt.toMillis())
  const status = own.checkInStatusAt(now)
  if (!status) return null
  const { checkIn } = own
  const tooEarly = status === "tooEarly" || checkIn.state === "too-early"
  const pending = checkIn.state === "pending"
  return (
    <section className="own-appointment__check-in" aria-labelledby={headingId}>
      <h3 id={headingId}>{t("checkIn.title")}</h3>
      <div role="status">
        {status === "checkedIn" && (
          <>
            <p className="own-appointment__checked-in">
              {t(checkIn.state === "already-checked-in" ? "checkIn.alreadyCheckedIn" : "checkIn.checkedIn")}
            </p>
            <RoomMessage room={own.room} />
          </>
        )}
        {status !== "checkedIn" && tooEarly && (
          <p id={tooEarlyId}>{checkInOpeningText(t, opensAt, session.lang, new Date(now))}</p>
        )}
      </div>
      <div role="alert">
        {checkIn.state === "failure" && <p className="own-appointment__error">{t("checkIn.failed")}</p>}
        {checkIn.state === "network-error" && (
          <p className="own-appointment__error">{t("checkIn.networkError")}</p>
        )}
      </div>
      {(checkIn.state === "network-error" || (checkIn.state === "failure" && checkIn.retryable)) && (
        <button type="button" className="button" onClick={() => void own.checkInNow()}>
          {t("retry")}
        </button>
      )}
      {checkIn.state === "consent-needed" && (
        <ConsentNotice asAdult={checkIn.consentAsAdult} appointmentId={own.id} />
      )}
      {own.showsCheckInButton && (
        <button
          type="button"
          className="button"
          // unavailable until check-in opens (the time it opens is its description) and while one is sent
          aria-disabled={status === "tooEarly" || pending || undefined}
          aria-describedby={tooEarly ? tooEarlyId : undefined}
          onClick={() => {
            if (status !== "tooEarly" && !pending) void own.checkInNow()
          }}
        >
          {t(pending ? "checkIn.pending" : "checkIn.button")}
        </button>
      )}
    </section>
  )
})
