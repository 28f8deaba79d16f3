import type { SaveAction } from "../../../../domain/appointmentRules.ts"
import type { Lang } from "../../../../domain/language.ts"
import { buildPath } from "../../../../platform/routing/index.ts"

/**
 * spec booking §2, §4 My-information form: after saving, the next page is the reservation page, the
 * appointment's page, the invoice page, or this page again (reload-page, and without a saveAction). The saveAction
 * has no field of its own for an invoice: with go-to-invoice-page its id (appointmentId) is the invoice number whose
 * payment page to return to; without one, the invoices list.
 */
export function saveActionTarget(action: SaveAction | undefined, lang: Lang, currentPath: string): string {
  const id = action?.appointmentId
  switch (action?.type) {
    case "go-to-reserve-appointment-page":
      return id ? buildPath("availableAppointments", lang, { id }) : currentPath
    case "go-to-view-appointment-page":
      return id ? buildPath("appointmentsByIds", lang, { ids: [id] }) : currentPath
    case "go-to-invoice-page":
      return id ? buildPath("invoicePayment", lang, { invoiceNumber: id }) : buildPath("invoices", lang)
    default:
      return currentPath
  }
}

/** spec §2: the tab the page opens on: the consent tab when the target is the appointment page's consent tab. */
export function initialTab(action: SaveAction | undefined): "contact" | "consent" {
  return action?.type === "go-to-view-appointment-page" && action.tab === "consent" ? "consent" : "contact"
}
