import type { ListableInvoiceStatus } from "../../domain/invoices.ts"
import type { Lang } from "../../domain/language.ts"
import type { InvoiceListItem } from "./schemas.ts"

// The domain's statuses are the contract's ListableInvoiceStatus, both ways: a status added to either fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const statusesMatch: Same<ListableInvoiceStatus, InvoiceListItem["status"]> = true
void statusesMatch

/**
 * The address of an invoice's PDF (contract getInvoicePdf), for a link on the same origin: opened as a link, so the
 * session's csrf token travels in the query like on every logged-in call; `filename` names the download (the server
 * gives it back in Content-Disposition) and `lang` is the language of its headings.
 */
export function invoicePdfPath(
  id: string,
  { filename, lang, csrfToken }: { filename: string; lang: Lang; csrfToken: string },
): string {
  const query = new URLSearchParams({ filename, lang })
  if (csrfToken) query.set("csrfToken", csrfToken)
  return `/api/invoices/${encodeURIComponent(id)}/pdf?${query.toString()}`
}
