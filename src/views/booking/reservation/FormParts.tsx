import type { ReservationField } from "../../../stores/Reservation.ts"

export const fieldId = (field: ReservationField) => `reservation-${field}`
export const errorId = (field: ReservationField) => `reservation-${field}-error`

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
