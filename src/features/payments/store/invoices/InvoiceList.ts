import { getEnv, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../../platform/api/client.ts"
import { invoicePdfPath } from "../../../../platform/api/invoices.ts"
import type { StoreEnv } from "../../../../platform/api/env.ts"
import type { InvoiceListItem, InvoicePage } from "../../../../platform/api/schemas.ts"
import { INVOICES_PER_PAGE, type InvoiceOpenTotal, invoicePageCount } from "../../../../domain/invoices.ts"
import type { LoadOutcome } from "../../../../kit/stores/Loadable.ts"
import { OneLoadModel } from "../../../../kit/stores/OneLoad.ts"
import { langOf, sessionOf } from "../../../../kit/stores/rootAccess.ts"

/**
 * The invoices page (spec booking §2, §9): the patient's invoices, newest first, 10 a page, pages counted from 1.
 * The answer is volatile: no invoice of a patient goes into a snapshot.
 */
export const InvoiceListModel = OneLoadModel.named("InvoiceList")
  .props({
    /** The page asked for (the address's `page`). */
    page: 1,
  })
  .volatile(() => ({
    data: undefined as InvoicePage | undefined,
  }))
  .views((self) => ({
    get invoices(): readonly InvoiceListItem[] {
      return self.data?.invoices ?? []
    },
    get totalCount(): number {
      return self.data?.totalCount ?? 0
    },
    get pageCount(): number {
      return invoicePageCount(this.totalCount)
    },
    /** The page on show (the one loaded). */
    get shownPage(): number {
      return self.data?.page ?? self.page
    },
    /**
     * The total open amount over all pages (the contract's inferred `openTotal`: what counts is
     * src/domain/invoices.ts `countsAsOpen`, the server's list statuses on its clock); undefined until loaded.
     */
    get openTotal(): InvoiceOpenTotal | undefined {
      return self.data?.openTotal
    },
    get isEmpty(): boolean {
      return self.loadState.isLoaded && this.totalCount === 0
    },
    /** The numbers of the first and last invoice on show, counted over all pages. */
    get range(): { from: number; to: number } {
      const from = (this.shownPage - 1) * INVOICES_PER_PAGE + 1
      return { from, to: from + this.invoices.length - 1 }
    },
    /** The PDF's address (getInvoicePdf), downloaded as `filename`, its headings in the page's language. */
    pdfPath(invoice: InvoiceListItem, filename: string): string {
      return invoicePdfPath(invoice.id, {
        filename,
        lang: langOf(self),
        csrfToken: sessionOf(self)?.csrfToken ?? "",
      })
    },
  }))
  .actions((self) => ({
    receive(data: InvoicePage) {
      self.data = data
    },
    setPage(page: number) {
      self.page = page
    },
  }))
  .actions((self) => {
    /**
     * Loads a page (from 1); the page on show stays until the next one arrives. A page beyond the last one gives an
     * empty list with the real total (the contract), and the last page is loaded instead. The services are named in
     * the page's language.
     */
    async function load(page: number): Promise<LoadOutcome<InvoicePage>> {
      const { api } = getEnv<StoreEnv>(self)
      const asked = Number.isInteger(page) && page >= 1 ? page : 1
      self.setPage(asked)
      const outcome = await self.loadState.run(
        (signal) =>
          unwrap(
            api.GET("/api/invoices", { params: { query: { page: asked, lang: langOf(self) } }, signal }),
          ),
        self.receive,
        { refresh: self.data !== undefined },
      )
      if (outcome.status !== "loaded") return outcome
      const { totalCount, invoices } = outcome.value
      const last = invoicePageCount(totalCount)
      return invoices.length === 0 && asked > last ? load(last) : outcome
    }
    return { load }
  })

export interface InvoiceListStore extends Instance<typeof InvoiceListModel> {}
