import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { clampPage, paginationWindow } from "../../domain/messaging.ts"
import "./pagination.css"

type Props = {
  /** The page on show, 1-based. */
  page: number
  pageCount: number
  /** The address of a page (the page number in the URL, `?page=N`). */
  hrefOf: (page: number) => string
  /** Names the navigation landmark ('Pages of the conversations'). */
  label: string
}

/**
 * spec messaging §2: a list's pages: previous and next, and between them the first and the last page with a
 * window around the current one and dots for the pages left out; on small screens (up to 480 px) only previous
 * and next with 'Page 2 of 5' between them. The current page is aria-current. Nothing shows for a single page.
 */
export function Pagination({ page, pageCount, hrefOf, label }: Props) {
  const { t } = useTranslation()
  if (pageCount <= 1) return null
  const current = clampPage(page, pageCount)
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        <li className="pagination__step">
          {current > 1 && (
            <Link to={hrefOf(current - 1)} rel="prev">
              <span aria-hidden="true">‹ </span>
              {t("pagination.previous")}
            </Link>
          )}
        </li>
        {paginationWindow(current, pageCount).map((entry, index) =>
          entry.kind === "gap" ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry.page} className="pagination__page">
              <Link
                to={hrefOf(entry.page)}
                aria-label={t("pagination.page", { page: entry.page })}
                aria-current={entry.page === current ? "page" : undefined}
              >
                {entry.page}
              </Link>
            </li>
          ),
        )}
        <li className="pagination__position">
          {t("pagination.pageOf", { page: current, total: pageCount })}
        </li>
        <li className="pagination__step">
          {current < pageCount && (
            <Link to={hrefOf(current + 1)} rel="next">
              {t("pagination.next")}
              <span aria-hidden="true"> ›</span>
            </Link>
          )}
        </li>
      </ul>
    </nav>
  )
}
