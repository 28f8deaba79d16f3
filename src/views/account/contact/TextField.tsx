/** A labelled text input with its message next to it (aria-invalid, aria-describedby), for the profile forms. */
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
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ")
  return (
    <div className="profile-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>
        {label}
        {required && !readOnly && (
          <>
            {" "}
            <span aria-hidden="true" className="profile-field__required">
              *
            </span>
          </>
        )}
      </label>
      {hint && (
        <p id={hintId} className="profile-field__hint">
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
        <p id={errorId} className="profile-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
