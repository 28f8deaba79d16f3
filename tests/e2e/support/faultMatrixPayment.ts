// Fault-matrix row of payments: starting the online payment of an invoice (see faultMatrix.ts). The page starts the
// payment itself as it opens; the row opens it with the first attempt dropped, so that each cell's press is the
// page's own 'Try again'. Hanna's invoice is paid by no other spec; the payments started for it are counted through
// the sandbox's development tool.
import type { APIRequestContext } from "@playwright/test"
import { expect } from "../fixtures.ts"
import { SANDBOX_URL } from "../ports.ts"
import { injectFault, logIn, text, type FaultRow } from "./faultMatrix.ts"

const INVOICE_NUMBER = "3040670"

async function paymentsStarted(request: APIRequestContext): Promise<number> {
  const answer = await request.get(`${SANDBOX_URL}/__sandbox/payments/${INVOICE_NUMBER}`)
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { payments: number }).payments
}

export const paymentStart: FaultRow = {
  flow: "payment: starting the online payment of an invoice",
  operationId: "createPayment",
  messages: {
    drop: text("payment:messages.somethingWentWrong"),
    "status=503": text("payment:messages.somethingWentWrong"),
    timeout: text("payment:messages.somethingWentWrong"),
  },
  noInput: "the page starts the payment by itself: nothing is typed",
  async start({ page, request }) {
    const path = `/en/invoices/${INVOICE_NUMBER}/payment`
    const lift = await injectFault(page, "createPayment", "drop")
    await logIn(page, "Hanna Rautio", path)
    await expect(page.getByText(text("payment:messages.somethingWentWrong"))).toBeVisible()
    await lift()
    return {
      submit: (press) => press(page.getByRole("button", { name: text("payment:page.retryCreation") })),
      // the providers' buttons show once the payment is started
      succeeded: () => expect(page.getByRole("button", { name: "Sandbox Card" })).toBeVisible(),
      changes: () => paymentsStarted(request),
    }
  },
  noRace:
    "a started payment is a provider session of its own: a second browser starts a second one by design",
}
