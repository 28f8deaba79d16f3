// Cases for the `payments` tag: the invoice to pay, starting a payment, and the sandbox's test provider. The
// provider's page takes a form (application/x-www-form-urlencoded), which the suite cannot send yet: it sends a
// case's body as JSON text, so only the refusals of a malformed form run here.
import { defineCases } from "../support/cases.ts"
import { as, PERSONAS } from "./account.ts"

// Aino's seeded invoices: 3040601 (75,00 €) and 3040512 (89,00 €) payable online, 3040377 past its online payment
// time, 3037764 paid.
const paymentOf = (reference: string, amount: number) => ({
  amount,
  customer: {
    email: "aino.virtanen@example.fi",
    phone: "+358401234567",
    firstName: "Aino",
    lastName: "Virtanen",
  },
  items: [{ productCode: "", unitPrice: amount, units: 1, vatPercentage: 0 }],
  language: "FI",
  reference,
})
const FORM = { "content-type": "application/x-www-form-urlencoded" }
const NO_FORMS = "the suite sends a case's body as JSON text; a form post needs a body of its own (send.ts)"

export const cases = defineCases([
  {
    operationId: "getGoodSignInvoice",
    title: "an open invoice",
    request: { query: { invoiceNumber: "3040512" } },
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getGoodSignInvoice",
    title: "a paid invoice",
    request: { query: { invoiceNumber: "3037764" } },
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getGoodSignInvoice",
    title: "no such invoice",
    request: { query: { invoiceNumber: "1" } },
    setup: as("aino"),
    status: 404,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getGoodSignInvoice",
    title: "without a session",
    request: { query: { invoiceNumber: "1" } },
    status: 401,
  },
  {
    operationId: "createPayment",
    title: "an open invoice",
    request: { body: paymentOf("3040601", 7500) },
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "createPayment",
    title: "a paid invoice",
    request: { body: paymentOf("3037764", 4000) },
    setup: as("aino"),
    status: 409,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "createPayment",
    title: "a sum other than the invoice's",
    request: { body: paymentOf("3040601", 100) },
    setup: as("aino"),
    status: 409,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "createPayment",
    title: "past its online payment time",
    request: { body: paymentOf("3040377", 4900) },
    setup: as("aino"),
    status: 409,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "createPayment",
    title: "no such invoice",
    request: { body: paymentOf("1", 4900) },
    setup: as("aino"),
    status: 404,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "createPayment",
    title: "items that do not add up to the amount",
    request: { body: { ...paymentOf("3040601", 7500), amount: 7400 } },
    setup: as("aino"),
    status: 400,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "createPayment",
    title: "without a session",
    request: { body: paymentOf("3040601", 7500) },
    status: 401,
  },
  {
    operationId: "openSandboxPaymentPage",
    title: "a payment just created",
    status: 200,
    sandboxOnly: PERSONAS,
    pending: NO_FORMS,
  },
  {
    operationId: "openSandboxPaymentPage",
    title: "an unknown transaction",
    status: 404,
    sandboxOnly: PERSONAS,
    pending: NO_FORMS,
  },
  {
    operationId: "openSandboxPaymentPage",
    title: "a form without the provider",
    request: { headers: FORM, body: "transaction-id" },
    status: 400,
    sandboxOnly: "the test provider is the sandbox's",
  },
  {
    operationId: "completeSandboxPayment",
    title: "the payment cancelled",
    status: 303,
    sandboxOnly: PERSONAS,
    pending: NO_FORMS,
  },
  {
    operationId: "completeSandboxPayment",
    title: "an unknown transaction",
    status: 404,
    sandboxOnly: PERSONAS,
    pending: NO_FORMS,
  },
  {
    operationId: "completeSandboxPayment",
    title: "a form without the outcome",
    request: { headers: FORM, body: "transaction-id" },
    status: 400,
    sandboxOnly: "the test provider is the sandbox's",
  },
])
