import type { ReactNode } from "react"
import "./field.css"

/** The id of a field's message: what aria-describedby names and what the error summary's link lands beside. */
export const fieldErrorId = (id: string) => `${id}-error`

/** What a field's control carries so that its hint and message are read with it. */
export interface FieldControlProps {
  "aria-invalid": true | undefined
  "aria-describedby": string | undefined
}

/**
 * A labelled field's frame: the label (a required one marked with an asterisk, hidden from screen readers, which
 * announce `required` instead), the hint, and the message next to the control; `children` draws the control with
 * the aria attributes it is given.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  markRequired,
  children,
}: {
  id: string
  /** Text, or nodes where part of it is in another language (`lang`). */
  label: ReactNode
  hint?: ReactNode
  error?: string
  markRequired: boolean
  children: (control: FieldControlProps) => ReactNode
}) {
  const hintId = `${id}-hint`
  const errorId = fieldErrorId(id)
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ")
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>
        {label}
        {markRequired && (
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
      {children({ "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
