import { useTranslation } from "react-i18next"
import "./checkIn.css"

const DIGITS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]

/**
 * The booking code's on-screen keypad (the field has inputMode="none": the operating system's keyboard does not
 * cover the screen). The code a visitor types is the appointment's number; a link's token comes by the scanner.
 */
export function BookingCodeKeypad({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation("kiosk")
  return (
    <div role="group" aria-label={t("checkIn.ssn.keypad")} className="kiosk-keypad__digits kiosk-code-keypad">
      {DIGITS.map((digit) => (
        <button
          key={digit}
          type="button"
          className="button kiosk-key"
          data-variant="secondary"
          data-speech-role="key"
          onClick={() => onChange(value + digit)}
        >
          {digit}
        </button>
      ))}
      <button
        type="button"
        className="button kiosk-key kiosk-key--wide"
        data-variant="secondary"
        disabled={value.length === 0}
        onClick={() => onChange(value.slice(0, -1))}
        aria-label={t("checkIn.ssn.backspace")}
      >
        <span aria-hidden="true">⌫</span>
      </button>
      <button
        type="button"
        className="button kiosk-key kiosk-key--wide"
        data-variant="secondary"
        disabled={value.length === 0}
        onClick={() => onChange("")}
      >
        {t("checkIn.ssn.clear")}
      </button>
    </div>
  )
}
