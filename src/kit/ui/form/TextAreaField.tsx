import type { ReactNode } from "react"
import { FieldFrame } from "./FieldFrame.tsx"

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
  /** Text, or nodes where part of it is in another language (`lang`). */
  label: ReactNode
  hint?: ReactNode
  error?: string
  value: string
  required?: boolean
  rows?: number
  maxLength?: number
  readOnly?: boolean
  onChange?: (value: string) => void
}) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} markRequired={required && !readOnly}>
      {(control) => (
        <textarea
          id={id}
          rows={rows}
          value={value}
          maxLength={maxLength}
          required={required && !readOnly}
          readOnly={readOnly}
          {...control}
          onChange={(event) => onChange?.(event.target.value)}
        />
      )}
    </FieldFrame>
  )
}
