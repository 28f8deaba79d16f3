import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../api/client.ts"
import type { StoreEnv } from "../../api/env.ts"
import type { InvoiceSummary } from "../../api/schemas.ts"
import type { Lang } from "../../domain/language.ts"
import { LoadableModel, type LoadOutcome, type LoadStatus } from "../kit/Loadable.ts"
import type { LoadErrorKind } from "../kit/loadError.ts"
import { langOf } from "../rootAccess.ts"

/**
 * The invoice summary page (spec messaging §2, §7: getInvoiceSummary by invoice id, row descriptions in the page's
 * language): buyer, address, rows and total. Another invoice clears what was on show; the same one again (a
 * language switch, a retry) keeps it on show until the new answer. A 404 is the page's 'invoice not found'.
 */
export const InvoiceSummaryModel = types
  .model("InvoiceSummary", {
    invoiceId: "",
    loadState: types.optional(LoadableModel, {}),
  })
  .volatile(() => ({
    data: undefined as InvoiceSummary | undefined,
  }))
  .views((self) => ({
    get status(): LoadStatus {
      return self.loadState.status
    },
    get errorKind(): LoadErrorKind | undefined {
      return self.loadState.errorKind
    },
    get lang(): Lang {
      return langOf(self)
    },
    /** The invoice `invoiceId`, once it is in. */
    invoiceFor(invoiceId: string): InvoiceSummary | undefined {
      return self.invoiceId === invoiceId ? self.data : undefined
    },
    /** spec messaging §8: 'invoice not found' when the invoice fetch fails with 404. */
    get isNotFound(): boolean {
      return self.loadState.hasError && self.loadState.errorKind === "notFound"
    },
  }))
  .actions((self) => ({
    receive(data: { invoice: InvoiceSummary }) {
      self.data = data.invoice
    },
    clear() {
      self.loadState.reset()
      self.data = undefined
    },
    setInvoiceId(invoiceId: string) {
      self.invoiceId = invoiceId
    },
  }))
  .actions((self) => ({
    load(invoiceId: string): Promise<LoadOutcome<{ invoice: InvoiceSummary }>> {
      const { api } = getEnv<StoreEnv>(self)
      if (self.invoiceId !== invoiceId) {
        self.clear()
        self.setInvoiceId(invoiceId)
      }
      const lang = self.lang
      return self.loadState.run(
        (signal) =>
          unwrap(
            api.GET("/api/invoices/invoice-summary", { params: { query: { invoiceId, lang } }, signal }),
          ),
        self.receive,
        { refresh: self.data !== undefined },
      )
    },
  }))

export interface InvoiceSummaryStore extends Instance<typeof InvoiceSummaryModel> {}
