// An invoice as a one-page PDF, headings in the requested language.
import type { Lang } from "../../src/domain/language.ts"
import type { BrandId } from "../personas.ts"
import { pdfDocument, type PdfLine } from "../pdf.ts"
import { finnishDate } from "../records/days.ts"
import { isPaid, listStatusOf, sumCentsOf, type StoredInvoice } from "./invoices.ts"

const HEADINGS = {
  fi: {
    invoice: "Lasku",
    number: "Laskun numero",
    date: "Laskun päivämäärä",
    due: "Eräpäivä",
    reference: "Viitenumero",
    buyer: "Maksaja",
    rows: "Erittely",
    vat: "alv",
    total: "Yhteensä",
    paid: "Maksettu",
    open: "Avoin",
    overdue: "Erääntynyt: ota yhteyttä perintäkumppaniimme",
    footer: "Tämä lasku on testiympäristön esimerkkiaineistoa, eikä sitä tarvitse maksaa.",
  },
  sv: {
    invoice: "Faktura",
    number: "Fakturanummer",
    date: "Fakturadatum",
    due: "Förfallodag",
    reference: "Referensnummer",
    buyer: "Betalare",
    rows: "Specifikation",
    vat: "moms",
    total: "Totalt",
    paid: "Betald",
    open: "Öppen",
    overdue: "Förfallen: kontakta vår inkassopartner",
    footer: "Denna faktura är exempeldata i testmiljön och behöver inte betalas.",
  },
  en: {
    invoice: "Invoice",
    number: "Invoice number",
    date: "Invoice date",
    due: "Due date",
    reference: "Reference number",
    buyer: "Payer",
    rows: "Details",
    vat: "VAT",
    total: "Total",
    paid: "Paid",
    open: "Open",
    overdue: "Overdue: please contact our debt collection partner",
    footer: "This invoice is sample data of the test environment and need not be paid.",
  },
} as const satisfies Record<Lang, Record<string, string>>

export function euros(cents: number, lang: Lang): string {
  const amount = (cents / 100).toFixed(2)
  return lang === "en" ? `EUR ${amount}` : `${amount.replace(".", ",")} €`
}

export function invoicePdf(
  invoice: StoredInvoice,
  lang: Lang,
  brand: BrandId,
  today: string,
): Uint8Array<ArrayBuffer> {
  const h = HEADINGS[lang]
  const status = isPaid(invoice)
    ? `${h.paid} ${invoice.paidDate ? finnishDate(invoice.paidDate) : ""}`.trim()
    : listStatusOf(invoice, today) === "overdue"
      ? h.overdue
      : h.open
  const lines: PdfLine[] = [
    { text: brand === "children" ? "Aava Lastenklinikka" : "Aava", size: 18, bold: true },
    { text: h.invoice, size: 14, bold: true, gapBefore: 8 },
    { text: `${h.number}: ${invoice.invoiceNumber}`, gapBefore: 6 },
    { text: `${h.date}: ${finnishDate(invoice.creationDate)}` },
    { text: `${h.due}: ${finnishDate(invoice.dueDate)}` },
    { text: `${h.reference}: ${invoice.invoiceNumber}` },
    { text: h.buyer, bold: true, gapBefore: 10 },
    { text: invoice.buyerName },
    { text: invoice.buyerAddress.street },
    { text: `${invoice.buyerAddress.postalCode} ${invoice.buyerAddress.postOffice}` },
    { text: h.rows, bold: true, gapBefore: 10 },
    ...invoice.rows.map((row) => ({
      text:
        `${finnishDate(invoice.visitDate)}  ${row.description[lang]}  ${row.count} × ${euros(row.unitPriceCents, lang)}` +
        `  ${h.vat} ${String(row.vatPercentage).replace(".", lang === "en" ? "." : ",")} %` +
        `  ${euros(row.count * row.unitPriceCents, lang)}`,
    })),
    { text: `${h.total}: ${euros(sumCentsOf(invoice), lang)}`, bold: true, gapBefore: 8 },
    { text: status, gapBefore: 4 },
    { text: h.footer, size: 8, gapBefore: 24 },
  ]
  return pdfDocument({ title: `${h.invoice} ${invoice.invoiceNumber}`, lines })
}
