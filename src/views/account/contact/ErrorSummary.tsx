import { forwardRef, type ReactNode } from "react"

export type SummaryError = { id: string; label: string; message: string }

/** Moves focus to a field by its id. */
function focusField(id: string): void {
  document.getElementById(id)?.focus()
}

/**
 * spec booking §5: 'Please check the following fields: ...' with a link to each field; it can take focus after a
 * failed save. A general failure (a network error) shows in the same place with its retry.
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { id: string; title: string; errors: SummaryError[]; general?: ReactNode }
>(function ErrorSummary({ id, title, errors, general }, ref) {
  if (errors.length === 0 && !general) return null
  const headingId = `${id}-heading`
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      className="notice profile-summary"
      data-tone={errors.length > 0 ? "warning" : "danger"}
      aria-labelledby={errors.length > 0 ? headingId : undefined}
    >
      {errors.length > 0 && <h2 id={headingId}>{title}</h2>}
      {general}
      {errors.length > 0 && (
        <ul>
          {errors.map((error) => (
            <li key={error.id}>
              <a
                href={`#${error.id}`}
                onClick={(event) => {
                  event.preventDefault()
                  focusField(error.id)
                }}
              >
                {error.label}: {error.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
})
