import { forwardRef, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
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

type Props = {
  id: string
  items: SummaryItem[]
  /** 'Please check the following fields' unless the form says otherwise. */
  title?: string
  /** A general failure (a network error, with its retry), shown in the same place. */
  general?: ReactNode
  /** The heading's level under the form's own heading. */
  headingLevel?: 2 | 3 | 4
  /** Announced as it appears, for a summary that shows while the user types (not only after a press). */
  alert?: boolean
}

/**
 * spec booking §5, §8: 'Please check the following fields' with a link to each field, which moves focus there.
 * The form's gate focuses it after a press that sent nothing (useGatedSubmit).
 */
export const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary(
  { id, title, items, general, headingLevel = 2, alert = false },
  ref,
) {
  const { t } = useTranslation()
  if (items.length === 0 && !general) return null
  const headingId = `${id}-heading`
  const Heading = `h${headingLevel}` as const
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      className="notice error-summary"
      data-tone="danger"
      role={alert ? "alert" : undefined}
      aria-labelledby={items.length > 0 ? headingId : undefined}
    >
      {items.length > 0 && <Heading id={headingId}>{title ?? t("errorSummary.title")}</Heading>}
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
