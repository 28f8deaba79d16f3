import { useId, type ReactNode } from "react"
import { Link } from "react-router"

/**
 * spec messaging §2 'Front page': one summary block: its heading (and an action beside it), its items, the
 * empty-state text when there are none, 'This section is temporarily unavailable' when its source did not answer
 * (null), and a 'show all' link to its own page.
 */
export function SummaryBlock<T>({
  title,
  items,
  empty,
  unavailable,
  showAll,
  action,
  children,
}: {
  title: string
  items: readonly T[] | null | undefined
  empty: string
  unavailable: string
  showAll: { to: string; label: string }
  action?: ReactNode
  children(items: readonly T[]): ReactNode
}) {
  const headingId = useId()
  let body: ReactNode
  if (items === null || items === undefined) body = <p className="front-block__unavailable">{unavailable}</p>
  else if (items.length === 0) body = <p>{empty}</p>
  else body = children(items)
  return (
    <section className="front-block" aria-labelledby={headingId}>
      <div className="front-block__header">
        <h2 id={headingId}>{title}</h2>
        {action}
      </div>
      {body}
      <p className="front-block__all">
        <Link to={showAll.to}>{showAll.label}</Link>
      </p>
    </section>
  )
}
