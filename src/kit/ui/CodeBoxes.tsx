import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from "react"
import { useTranslation } from "react-i18next"
import "./codeBoxes.css"

export type CodeBoxesProps = {
  length: number
  /** The name of the whole code, read out for the group. */
  label: string
  value: string
  onChange(value: string): void
  /** Called once every box is filled. */
  onComplete?(value: string): void
  /** Whether a character may stand at a position (already upper-cased). */
  accepts(character: string, index: number): boolean
  disabled?: boolean
  invalid?: boolean
  /** The id of a message about the code (an error or a hint). */
  describedBy?: string
  autoFocus?: boolean
  /** The on-screen keyboard to offer: digits for a PIN. */
  inputMode?: "numeric" | "text"
}

/**
 * A code typed one character a box (a PIN, the last characters of an identity code): entry moves focus forward,
 * Backspace in an empty box moves it back, a paste fills the boxes from the one pasted into.
 */
export function CodeBoxes(props: CodeBoxesProps) {
  const { length, label, value, onChange, onComplete, accepts, disabled, invalid, describedBy, autoFocus } =
    props
  const inputMode = props.inputMode ?? "text"
  const { t } = useTranslation()
  const labelId = useId()
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const characters = Array.from({ length }, (_, index) => value[index] ?? "")

  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(length - 1, index))]
    input?.focus()
    input?.select()
  }

  /** Puts accepted characters into the boxes from `start` on; returns how many were taken. */
  const fill = (start: number, typed: string): number => {
    const next = [...characters]
    let position = start
    for (const raw of typed.toUpperCase()) {
      if (position >= length) break
      if (!accepts(raw, position)) continue
      next[position] = raw
      position++
    }
    const taken = position - start
    if (taken === 0) return 0
    // A box left empty ends the code: later characters would otherwise shift into it.
    const firstEmpty = next.indexOf("")
    const joined = (firstEmpty === -1 ? next : next.slice(0, firstEmpty)).join("")
    onChange(joined)
    if (joined.length === length) onComplete?.(joined)
    focusBox(position)
    return taken
  }

  const onInput = (index: number, typed: string) => {
    // The box may hold the old character as well as the new one: the new is the one that differs.
    const fresh = typed.length > 1 && typed.startsWith(characters[index] ?? "") ? typed.slice(1) : typed
    if (fresh === "") {
      onChange(characters.slice(0, index).join(""))
      return
    }
    fill(index, fresh)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && characters[index] === "" && index > 0) {
      event.preventDefault()
      onChange(characters.slice(0, index - 1).join(""))
      focusBox(index - 1)
    } else if (event.key === "ArrowLeft" && index > 0) {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === "ArrowRight" && index < length - 1 && characters[index] !== "") {
      event.preventDefault()
      focusBox(index + 1)
    }
  }

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    fill(index, event.clipboardData.getData("text").replace(/\s/g, ""))
  }

  return (
    <div
      role="group"
      className={`code-boxes${invalid ? " code-boxes--invalid" : ""}`}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
    >
      <span id={labelId} className="code-boxes__label">
        {label}
      </span>
      <div className="code-boxes__boxes">
        {characters.map((character, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element
            }}
            className="code-boxes__box"
            type="text"
            inputMode={inputMode}
            autoComplete={index === 0 ? "one-time-code" : "off"}
            autoCapitalize="characters"
            spellCheck={false}
            aria-label={t("codeBoxes.box", { index: index + 1, total: length })}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={character}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            // The code stays contiguous: a click past the first empty box lands in that box.
            onClick={() => {
              const firstEmpty = characters.indexOf("")
              if (firstEmpty !== -1 && index > firstEmpty) focusBox(firstEmpty)
            }}
          />
        ))}
      </div>
    </div>
  )
}
