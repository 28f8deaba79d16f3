// Cases for the `invoices` tag: 10 a page.
import { defineCases } from "../support/cases.ts"
import { as, PERSONAS } from "./account.ts"

// Aino's seeded invoice 88194 (number 3040512), open and payable online.
const INVOICE_ID = "88194"

export const cases = defineCases([
  {
    operationId: "listInvoices",
    title: "the first page",
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "listInvoices",
    title: "the second page",
    request: { query: { page: 2 } },
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "listInvoices",
    title: "an overdue invoice",
    setup: as("marko"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  // the inferred fields (InvoiceVisit, InvoiceOpenTotal): their shapes are the schema's; the services in the asked
  // language, and Marko's invoice in debt collection counts as open and overdue
  {
    operationId: "listInvoices",
    title: "the services in Swedish",
    request: { query: { page: 1, lang: "sv" } },
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "listInvoices",
    title: "not a language",
    request: { query: { lang: "de" } },
    setup: as("aino"),
    status: 400,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "listInvoices",
    title: "not a page number",
    request: { query: { page: "first" } },
    setup: as("aino"),
    status: 400,
    sandboxOnly: PERSONAS,
  },
  { operationId: "listInvoices", title: "without a session", status: 401 },
  {
    operationId: "getInvoiceSummary",
    title: "an invoice, rows in English",
    request: { query: { invoiceId: INVOICE_ID, lang: "en" } },
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getInvoiceSummary",
    title: "another patient's invoice",
    request: { query: { invoiceId: INVOICE_ID, lang: "fi" } },
    setup: as("marko"),
    status: 404,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getInvoicePdf",
    title: "an invoice",
    request: { path: { id: INVOICE_ID }, query: { filename: "lasku-3040512.pdf", lang: "fi" } },
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getInvoicePdf",
    title: "a file name beyond Latin-1, given back twice",
    request: { path: { id: INVOICE_ID }, query: { filename: "Lasku – 3040512 €.pdf", lang: "sv" } },
    setup: as("aino"),
    status: 200,
    expectHeaders: {
      "content-disposition":
        /^inline; filename="Lasku _ 3040512 _\.pdf"; filename\*=UTF-8''Lasku%20%E2%80%93%203040512%20%E2%82%AC\.pdf$/,
    },
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getInvoicePdf",
    title: "a control character in the file name",
    request: { path: { id: INVOICE_ID }, query: { filename: "lasku\u0007.pdf", lang: "fi" } },
    setup: as("aino"),
    status: 400,
    sandboxOnly: PERSONAS,
  },
  // the free-text rule: a C1 control or a direction override could show 'fdp.exe' as 'exe.pdf' in the download
  ...[
    ["a C1 control (NEL)", "lasku\u0085.pdf"],
    ["the right-to-left override U+202E", "lasku-\u202efdp.exe.pdf"],
    ["the isolate U+2066", "\u2066lasku.pdf"],
  ].map(([what, filename]) => ({
    operationId: "getInvoicePdf",
    title: `${what} in the file name`,
    request: { path: { id: INVOICE_ID }, query: { filename: filename!, lang: "fi" } },
    setup: as("aino"),
    status: 400,
    sandboxOnly: PERSONAS,
  })),
  {
    operationId: "getInvoicePdf",
    title: "no such invoice",
    request: { path: { id: "1" }, query: { filename: "lasku.pdf", lang: "fi" } },
    setup: as("aino"),
    status: 404,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getInvoicePdf",
    title: "without a file name",
    request: { path: { id: INVOICE_ID }, query: { lang: "fi" } },
    setup: as("aino"),
    status: 400,
    sandboxOnly: PERSONAS,
  },
])
