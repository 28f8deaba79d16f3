import type { InvoicesArea } from "../../store/invoices/area.ts"
import { useArea } from "../../../../kit/ui/StoreContext.tsx"

/** The invoices area's models: the list and the summary. */
export function useInvoicesArea(): InvoicesArea {
  return useArea("invoices")
}
