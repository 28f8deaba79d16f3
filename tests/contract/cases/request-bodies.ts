// The contract's "Request bodies" rule (contracts/openapi.yaml, info): a body over its operation's limit is
// refused with 413 before it is read, and a JSON body in another charset than UTF-8 with 415. A body streamed
// without Content-Length (chunked) is held to the same limit, by REST and by the messaging service (64 KiB,
// contracts/messaging.graphql), and an empty one is answered as empty: never a 500. How little of a long stream
// is read is the sandbox's unit tests' (tests/unit/sandbox/bodyLimits.test.ts).
import { defineCases } from "../support/cases.ts"
import { as, PERSONAS } from "./account.ts"

// 40 KiB of JSON, past the default 32 KiB: an anonymous call, as an attacker would send it
const OVERSIZED = JSON.stringify({
  appointmentId: "80400001",
  ssnEndPart: "123A",
  padding: "x".repeat(40 * 1024),
})
const CHECK_IN = JSON.stringify({ appointmentId: "99999999", ssnEndPart: "123A" })
const ANNOUNCEMENT = JSON.stringify({
  query:
    "query CustomerMessagingInfo { customerMessagingInfo { active heading description announcementType } }",
  operationName: "CustomerMessagingInfo",
})
const OVERSIZED_QUERY = JSON.stringify({ query: `{ __typename } # ${"x".repeat(70_000)}` })

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
  {
    operationId: "checkInAnonymously",
    title: "a body of 40 KiB streamed without Content-Length",
    request: { raw: { contentType: "application/json", bytes: OVERSIZED }, chunked: true },
    status: 413,
  },
  {
    operationId: "checkInAnonymously",
    title: "a small body streamed without Content-Length",
    request: { raw: { contentType: "application/json", bytes: CHECK_IN }, chunked: true },
    status: 200,
  },
  {
    graphql: "CustomerMessagingInfo",
    title: "a query streamed without Content-Length: answered",
    method: "POST",
    body: { text: ANNOUNCEMENT, chunked: true },
    status: 200,
  },
  {
    graphql: "CustomerMessagingInfo",
    title: "a body over 64 KiB streamed without Content-Length",
    method: "POST",
    body: { text: OVERSIZED_QUERY, chunked: true },
    status: 413,
    expectError: "REQUEST_TOO_LARGE",
  },
  {
    graphql: "CustomerMessagingInfo",
    title: "an empty POST without Content-Length",
    method: "POST",
    body: { text: "", chunked: true },
    status: 400,
  },
  {
    graphql: "CustomerMessagingInfo",
    title: "an empty POST with Content-Length: 0",
    method: "POST",
    body: { text: "" },
    status: 400,
  },
])
