import type { ReactNode } from "react"
import { fieldErrorId } from "./TextField.tsx"
import "./choice.css"
import "./field.css"

/** An option; its label may be nodes where it is in another language than the page (`lang`). */
export type ChoiceOption = { value: string; label: ReactNode }

type Props = {
  /** The fieldset's id: the error summary's link lands on its first option. */
  id: string
  legend: ReactNode
  hint?: ReactNode
  error?: string
  options: readonly ChoiceOption[]
  /** The chosen value (radio) or values (checkbox). */
  selected: readonly string[]
  /** radio: one of the options; checkbox: any of them. */
  type: "radio" | "checkbox"
  required?: boolean
  /** Said after the legend to screen readers where the inputs cannot say it (a checkbox group): 'required'. */
  requiredText?: string
  /** "scale": the options side by side (a rating), wrapping on a narrow screen. */
  layout?: "list" | "scale" | "inline"
  onChange: (value: string, checked: boolean) => void
}

/**
 * A group of native radio buttons or checkboxes in a fieldset with its legend (WCAG 1.3.1), the hint and the
 * message next to it (aria-describedby), each option's whole label a target of at least 44 px. A required group
 * is marked with an asterisk; screen readers hear `required` from the radios, or `requiredText` in the legend.
 */
export function ChoiceFieldset({
  id,
  legend,
  hint,
  error,
  options,
  selected,
  type,
  required = false,
  requiredText,
  layout = "list",
  onChange,
}: Props) {
  const hintId = `${id}-hint`
  const errorId = fieldErrorId(id)
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ")
  return (
    <fieldset
      id={id}
      className="choice-fieldset"
      data-layout={layout}
      data-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
    >
      <legend>
        {legend}
        {required && (
          <>
            {" "}
            <span aria-hidden="true">*</span>
            {type === "checkbox" && requiredText && (
              <span className="visually-hidden"> ({requiredText})</span>
            )}
          </>
        )}
      </legend>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className="choice-fieldset__options">
        {options.map((option, index) => {
          const optionId = `${id}-${index}`
          return (
            <label key={option.value} htmlFor={optionId} className="choice">
              <input
                id={optionId}
                type={type}
                name={id}
                value={option.value}
                checked={selected.includes(option.value)}
                required={type === "radio" && required ? true : undefined}
                aria-invalid={error ? true : undefined}
                onChange={(event) => onChange(option.value, event.target.checked)}
              />
              <span>{option.label}</span>
            </label>
          )
        })}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
