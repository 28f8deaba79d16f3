// Cases for the `payments` tag: the invoice to pay, starting a payment, and the sandbox's test provider, which
// takes the browser's form posts (application/x-www-form-urlencoded) and answers the last with a redirect.
import { defineCases, type CaseContext, type RequestParts } from "../support/cases.ts"
import { as, callAs, personaLogin, PERSONAS } from "./account.ts"

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
const TEST_PROVIDER = "the test provider is the sandbox's"
const UNKNOWN_TRANSACTION = "00000000-0000-4000-8000-000000000000"

interface PaymentCreation {
  providers: { id: string; url: string; parameters: { name: string; value: string }[] }[]
}

/** Starts a payment of Aino's 3040601 (75,00 €): the first provider's hidden fields, as the portal's form posts them. */
async function providerForm(context: CaseContext): Promise<RequestParts> {
  const login = await personaLogin(context, "aino")
  const payment = await callAs<PaymentCreation>(
    context,
    login,
    "POST",
    "/api/payments",
    paymentOf("3040601", 7500),
  )
  const provider = payment.providers[0]
  if (!provider) throw new Error("setup: createPayment offered no provider")
  return { form: Object.fromEntries(provider.parameters.map(({ name, value }) => [name, value])) }
}

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
    setup: providerForm,
    status: 200,
    expectHeaders: { "content-type": /^text\/html\b/ },
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "openSandboxPaymentPage",
    title: "an unknown transaction",
    request: { form: { "transaction-id": UNKNOWN_TRANSACTION, provider: "sandbox-pankki" } },
    status: 404,
    sandboxOnly: TEST_PROVIDER,
  },
  {
    operationId: "openSandboxPaymentPage",
    title: "a form without the provider",
    request: { form: { "transaction-id": UNKNOWN_TRANSACTION } },
    status: 400,
    sandboxOnly: TEST_PROVIDER,
  },
  {
    // Cancelled, not paid: the invoice stays open for the other cases.
    operationId: "completeSandboxPayment",
    title: "the payment cancelled",
    request: { form: { outcome: "fail" } },
    setup: async (context) => {
      const { form } = await providerForm(context)
      return { form: { "transaction-id": form?.["transaction-id"] ?? "" } }
    },
    status: 303,
    expectHeaders: { location: /^\/fi\/laskut\/3040601\/maksun-tulos\?status=fail$/ },
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "completeSandboxPayment",
    title: "an unknown transaction",
    request: { form: { "transaction-id": UNKNOWN_TRANSACTION, outcome: "ok" } },
    status: 404,
    sandboxOnly: TEST_PROVIDER,
  },
  {
    operationId: "completeSandboxPayment",
    title: "a form without the outcome",
    request: { form: { "transaction-id": UNKNOWN_TRANSACTION } },
    status: 400,
    sandboxOnly: TEST_PROVIDER,
  },
])
