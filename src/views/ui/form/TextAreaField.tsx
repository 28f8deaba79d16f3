import { fieldErrorId } from "./TextField.tsx"
import "./field.css"

/**
 * A labelled multi-line text field with its hint and its message next to it (aria-invalid, aria-describedby),
 * like TextField; the error summary's link for the field focuses the textarea by its id. A required field is
 * marked with an asterisk (hidden from screen readers, which announce `required` instead).
 */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  value,
  required = true,
  rows = 3,
  maxLength,
  readOnly = false,
  onChange,
}: {
  id: string
  label: string
  hint?: string
  error?: string
  value: string
  required?: boolean
  rows?: number
  maxLength?: number
  readOnly?: boolean
  onChange?: (value: string) => void
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
      <textarea
        id={id}
        rows={rows}
        value={value}
        maxLength={maxLength}
        required={required && !readOnly}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
