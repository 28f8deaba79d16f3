import { forwardRef, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import type { ReservationField } from "../../../stores/Reservation.ts"

export const fieldId = (field: ReservationField) => `reservation-${field}`
export const errorId = (field: ReservationField) => `reservation-${field}-error`

/** Moves focus to a field (the input itself, also inside a checkbox's wrapper). */
export function focusField(field: ReservationField): void {
  const element = document.getElementById(fieldId(field))
  const target = element instanceof HTMLInputElement ? element : element?.querySelector("input")
  target?.focus()
}

/** A labelled text input with its message next to it (aria-invalid, aria-describedby). */
export function TextInput({
  field,
  label,
  hint,
  error,
  value,
  maxLength,
  type = "text",
  autoComplete,
  onChange,
  onBlur,
}: {
  field: ReservationField
  label: string
  hint?: string
  error?: string
  value: string
  maxLength: number
  type?: "text" | "tel" | "email"
  autoComplete?: string
  onChange: (value: string) => void
  onBlur: () => void
}) {
  const hintId = `${fieldId(field)}-hint`
  const describedBy = [hint ? hintId : undefined, error ? errorId(field) : undefined]
    .filter(Boolean)
    .join(" ")
  return (
    <div className="reservation-field" data-invalid={error ? true : undefined}>
      <label htmlFor={fieldId(field)}>
        {label}{" "}
        <span aria-hidden="true" className="reservation-field__required">
          *
        </span>
      </label>
      {hint && (
        <p id={hintId} className="reservation-field__hint">
          {hint}
        </p>
      )}
      <input
        id={fieldId(field)}
        type={type}
        value={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error && (
        <p id={errorId(field)} className="reservation-field__error">
          {error}
        </p>
      )}
    </div>
  )
}

/** spec §5, §8: 'Please check the following fields' with a link to each; it takes focus after a failed submit. */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { errors: { field: ReservationField; label: string; message: string }[]; general?: ReactNode }
>(function ErrorSummary({ errors, general }, ref) {
  const { t } = useTranslation("booking")
  if (errors.length === 0 && !general) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="notice reservation__summary"
      data-tone="danger"
      aria-labelledby="reservation-summary-heading"
    >
      <h2 id="reservation-summary-heading">
        {errors.length > 0 ? t("reservation.summary.title") : t("reservation.summary.failed")}
      </h2>
      {general && <p>{general}</p>}
      {errors.length > 0 && (
        <ul>
          {errors.map(({ field, label, message }) => (
            <li key={field}>
              <a
                href={`#${fieldId(field)}`}
                onClick={(event) => {
                  event.preventDefault()
                  focusField(field)
                }}
              >
                {label}: {message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
})
