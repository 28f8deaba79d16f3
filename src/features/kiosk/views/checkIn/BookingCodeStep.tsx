import { observer } from "mobx-react-lite"
import { useCallback, useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useKioskArea } from "../useKioskArea.ts"
import { useKiosk } from "../KioskContext.tsx"
import { BookingCodeKeypad } from "./BookingCodeKeypad.tsx"
import { CameraScanner, canScanWithCamera } from "./CameraScanner.tsx"
import "../kioskForm.css"

const LOOKUP_ERRORS = [
  "invalid-code",
  "not-found",
  "cancelled",
  "other-clinic",
  "network-error",
  "failure",
] as const
const ERROR_KEYS = {
  "invalid-code": "checkIn.lookup.invalidCode",
  "not-found": "checkIn.lookup.notFound",
  cancelled: "checkIn.lookup.cancelled",
  "other-clinic": "checkIn.lookup.otherClinic",
  "network-error": "checkIn.lookup.networkError",
  failure: "checkIn.lookup.failure",
} as const

/**
 * The appointment by its booking code, typed or sent by a handheld scanner (it types into the focused field and
 * presses Enter), or read from the QR code with the camera where the browser can.
 */
export const BookingCodeStep = observer(function BookingCodeStep({ onNoCode }: { onNoCode: () => void }) {
  const { t } = useTranslation("kiosk")
  const { session } = useStores()
  const { kioskCheckIn } = useKioskArea()
  const { binding } = useKiosk()
  const [scanning, setScanning] = useState(false)
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const clinicId = binding?.clinicId ?? ""
  const lookup = kioskCheckIn.lookup
  const error = (LOOKUP_ERRORS as readonly string[]).includes(lookup)
    ? (lookup as (typeof LOOKUP_ERRORS)[number])
    : undefined
  const stopScanning = useCallback(() => setScanning(false), [])
  const onScanned = useCallback(
    (code: string) => {
      setScanning(false)
      void kioskCheckIn.find(clinicId, session.lang, code)
    },
    [kioskCheckIn, clinicId, session.lang],
  )

  return (
    <form
      className="kiosk-form kiosk-code-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (kioskCheckIn.canFind) void kioskCheckIn.find(clinicId, session.lang)
      }}
    >
      <div className="kiosk-field">
        <label htmlFor={inputId}>{t("checkIn.code.label")}</label>
        <p id={hintId} className="kiosk-field__hint" data-speech-instructions>
          {t("checkIn.code.hint")}
        </p>
        <input
          id={inputId}
          className="kiosk-input"
          value={kioskCheckIn.bookingCode}
          onChange={(event) => kioskCheckIn.setBookingCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          // the kiosk's own keypad below, not the operating system's over the screen; a scanner still types
          inputMode="none"
          // speech mode reads the code back: it is the appointment's number, nothing personal
          data-speech-readback
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ""].filter(Boolean).join(" ")}
          // a handheld scanner types into the focused field: the field waits for it
          autoFocus
        />
        {error && (
          <p id={errorId} className="kiosk-field__error" role="alert">
            {t(ERROR_KEYS[error], { clinic: kioskCheckIn.appointment?.clinicName ?? "" })}
          </p>
        )}
      </div>
      <BookingCodeKeypad
        value={kioskCheckIn.bookingCode}
        onChange={(value) => kioskCheckIn.setBookingCode(value)}
      />
      {/* after each key, the code so far, digit by digit (an appointment's number: nothing personal) */}
      <p className="visually-hidden" aria-live="polite">
        {kioskCheckIn.bookingCode
          ? t("checkIn.code.entered", { code: [...kioskCheckIn.bookingCode].join(" ") })
          : t("checkIn.code.cleared")}
      </p>
      {lookup === "looking-up" && <p role="status">{t("checkIn.code.searching")}</p>}
      <div className="kiosk-actions">
        <button
          type="submit"
          className="button kiosk-button"
          aria-disabled={!kioskCheckIn.canFind || undefined}
        >
          {t("checkIn.code.find")}
        </button>
        {canScanWithCamera() && !scanning && (
          <button
            type="button"
            className="button kiosk-button"
            data-variant="secondary"
            onClick={() => setScanning(true)}
          >
            {t("checkIn.code.scan")}
          </button>
        )}
        <button type="button" className="button kiosk-button" data-variant="secondary" onClick={onNoCode}>
          {t("checkIn.code.noCode")}
        </button>
      </div>
      {scanning && <CameraScanner onCode={onScanned} onStop={stopScanning} />}
    </form>
  )
})
