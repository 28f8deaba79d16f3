import { observer } from "mobx-react-lite"
import { useEffect, useId, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import type { AnonymousAppointment } from "../store/Appointments.ts"
import { showsCheckIn } from "../../../domain/appointmentRules.ts"
import { checkInOpensAt, isCheckInOpen } from "../../../domain/dates.ts"
import { CHECK_IN_CODE_LENGTH, isCheckInCodeCharacter } from "../../../domain/ssn.ts"
import { formatTime } from "../../../platform/i18n/format.ts"
import { useAppointmentsArea } from "./useAppointmentsArea.ts"
import { CodeBoxes } from "../../../kit/ui/CodeBoxes.tsx"
import { GateHint } from "../../../kit/ui/form/GateHint.tsx"
import { ConsentNotice, RoomMessage } from "./CheckInSection.tsx"
import { useClock } from "../../../kit/ui/hooks/useClock.ts"
import { useNow } from "../../../kit/ui/hooks/useNow.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { checkInOpeningText } from "./checkInOpening.ts"

/** The code step (spec booking §4, §5): 4 boxes, the mismatch message staying with them, confirm and cancel. */
const CodeStep = observer(function CodeStep() {
  const { t } = useTranslation("appointments")
  const { checkIn } = useAppointmentsArea()
  const formRef = useRef<HTMLFormElement>(null)
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const pending = checkIn.state === "response-pending"
  const mismatch = checkIn.state === "ssn-mismatch"
  // a press of confirm before all 4 characters are there sends nothing and says what is missing
  const [pressedIncomplete, setPressedIncomplete] = useState(false)
  const incomplete = pressedIncomplete && !checkIn.isCodeComplete
  // why the submit is unavailable, said before a press: the press's message once it shows, else the same unseen
  const gateHintId = `${id}-gate`
  const gateHint =
    !pending && !checkIn.isCodeComplete && !incomplete ? t("anonymousCheckIn.incomplete") : undefined
  const gateDescription = incomplete ? errorId : gateHint ? gateHintId : undefined
  // After a wrong code the visitor stays in the input: focus goes back to its first box
  const remaining = checkIn.remainingAttempts
  useEffect(() => {
    if (mismatch) formRef.current?.querySelector("input")?.focus()
  }, [mismatch, remaining])
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    if (!checkIn.isCodeComplete) {
      setPressedIncomplete(true)
      const boxes = [...(formRef.current?.querySelectorAll("input") ?? [])]
      const firstEmpty = boxes.find((box) => box.value === "") ?? boxes[0]
      firstEmpty?.focus()
      return
    }
    void checkIn.submit()
  }
  return (
    <form ref={formRef} className="check-in-code" onSubmit={onSubmit} noValidate>
      <CodeBoxes
        length={CHECK_IN_CODE_LENGTH}
        label={t("anonymousCheckIn.codeLabel")}
        value={checkIn.code}
        onChange={checkIn.setCode}
        accepts={isCheckInCodeCharacter}
        disabled={pending}
        invalid={mismatch || incomplete}
        describedBy={mismatch || incomplete ? `${errorId} ${hintId}` : hintId}
        autoFocus
      />
      <p id={hintId} className="own-appointment__hint">
        {t("anonymousCheckIn.codeHint")}
      </p>
      <div role="alert" id={errorId}>
        {incomplete && <p className="own-appointment__error">{t("anonymousCheckIn.incomplete")}</p>}
        {mismatch && (
          <p className="own-appointment__error">
            {t("anonymousCheckIn.mismatch")}
            {checkIn.remainingAttempts !== undefined &&
              ` ${t("anonymousCheckIn.attemptsLeft", { count: checkIn.remainingAttempts })}`}
          </p>
        )}
      </div>
      <div className="check-in-code__actions">
        <button
          type="submit"
          className="button"
          aria-disabled={!checkIn.isCodeComplete || pending || undefined}
          aria-describedby={gateDescription}
        >
          {t(pending ? "checkIn.pending" : "anonymousCheckIn.submit")}
        </button>
        <GateHint id={gateHintId} text={gateHint} />
        <button
          type="button"
          className="button"
          data-variant="secondary"
          disabled={pending}
          onClick={checkIn.reset}
        >
          {t("anonymousCheckIn.cancel")}
        </button>
      </div>
    </form>
  )
})

/** The outcome of the flow, read out when it arrives. */
const Outcome = observer(function Outcome({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation("appointments")
  const { session } = useStores()
  const clock = useClock()
  const { checkIn } = useAppointmentsArea()
  switch (checkIn.state) {
    case "success":
      return (
        <div role="status">
          <p className="own-appointment__checked-in">{t("checkIn.checkedIn")}</p>
          <RoomMessage room={checkIn.room} />
        </div>
      )
    case "already-checked-in":
      return <p role="status">{t("checkIn.alreadyCheckedIn")}</p>
    case "too-early":
      return checkIn.opensAt ? (
        <p role="status">{checkInOpeningText(t, checkIn.opensAt, session.lang, new Date(clock()))}</p>
      ) : null
    case "consent-needed":
      return (
        <ConsentNotice
          asAdult={checkIn.consentAsAdult}
          appointmentId={checkIn.appointmentId}
          loginPath={loginPath}
        />
      )
    case "locked":
      return (
        <div className="notice" data-tone="danger" role="alert">
          <p>
            {t("anonymousCheckIn.locked", { time: formatTime(checkIn.lockedUntil ?? new Date(clock())) })}
          </p>
        </div>
      )
    case "failure":
      return (
        <>
          <div className="notice" data-tone="danger" role="alert">
            <p>{t("checkIn.failed")}</p>
          </div>
          {checkIn.retryable && (
            <button type="button" className="button" onClick={() => void checkIn.retry()}>
              {t("retry")}
            </button>
          )}
        </>
      )
    case "network-error":
      return (
        <>
          <div className="notice" data-tone="danger" role="alert">
            <p>{t("checkIn.networkError")}</p>
          </div>
          <button type="button" className="button" onClick={() => void checkIn.retry()}>
            {t("retry")}
          </button>
        </>
      )
    default:
      return null
  }
})

/**
 * spec booking §4 'Anonymous check-in flow' on the appointment view by link: waiting-for-action (the button,
 * disabled until 30 minutes before the start), waiting-for-confirmation (the code), response-pending, then
 * the outcome. `loginPath` is where the consent notice sends the visitor to log in.
 */
export const AnonymousCheckIn = observer(function AnonymousCheckIn({
  appointment,
  loginPath,
}: {
  appointment: AnonymousAppointment
  loginPath: string
}) {
  const { t } = useTranslation("appointments")
  const { session } = useStores()
  const { checkIn } = useAppointmentsArea()
  const headingId = useId()
  const tooEarlyId = useId()
  const startRef = useRef<HTMLButtonElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const previousState = useRef(checkIn.state)
  const opensAt = checkInOpensAt(appointment.startDate)
  const now = useNow(opensAt.toMillis())
  useEffect(() => {
    checkIn.setAppointment(appointment.id, appointment.startDate)
  }, [checkIn, appointment.id, appointment.startDate])
  // Cancelling the code step returns focus to the button that starts it again; an outcome moves it to the
  // section's heading (the outcome itself is read out by its live region)
  const state = checkIn.state
  useEffect(() => {
    const before = previousState.current
    previousState.current = state
    if (before === state) return
    if (state === "waiting-for-action") startRef.current?.focus()
    else if (before === "response-pending" && state !== "ssn-mismatch") headingRef.current?.focus()
  }, [state])
  if (!showsCheckIn(appointment.selfCheckInStatus) || checkIn.appointmentId !== appointment.id) return null

  const checkedIn = appointment.selfCheckInStatus === "checkedIn"
  const tooEarly = !checkedIn && !isCheckInOpen(appointment.startDate, new Date(now))
  return (
    <section className="own-appointment__check-in" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {t("checkIn.title")}
      </h3>
      {checkedIn && checkIn.state === "waiting-for-action" ? (
        <p>{t("checkIn.checkedIn")}</p>
      ) : checkIn.isEnteringCode || checkIn.state === "response-pending" ? (
        <CodeStep />
      ) : (
        <>
          <Outcome loginPath={loginPath} />
          {checkIn.state === "waiting-for-action" && (
            <>
              {tooEarly && (
                <p id={tooEarlyId}>{checkInOpeningText(t, opensAt, session.lang, new Date(now))}</p>
              )}
              <button
                ref={startRef}
                type="button"
                className="button"
                // unavailable until check-in opens; the time it opens is its description
                aria-disabled={tooEarly || undefined}
                aria-describedby={tooEarly ? tooEarlyId : undefined}
                onClick={() => {
                  if (!tooEarly) checkIn.start()
                }}
              >
                {t("checkIn.button")}
              </button>
            </>
          )}
          {(checkIn.state === "too-early" || checkIn.state === "locked") && (
            <button type="button" className="button" data-variant="secondary" onClick={checkIn.reset}>
              {t("anonymousCheckIn.startOver")}
            </button>
          )}
        </>
      )}
    </section>
  )
})
