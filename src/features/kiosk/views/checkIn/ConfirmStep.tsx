import { observer } from "mobx-react-lite"
import { useCallback, useId } from "react"
import { useTranslation } from "react-i18next"
import { formatDateTime } from "../../../../platform/i18n/format.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useKioskArea } from "../useKioskArea.ts"
import { Keypad } from "./Keypad.tsx"
import "../kioskForm.css"
import "./checkIn.css"

/** The appointment found (time, clinic, practitioner: never the appointee), and the last 4 characters. */
export const ConfirmStep = observer(function ConfirmStep() {
  const { t } = useTranslation("kiosk")
  const { session } = useStores()
  const { kioskCheckIn } = useKioskArea()
  const { checkIn, appointment } = kioskCheckIn
  const labelId = useId()
  const hintId = useId()
  const errorId = useId()
  const pending = checkIn.state === "response-pending"
  const mismatch = checkIn.state === "ssn-mismatch"
  const setCode = useCallback((code: string) => checkIn.setCode(code), [checkIn])
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
        </div>
      </form>
    </div>
  )
})
