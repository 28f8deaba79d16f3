import { getEnv, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../../platform/api/client.ts"
import type { StoreEnv } from "../../../../platform/api/env.ts"
import type { InvoiceSummary } from "../../../../platform/api/schemas.ts"
import type { LoadOutcome } from "../../../../kit/stores/Loadable.ts"
import { resourceModel } from "../../../../kit/stores/Resource.ts"

/**
 * The invoice summary page (spec messaging §2, §7: getInvoiceSummary by invoice id, row descriptions in the page's
 * language): buyer, address, rows and total. Another invoice clears what was on show; the same one again (a
 * language switch, a retry) keeps it on show until the new answer. A 404 is the page's 'invoice not found'.
 */
export const InvoiceSummaryModel = resourceModel<{ invoice: InvoiceSummary }>("InvoiceSummary")
  .views((self) => ({
    /** The invoice `invoiceId`, once it is in. */
    invoiceFor(invoiceId: string): InvoiceSummary | undefined {
      return self.dataFor(invoiceId)?.invoice
    },
  }))
  .actions((self) => ({
    load(invoiceId: string): Promise<LoadOutcome<{ invoice: InvoiceSummary }>> {
      const { api } = getEnv<StoreEnv>(self)
      const lang = self.lang
      return self.loadFor(invoiceId, (signal) =>
        unwrap(api.GET("/api/invoices/invoice-summary", { params: { query: { invoiceId, lang } }, signal })),
      )
    },
  }))

export interface InvoiceSummaryStore extends Instance<typeof InvoiceSummaryModel> {}
