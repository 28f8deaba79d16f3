// Invoices (list, summary, PDF) and the start of an online payment.
import { Hono } from "hono"
import type { components } from "../../generated/openapi.ts"
import { requestNow, requestToday, type SandboxEnv } from "../context.ts"
import { jsonObjectOf } from "../account/body.ts"
import { langOf, requirePersona } from "../account/requirePersona.ts"
import { validationError } from "../responses.ts"
import { PDF_FILENAME, pdfResponse } from "../pdf.ts"
import { pageOf } from "../records/paging.ts"
import { openInvoiceTotal } from "../../src/domain/invoices.ts"
import { invoicePdf } from "./invoicePdf.ts"
import {
  canBePaidOnline,
  invoiceById,
  invoiceByNumber,
  invoiceOf,
  invoicesOf,
  isPaid,
  listItemOf,
  sumCentsOf,
} from "./invoices.ts"
import { createPaymentFor, paymentRequestIssues } from "./payment.ts"
import { sandboxProviderRoutes } from "./provider.ts"

type Schemas = components["schemas"]

// spec booking §9: invoices per page 10
export const INVOICE_PAGE_SIZE = 10
const notFound = { type: "notFound" } satisfies Schemas["NotFound"]

const invoiceRoutes = new Hono<SandboxEnv>()
  .get("/api/invoices", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const page = pageOf(c.req.query("page"))
    if (page === undefined)
      return validationError(c, [{ path: "query.page", message: "must be an integer from 1" }])
    // every invoice as the list says it, for the total open amount over all pages
    const invoices = invoicesOf(c.get("db"), loggedIn.subject.id).map((invoice) =>
      listItemOf(invoice, langOf(c), requestNow(c)),
    )
    const body: Schemas["InvoicePage"] = {
      page,
      pageSize: INVOICE_PAGE_SIZE,
      totalCount: invoices.length,
      openTotal: openInvoiceTotal(invoices),
      invoices: invoices.slice((page - 1) * INVOICE_PAGE_SIZE, page * INVOICE_PAGE_SIZE),
    }
    return c.json(body)
  })
  .get("/api/invoices/invoice-summary", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const invoiceId = c.req.query("invoiceId") ?? ""
    if (!/^[0-9]+$/.test(invoiceId))
      return validationError(c, [{ path: "query.invoiceId", message: "must be digits" }])
    const invoice = invoiceById(c.get("db"), loggedIn.subject.id, invoiceId)
    if (!invoice) return c.json(notFound, 404)
    return c.json({
      invoice: invoiceOf(invoice, langOf(c), requestNow(c)),
    } satisfies Schemas["InvoiceResponse"])
  })
  .get("/api/invoices/:id/pdf", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const filename = c.req.query("filename") ?? ""
    if (!PDF_FILENAME.test(filename)) {
      return validationError(c, [{ path: "query.filename", message: "must be a file name ending in .pdf" }])
    }
    const invoice = invoiceById(c.get("db"), loggedIn.subject.id, c.req.param("id"))
    if (!invoice) return c.json(notFound, 404)
    return pdfResponse(invoicePdf(invoice, langOf(c), loggedIn.brand, requestToday(c)), filename)
  })

const paymentRoutes = new Hono<SandboxEnv>()
  .get("/api/payments/good-sign-invoice", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const invoiceNumber = c.req.query("invoiceNumber") ?? ""
    if (!/^[0-9]+$/.test(invoiceNumber)) {
      return validationError(c, [{ path: "query.invoiceNumber", message: "must be digits" }])
    }
    const invoice = invoiceByNumber(c.get("db"), loggedIn.subject.id, invoiceNumber)
    if (!invoice) return c.json(notFound, 404)
    return c.json({
      invoice: invoiceOf(invoice, langOf(c), requestNow(c)),
    } satisfies Schemas["InvoiceResponse"])
  })
  .post("/api/payments", async (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const body = await jsonObjectOf(c)
    if (body instanceof Response) return body
    const issues = paymentRequestIssues(body)
    if (issues.length > 0) return validationError(c, issues)
    const request = body as Schemas["PaymentCreationRequest"]
    const db = c.get("db")
    const invoice = invoiceByNumber(db, loggedIn.subject.id, request.reference)
    if (!invoice) return c.json(notFound, 404)
    const conflict = (type: Schemas["PaymentCreationConflict"]["type"]) =>
      c.json({ type } satisfies Schemas["PaymentCreationConflict"], 409)
    if (isPaid(invoice)) return conflict("invoiceAlreadyPaid")
    if (!canBePaidOnline(invoice, requestNow(c))) return conflict("notPayableOnline")
    if (request.amount !== sumCentsOf(invoice)) return conflict("invoiceSumNotValid")
    return c.json(createPaymentFor(c, loggedIn.subject.id, invoice, request))
  })

export const paymentsApi = new Hono<SandboxEnv>()
  .route("/", invoiceRoutes)
  .route("/", paymentRoutes)
  .route("/", sandboxProviderRoutes)
