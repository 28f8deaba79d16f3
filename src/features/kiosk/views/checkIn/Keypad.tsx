import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { CHECK_CHARACTERS, CHECK_IN_CODE_LENGTH, isCheckInCodeCharacter } from "../../../../domain/ssn.ts"
import "./checkIn.css"

export const DIGITS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]
const LETTERS = [...CHECK_CHARACTERS].filter((character) => !/\d/.test(character))
/** The keypads' columns (checkIn.css): speech mode names a key by its row and place in the row. */
const DIGIT_COLUMNS = 3
const LETTER_COLUMNS = 6
/** A character just typed shows this long before it too becomes a dot (as a phone's password field). */
export const REVEAL_MS = 1000
/** What an entered character shows once it is hidden: the screen never holds the code in the lobby. */
export const MASK = "•"

/**
 * spec booking §5 check-in code on a touch screen: 4 boxes shown, filled from an on-screen keypad of the digits
 * and the letters valid as a check character (letters only for the 4th box). A hardware keyboard types too; its
 * Enter (`onEnter`) sends the code. The characters are masked (the one just typed shows for REVEAL_MS); in speech
 * mode a key is spoken by its place ('Digits, row 1, key 2') unless `sayKeys`.
 */
export function Keypad({
  code,
  onChange,
  disabled,
  invalid,
  labelId,
  describedBy,
  onEnter,
  sayKeys = false,
}: {
  code: string
  onChange: (code: string) => void
  disabled: boolean
  invalid: boolean
  labelId: string
  describedBy?: string
  onEnter?: () => void
  sayKeys?: boolean
}) {
  const { t } = useTranslation("kiosk")
  const position = code.length
  const [revealed, setRevealed] = useState<number | undefined>()
  useEffect(() => {
    if (revealed === undefined) return
    const timer = window.setTimeout(() => setRevealed(undefined), REVEAL_MS)
    return () => window.clearTimeout(timer)
  }, [revealed, code])
  const accepts = (character: string) => !disabled && isCheckInCodeCharacter(character, position)
  const type = (character: string) => {
    if (!accepts(character)) return
    onChange(code + character.toUpperCase())
    setRevealed(code.length)
  }
  const keys = (
    characters: readonly string[],
    columns: number,
    positionKey: "checkIn.ssn.digitPosition" | "checkIn.ssn.letterPosition",
  ) =>
    characters.map((character, index) => (
      <CharacterKey
        key={character}
        character={character}
        disabled={!accepts(character)}
        onPress={() => type(character)}
        position={t(positionKey, {
          row: Math.floor(index / columns) + 1,
          column: (index % columns) + 1,
        })}
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
        setRevealed(code.length)
      } else if (
        event.key === "Enter" &&
        onEnter &&
        !(event.target as Element | null)?.closest?.("button, a")
      ) {
        // a button's own Enter presses it; elsewhere Enter sends the code
        event.preventDefault()
        onEnter()
      }
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [code, disabled, onChange, onEnter])

  return (
    <div className="kiosk-keypad">
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        // focus lands here when the step appears (the first field of the step); Enter sends the code
        tabIndex={-1}
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
              code[index] === undefined ? t("checkIn.ssn.empty") : t("checkIn.ssn.filled")
            }`}
          >
            {code[index] === undefined ? "" : index === revealed ? code[index] : MASK}
          </span>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {t("checkIn.ssn.entered", { count: code.length })}
      </p>
      <div
        role="group"
        aria-label={t("checkIn.ssn.keypad")}
        className="kiosk-keypad__keys"
        data-speech-keys={sayKeys ? "characters" : "positions"}
      >
        <div className="kiosk-keypad__digits">
          {keys(DIGITS, DIGIT_COLUMNS, "checkIn.ssn.digitPosition")}
          <EditKeys value={code} onChange={onChange} disabled={disabled} />
        </div>
        <div className="kiosk-keypad__letters">
          {keys(LETTERS, LETTER_COLUMNS, "checkIn.ssn.letterPosition")}
        </div>
      </div>
    </div>
  )
}

/**
 * A keypad's key that types one character (speech mode names it as a key; by its `position` instead where the
 * keypad says so, data-speech-keys="positions").
 */
export function CharacterKey({
  character,
  disabled = false,
  onPress,
  position,
}: {
  character: string
  disabled?: boolean
  onPress: () => void
  position?: string
}) {
  return (
    <button
      type="button"
      className="button kiosk-key"
      data-variant="secondary"
      data-speech-role="key"
      data-speech-position={position}
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
