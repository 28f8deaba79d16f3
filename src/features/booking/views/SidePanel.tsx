import { Suspense, useId, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"

/**
 * A section of the list page's side column (filters, calendar) with an h2 title. On a phone the title is a
 * button that shows and hides the body, and the body (with the code it loads lazily) renders only once opened;
 * a plain button keeps react-aria out of the page's own chunk. While the body's chunk loads (a moment), the panel
 * says so in text, not as a live region: the list's own status is the page's one announcement.
 */
export function SidePanel({
  className,
  title,
  summary,
  collapsible,
  children,
}: {
  className: string
  title: string
  /** Beside the title on the collapsed button, e.g. how many filters are on */
  summary?: ReactNode
  collapsible: boolean
  children: ReactNode
}) {
  const headingId = useId()
  const panelId = useId()
  const [expanded, setExpanded] = useState(false)
  const body = <Suspense fallback={<PanelLoading />}>{children}</Suspense>
  if (!collapsible) {
    return (
      <section className={className} aria-labelledby={headingId}>
        <h2 id={headingId}>{title}</h2>
        {body}
      </section>
    )
  }
  return (
    <div className={`${className} ${className}--collapsible`} data-expanded={expanded || undefined}>
      <h2 className="disclosure__heading">
        <button
          type="button"
          id={headingId}
          className="disclosure__trigger side-panel__trigger"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="disclosure__title">{title}</span>
          {summary}
          <span aria-hidden="true" className="chevron" />
        </button>
      </h2>
      <div
        id={panelId}
        role="group"
        aria-labelledby={headingId}
        className={`${className}__panel`}
        hidden={!expanded}
      >
        {expanded && body}
      </div>
    </div>
  )
}

function PanelLoading() {
  const { t } = useTranslation()
  return <p className="side-panel__loading">{t("loading")}</p>
}
