import { observer } from "mobx-react-lite"
import { useCallback, useEffect, useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { formatDateTime } from "../../../../platform/i18n/format.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useKioskArea } from "../useKioskArea.ts"
import { Keypad } from "./Keypad.tsx"
import { PrivateCheck } from "./PrivateCheck.tsx"
import "../kioskForm.css"
import "./checkIn.css"

/**
 * The appointment found (time, clinic, practitioner: never the appointee), and the last 4 characters: focus on
 * their boxes as the step appears, Enter sends them. In speech mode the keypad's keys are spoken by their place
 * unless the visitor asks for the characters (said as the step is read).
 */
export const ConfirmStep = observer(function ConfirmStep() {
  const { t } = useTranslation("kiosk")
  const store = useStores()
  const { session } = store
  const speechOn = store.kiosk?.speech.on ?? false
  const [sayKeys, setSayKeys] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const { kioskCheckIn } = useKioskArea()
  const { checkIn, appointment } = kioskCheckIn
  const labelId = useId()
  const hintId = useId()
  const errorId = useId()
  const pending = checkIn.state === "response-pending"
  const mismatch = checkIn.state === "ssn-mismatch"
  const setCode = useCallback((code: string) => checkIn.setCode(code), [checkIn])
  const submit = useCallback(() => form.current?.requestSubmit(), [])
  useEffect(() => {
    form.current?.querySelector<HTMLElement>(".kiosk-code")?.focus()
  }, [])
  return (
    <div className="kiosk-confirm">
      {appointment && (
        <section
          className="kiosk-appointment"
          aria-labelledby="kiosk-appointment-title"
          data-speech-instructions
        >
          <h2 id="kiosk-appointment-title">{t("checkIn.appointment.title")}</h2>
          <dl>
            <dt>{t("checkIn.appointment.time")}</dt>
            <dd>
              <time dateTime={appointment.startDate}>
                {formatDateTime(appointment.startDate, session.lang)}
              </time>
            </dd>
            <dt>{t("checkIn.appointment.clinic")}</dt>
            <dd>{appointment.clinicName}</dd>
            <dt>{t("checkIn.appointment.practitioner")}</dt>
            <dd>{appointment.practitionerName}</dd>
          </dl>
        </section>
      )}
      <form
        ref={form}
        className="kiosk-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void checkIn.submit()
        }}
      >
        <h2 id={labelId} className="kiosk-form__title">
          {t("checkIn.ssn.label")}
        </h2>
        <p id={hintId} className="kiosk-confirm__hint" data-speech-instructions>
          {t("checkIn.ssn.hint")}
        </p>
        {/* for the listener: how the keys are spoken (the screen keeps its room for the keypad) */}
        {speechOn && (
          <p className="visually-hidden" data-speech-instructions>
            {t("checkIn.ssn.keysAsPositions")}
          </p>
        )}
        {mismatch && (
          <div id={errorId} className="notice kiosk-confirm__error" data-tone="danger" role="alert">
            <p>{t("checkIn.mismatch")}</p>
            {checkIn.remainingAttempts !== undefined && (
              <p>{t("checkIn.attemptsLeft", { count: checkIn.remainingAttempts })}</p>
            )}
          </div>
        )}
        <Keypad
          code={checkIn.code}
          onChange={setCode}
          disabled={pending}
          invalid={mismatch}
          labelId={labelId}
          describedBy={[hintId, mismatch ? errorId : ""].filter(Boolean).join(" ")}
          onEnter={submit}
          sayKeys={sayKeys}
        />
        {pending && (
          <p role="status" className="kiosk-confirm__pending">
            {t("checkIn.ssn.pending")}
          </p>
        )}
        <div className="kiosk-actions">
          <button
            type="submit"
            className="button kiosk-button"
            aria-disabled={!checkIn.canSubmit || undefined}
          >
            {t("checkIn.ssn.submit")}
          </button>
          <PrivateCheck code={checkIn.code} />
          {speechOn && (
            <button
              type="button"
              className="button kiosk-button"
              data-variant="secondary"
              aria-pressed={sayKeys}
              onClick={() => setSayKeys(!sayKeys)}
            >
              {t("checkIn.ssn.sayKeys")}
            </button>
          )}
        </div>
      </form>
    </div>
  )
})
