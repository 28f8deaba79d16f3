// GET /__sandbox/payments/{invoiceNumber}: how many online payments were started for an invoice, so that an
// end-to-end test can count the payment page's writes (the fault matrix: one payment however often the page is
// retried). A development tool like /__sandbox/faults: mounted only where those are. No personal data in the answer.
import { Hono } from "hono"
import type { SandboxEnv } from "../context.ts"

export const paymentAdminRoutes = new Hono<SandboxEnv>().get("/__sandbox/payments/:invoiceNumber", (c) => {
  const invoiceNumber = c.req.param("invoiceNumber")
  const row = c
    .get("db")
    .prepare("SELECT COUNT(*) AS count FROM payments WHERE invoice_number = ?")
    .get(invoiceNumber) as { count: number }
  return c.json({ invoiceNumber, payments: row.count })
})
