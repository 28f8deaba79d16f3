import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router"
import { invoicePageOf, nextPayabilityChange } from "../../../../domain/invoices.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import { Pagination } from "../../../../kit/ui/Pagination.tsx"
import { useCurrentLanguage } from "../../../../kit/ui/hooks/useCurrentLanguage.ts"
import { useNow } from "../../../../kit/ui/hooks/useNow.ts"
import { ErrorView } from "../../../../kit/ui/page/ErrorView.tsx"
import { Loading } from "../../../../kit/ui/page/PageStates.tsx"
import { useClock } from "../../../../kit/ui/hooks/useClock.ts"
import { InvoiceItem } from "./InvoiceItem.tsx"
import { OpenTotal } from "./OpenTotal.tsx"
import { useInvoicesArea } from "./useInvoicesArea.ts"
import "./invoices.css"

/**
 * The invoices page (spec booking §2 side menu 'Invoices', §8, §9): 10 a page, newest first; the page is in the
 * address, so back and reload keep it. The heading area gives the total open amount over all pages (issue 31). An
 * open invoice payable online links to its payment page until its online payment closes, also on a page left open
 * past that moment.
 */
export const InvoicesPage = observer(function InvoicesPage() {
  const { t } = useTranslation("invoices")
  const lang = useCurrentLanguage()
  const [searchParams] = useSearchParams()
  const page = invoicePageOf(searchParams.get("page"))
  const { list } = useInvoicesArea()
  const clock = useClock()
  const nowMs = useNow(nextPayabilityChange(list.invoices, clock()))
  // the services are named in the page's language: a language switch reads the page again
  useEffect(() => {
    void list.load(page)
  }, [list, page, lang])

  if (list.status === "idle" || (list.status === "loading" && !list.data)) {
    return <Loading title={t("list.title")} status={t("list.loading")} className="invoices" />
  }
  if (list.status === "error") {
    return (
      <div className="page invoices">
        <h1>{t("list.title")}</h1>
        <ErrorView headingLevel={2} onRetry={() => void list.load(page)} />
      </div>
    )
  }

  const { from, to } = list.range
  return (
    <div className="page invoices">
      <h1>{t("list.title")}</h1>
      {list.openTotal && !list.isEmpty && <OpenTotal total={list.openTotal} lang={lang} />}
      <p>{t("list.intro")}</p>
      {list.isEmpty ? (
        <p>{t("list.empty")}</p>
      ) : (
        <>
          <p role="status">{t("list.showing", { from, to, total: list.totalCount })}</p>
          <ul className="invoices__list" aria-label={t("list.listLabel")}>
            {list.invoices.map((invoice) => (
              <InvoiceItem
                key={invoice.id}
                invoice={invoice}
                lang={lang}
                nowMs={nowMs}
                pdfPath={(filename) => list.pdfPath(invoice, filename)}
              />
            ))}
          </ul>
          <Pagination
            page={list.shownPage}
            pageCount={list.pageCount}
            hrefOf={(n) => buildPath("invoices", lang, undefined, { page: n === 1 ? undefined : n })}
            label={t("list.pages")}
          />
        </>
      )}
    </div>
  )
})
