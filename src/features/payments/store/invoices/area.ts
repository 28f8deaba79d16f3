import { types, type Instance } from "mobx-state-tree"
import { InvoiceListModel } from "./InvoiceList.ts"
import { InvoiceSummaryModel } from "./InvoiceSummary.ts"

/** The invoices (spec booking §2 side menu 'Invoices'): the list 10 a page with PDFs, and one invoice's summary. */
export const InvoicesAreaModel = types.model("InvoicesArea", {
  list: types.optional(InvoiceListModel, {}),
  summary: types.optional(InvoiceSummaryModel, {}),
})

export interface InvoicesArea extends Instance<typeof InvoicesAreaModel> {}

export type { InvoiceListItem, InvoiceSummary } from "../../../../platform/api/schemas.ts"
