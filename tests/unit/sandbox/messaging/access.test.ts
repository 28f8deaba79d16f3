import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CustomerMessagingInfoDocument, MessagingThreadsDocument } from "../../../../generated/messaging.ts"
import { isApiError } from "../../../../src/platform/api/errors.ts"
import { settle } from "../../../../src/platform/api/messaging.ts"
import { ENVIRONMENT_COOKIE } from "../../../../sandbox/context.ts"
import { errorCodes, operationText, rejection, messagingClient, postOperation } from "./sandbox.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(async () => {
  await sandbox.close()
})

const threads = { query: operationText("MessagingThreads"), variables: { pagination: { limit: 9999 } } }
const markAsRead = { query: operationText("MarkAsRead"), variables: { threadId: "1" } }

function refusal(body: { errors?: { extensions?: { code?: string; reason?: string } }[]; data?: unknown }) {
  expect(body).not.toHaveProperty("data")
  return body.errors?.map((error) => [error.extensions?.code, error.extensions?.reason])
}

describe("who may use the messaging service", () => {
  it("answers the announcement to anyone", async () => {
    const data = await settle(messagingClient(sandbox).query(CustomerMessagingInfoDocument, {}))
    expect(data.customerMessagingInfo.active).toBe(true)
  })

  it("refuses an anonymous caller with 401 UNAUTHENTICATED and no data", async () => {
    const response = await postOperation(sandbox, threads)
    expect(response.status).toBe(401)
    expect(response.contentType).toMatch(/^application\/graphql-response\+json/)
    expect(refusal(response.body)).toEqual([["UNAUTHENTICATED", "noSession"]])
    const error = await rejection(
      settle(messagingClient(sandbox).query(MessagingThreadsDocument, { pagination: { limit: 9999 } })),
    )
    expect(isApiError(error, "graphql")).toBe(true)
    expect(errorCodes(error)).toEqual(["UNAUTHENTICATED"])
  })

  it("refuses a timed-out or PIN-pending login with 401", async () => {
    for (const login of [
      sandbox.login("aino", { lifetimeMs: -1000 }),
      sandbox.login("helena", { mfaPending: true }),
    ]) {
      const response = await postOperation(sandbox, threads, { login })
      expect(response.status).toBe(401)
      expect(refusal(response.body)).toEqual([["UNAUTHENTICATED", "authenticationExpired"]])
    }
  })

  it("needs the session's csrf token for mutations only", async () => {
    const login = sandbox.login("aino")
    expect((await postOperation(sandbox, threads, { login: { ...login, csrfToken: "" } })).status).toBe(200)
    const missing = await postOperation(sandbox, markAsRead, { login: { ...login, csrfToken: "" } })
    expect(missing.status).toBe(403)
    expect(refusal(missing.body)).toEqual([["FORBIDDEN", "csrfTokenMissing"]])
    const wrong = await postOperation(sandbox, markAsRead, { login, csrfToken: "not-the-token" })
    expect(refusal(wrong.body)).toEqual([["FORBIDDEN", "csrfTokenInvalid"]])
    const right = await postOperation(sandbox, markAsRead, { login })
    expect(right.status).toBe(200)
    expect(right.body.errors?.map((error) => error.extensions?.code)).toEqual(["NOT_FOUND"])
  })

  it("refuses a customer without a messaging user, and a brand without customer-messaging-allowed, with 403", async () => {
    const raili = await postOperation(sandbox, threads, { login: sandbox.login("raili") })
    expect(raili.status).toBe(403)
    expect(refusal(raili.body)).toEqual([["FORBIDDEN", "noMessagingUser"]])
    for (const environment of ["children-development"]) {
      const response = await postOperation(sandbox, threads, {
        login: sandbox.login("aino"),
        cookies: { [ENVIRONMENT_COOKIE]: environment },
      })
      expect(response.status).toBe(403)
      expect(refusal(response.body)).toEqual([["FORBIDDEN", "messagingNotAllowed"]])
    }
  })

  it("takes mutations by POST only (405 for GET)", async () => {
    const url = new URL(`${sandbox.url}/api/customer-messaging`)
    url.searchParams.set("query", markAsRead.query)
    url.searchParams.set("variables", JSON.stringify(markAsRead.variables))
    const response = await fetch(url, { headers: { accept: "application/graphql-response+json" } })
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("POST")
  })

  it("answers request errors with 400 to GraphQL-response clients and 200 to legacy JSON ones", async () => {
    const body = JSON.stringify({ query: "query { nope }" })
    const modern = await fetch(`${sandbox.url}/api/customer-messaging`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
      body,
    })
    const legacy = await fetch(`${sandbox.url}/api/customer-messaging`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body,
    })
    expect([modern.status, legacy.status]).toEqual([400, 200])
    expect(legacy.headers.get("content-type")).toMatch(/^application\/json/)
    expect(await legacy.json()).toEqual({
      errors: [expect.objectContaining({ message: expect.any(String) })],
    })
  })
})
