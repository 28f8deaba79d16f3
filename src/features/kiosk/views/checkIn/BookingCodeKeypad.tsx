import { useTranslation } from "react-i18next"
import { CharacterKey, DIGITS, EditKeys } from "./Keypad.tsx"
import "./checkIn.css"

/**
 * The booking code's on-screen keypad (the field has inputMode="none": the operating system's keyboard does not
 * cover the screen). The code a visitor types is the appointment's number; a link's token comes by the scanner.
 */
export function BookingCodeKeypad({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation("kiosk")
  return (
    <div
      role="group"
      aria-label={t("checkIn.code.keypad")}
      className="kiosk-keypad__digits kiosk-code-keypad"
    >
      {DIGITS.map((digit) => (
        <CharacterKey key={digit} character={digit} onPress={() => onChange(value + digit)} />
      ))}
      <EditKeys value={value} onChange={onChange} />
    </div>
  )
}
