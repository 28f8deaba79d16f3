import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { CHECK_CHARACTERS, CHECK_IN_CODE_LENGTH, isCheckInCodeCharacter } from "../../../../domain/ssn.ts"
import "./checkIn.css"

export const DIGITS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]
const LETTERS = [...CHECK_CHARACTERS].filter((character) => !/\d/.test(character))

/**
 * spec booking §5 check-in code on a touch screen: 4 boxes shown, filled from an on-screen keypad of the digits
 * and the letters valid as a check character (letters only for the 4th box). A hardware keyboard types too.
 */
export function Keypad({
  code,
  onChange,
  disabled,
  invalid,
  labelId,
  describedBy,
}: {
  code: string
  onChange: (code: string) => void
  disabled: boolean
  invalid: boolean
  labelId: string
  describedBy?: string
}) {
  const { t } = useTranslation("kiosk")
  const position = code.length
  const accepts = (character: string) => !disabled && isCheckInCodeCharacter(character, position)
  const type = (character: string) => {
    if (accepts(character)) onChange(code + character.toUpperCase())
  }
  const keys = (characters: readonly string[]) =>
    characters.map((character) => (
      <CharacterKey
        key={character}
        character={character}
        disabled={!accepts(character)}
        onPress={() => type(character)}
      />
    ))

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (disabled || event.altKey || event.ctrlKey || event.metaKey) return
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return
      if (event.key === "Backspace") {
        event.preventDefault()
        onChange(code.slice(0, -1))
      } else if (event.key.length === 1 && isCheckInCodeCharacter(event.key, code.length)) {
        event.preventDefault()
        onChange(code + event.key.toUpperCase())
      }
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [code, disabled, onChange])

  return (
    <div className="kiosk-keypad">
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        className="kiosk-code"
        data-invalid={invalid || undefined}
        // speech mode says how many characters are in, never which (private listening)
        data-speech-private
        data-speech-count={code.length}
      >
        {Array.from({ length: CHECK_IN_CODE_LENGTH }, (_, index) => (
          <span
            key={index}
            role="img"
            className="kiosk-code__box"
            data-current={index === position || undefined}
            aria-label={`${t("checkIn.ssn.box", { index: index + 1, count: CHECK_IN_CODE_LENGTH })}: ${
              code[index] ?? t("checkIn.ssn.empty")
            }`}
          >
            {code[index] ?? ""}
          </span>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {t("checkIn.ssn.entered", { count: code.length })}
      </p>
      <div role="group" aria-label={t("checkIn.ssn.keypad")} className="kiosk-keypad__keys">
        <div className="kiosk-keypad__digits">
          {keys(DIGITS)}
          <EditKeys value={code} onChange={onChange} disabled={disabled} />
        </div>
        <div className="kiosk-keypad__letters">{keys(LETTERS)}</div>
      </div>
    </div>
  )
}

/** A keypad's key that types one character (speech mode names it as a key). */
export function CharacterKey({
  character,
  disabled = false,
  onPress,
}: {
  character: string
  disabled?: boolean
  onPress: () => void
}) {
  return (
    <button
      type="button"
      className="button kiosk-key"
      data-variant="secondary"
      data-speech-role="key"
      disabled={disabled}
      onClick={onPress}
    >
      {character}
    </button>
  )
}

/** A keypad's backspace and clear keys, for nothing while the field is empty. */
export function EditKeys({
  value,
  onChange,
  disabled = false,
}: {
  value: string
  onChange: (value: string) => void
  disabled?: boolean
}) {
  const { t } = useTranslation("kiosk")
  return (
    <>
      <button
        type="button"
        className="button kiosk-key kiosk-key--wide"
        data-variant="secondary"
        disabled={disabled || value.length === 0}
        onClick={() => onChange(value.slice(0, -1))}
        aria-label={t("checkIn.ssn.backspace")}
      >
        <span aria-hidden="true">⌫</span>
      </button>
      <button
        type="button"
        className="button kiosk-key kiosk-key--wide"
        data-variant="secondary"
        disabled={disabled || value.length === 0}
        onClick={() => onChange("")}
      >
        {t("checkIn.ssn.clear")}
      </button>
    </>
  )
}
