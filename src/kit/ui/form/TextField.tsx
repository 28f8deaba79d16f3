import { FieldFrame } from "./FieldFrame.tsx"

export { fieldErrorId } from "./FieldFrame.tsx"

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
  inputMode?: "numeric" | "tel" | "email" | "text" | "none"
  onChange?: (value: string) => void
  onBlur?: () => void
}) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} markRequired={required && !readOnly}>
      {(control) => (
        <input
          id={id}
          type={type}
          value={value}
          maxLength={maxLength}
          autoComplete={autoComplete}
          inputMode={inputMode}
          required={required && !readOnly}
          readOnly={readOnly}
          {...control}
          onChange={(event) => onChange?.(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </FieldFrame>
  )
}
