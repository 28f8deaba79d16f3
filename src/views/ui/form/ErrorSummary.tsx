import { forwardRef, type ReactNode } from "react"
import "./errorSummary.css"

/** One line of the summary: the field's id (its link target) and 'Field: message'. */
export type SummaryItem = { id: string; text: string }

const FOCUSABLE = "input, select, textarea, button, a[href], [tabindex]"

/** Moves focus to a field by its id: the element itself, or the first control inside it (a checkbox's wrapper). */
export function focusField(id: string): void {
  const element = document.getElementById(id)
  const target = element?.matches(FOCUSABLE) ? element : element?.querySelector<HTMLElement>(FOCUSABLE)
  target?.focus()
}

/**
 * spec booking §5, §8: 'Please check the following fields' with a link to each field, which moves focus there.
 * A general failure (a network error, with its retry) shows in the same place. The form's gate focuses it after
 * a press that sent nothing (useGatedSubmit).
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { id: string; title: string; items: SummaryItem[]; general?: ReactNode }
>(function ErrorSummary({ id, title, items, general }, ref) {
  if (items.length === 0 && !general) return null
  const headingId = `${id}-heading`
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      className="notice error-summary"
      data-tone="danger"
      aria-labelledby={items.length > 0 ? headingId : undefined}
    >
      {items.length > 0 && <h2 id={headingId}>{title}</h2>}
      {general}
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={`${item.id}-${item.text}`}>
              <a
                href={`#${item.id}`}
                onClick={(event) => {
                  event.preventDefault()
                  focusField(item.id)
                }}
              >
                {item.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
})
