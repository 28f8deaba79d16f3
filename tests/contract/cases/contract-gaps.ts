// Promises the contract makes for every operation or for a few that once broke them (issue 19 point 7): a 400
// for a body sent to an operation that takes none, no-store on personal answers, and a PIN only at the SMS-code
// step.
import { defineCases } from "../support/cases.ts"
import { as, PERSONAS } from "./account.ts"

export const cases = defineCases([
  {
    operationId: "logout",
    title: "with a body it does not take",
    request: { raw: { contentType: "application/json", bytes: '{"everywhere":true}' } },
    setup: as("aino"),
    status: 400,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "listCertificates",
    title: "a personal answer no cache keeps",
    setup: as("aino"),
    status: 200,
    expectHeaders: { "cache-control": /no-store/ },
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getUserProfile",
    title: "the profile, kept by no cache",
    request: { query: { lang: "fi" } },
    setup: as("aino"),
    status: 200,
    expectHeaders: { "cache-control": /no-store/ },
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "checkPin",
    title: "from the session of a patient without SMS login (no PIN step)",
    request: { body: { pin: "0000" } },
    setup: as("aino"),
    status: 409,
    sandboxOnly: PERSONAS,
  },
])
