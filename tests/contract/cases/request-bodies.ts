// The contract's "Request bodies" rule (contracts/openapi.yaml, info): a body over its operation's limit is
// refused with 413 before it is read, and a JSON body in another charset than UTF-8 with 415. A body streamed
// without Content-Length is the sandbox's unit tests' (tests/unit/sandbox/bodyLimits.test.ts).
import { defineCases } from "../support/cases.ts"
import { as, PERSONAS } from "./account.ts"

// 40 KiB of JSON, past the default 32 KiB: an anonymous call, as an attacker would send it
const OVERSIZED = JSON.stringify({
  appointmentId: "80400001",
  ssnEndPart: "123A",
  padding: "x".repeat(40 * 1024),
})
const CHECK_IN = JSON.stringify({ appointmentId: "99999999", ssnEndPart: "123A" })

export const cases = defineCases([
  {
    operationId: "checkInAnonymously",
    title: "a body of 40 KiB: refused before it is parsed",
    request: { raw: { contentType: "application/json", bytes: OVERSIZED } },
    status: 413,
  },
  {
    operationId: "checkInAnonymously",
    title: "a JSON body in UTF-16",
    request: {
      raw: {
        contentType: "application/json; charset=utf-16",
        bytes: new Uint8Array(Buffer.from(CHECK_IN, "utf16le")),
      },
    },
    status: 415,
  },
  {
    operationId: "checkInAnonymously",
    title: "a JSON body said to be Latin-1",
    request: { raw: { contentType: "application/json; charset=ISO-8859-1", bytes: CHECK_IN } },
    status: 415,
  },
  {
    operationId: "checkInAnonymously",
    title: "a JSON body said to be UTF-8",
    request: { raw: { contentType: "application/json; charset=UTF-8", bytes: CHECK_IN } },
    status: 200,
  },
  {
    operationId: "saveContactInfo",
    title: "a logged-in body of 40 KiB",
    request: { raw: { contentType: "application/json", bytes: OVERSIZED } },
    setup: as("aino"),
    status: 413,
    sandboxOnly: PERSONAS,
  },
])
