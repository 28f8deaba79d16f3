import { INVOICES_AREA, type InvoicesArea } from "../../stores/invoices/area.ts"
import { useArea } from "../StoreContext.tsx"

/** The invoices area's models: the list and the summary. */
export function useInvoicesArea(): InvoicesArea {
  return useArea(INVOICES_AREA)
}
