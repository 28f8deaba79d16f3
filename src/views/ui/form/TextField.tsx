import "./field.css"

/** The id of a field's message: what aria-describedby names and what the error summary's link lands beside. */
export const fieldErrorId = (id: string) => `${id}-error`

/**
 * A labelled text input with its hint and its message next to it (aria-invalid, aria-describedby); the error
 * summary's link for the field focuses the input by its id.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  value,
  maxLength,
  required = true,
  readOnly = false,
  type = "text",
  autoComplete,
  inputMode,
  onChange,
  onBlur,
}: {
  id: string
  label: string
  hint?: string
  error?: string
  value: string
  maxLength?: number
  required?: boolean
  readOnly?: boolean
  type?: "text" | "tel" | "email"
  autoComplete?: string
  inputMode?: "numeric" | "tel" | "email" | "text"
  onChange?: (value: string) => void
  onBlur?: () => void
}) {
  const hintId = `${id}-hint`
  const errorId = fieldErrorId(id)
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ")
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>
        {label}
        {required && !readOnly && (
          <>
            {" "}
            <span aria-hidden="true">*</span>
          </>
        )}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required && !readOnly}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={onBlur}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
