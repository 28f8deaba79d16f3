// The messaging service's request limits (sandbox/messaging/limits.ts, documented in contracts/messaging.graphql):
// each refusal's code, the largest real operation well inside them, and introspection only with development tools.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MESSAGING_LIMITS } from "../../../../sandbox/messaging/limits.ts"
import { operationText, type GraphqlBody, postOperation } from "./sandbox.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
let production: TestSandbox

beforeAll(async () => {
  ;[sandbox, production] = await Promise.all([
    startTestSandbox(),
    startTestSandbox({ config: { devTools: false } }),
  ])
}, 60_000)
afterAll(async () => {
  await Promise.all([sandbox.close(), production.close()])
})

const codes = (body: GraphqlBody) => body.errors?.map((error) => error.extensions?.code)

/** The thread list `count` times under aliases, about 50 bytes each (a thousand fit under the body limit). */
function aliases(count: number): string {
  const list = Array.from(
    { length: count },
    (_, index) => `t${index}:messagingThreads(pagination:{limit:1}){totalCount}`,
  )
  return `query MessagingThreads{${list.join(" ")}}`
}

/** Selection sets nested `depth` deep (the fields need not exist: depth is measured before validation). */
function nested(depth: number): string {
  return `query Deep ${"{ a ".repeat(depth - 1)}{ b }${" }".repeat(depth - 1)}`
}

describe("the messaging service's request limits", () => {
  it("answers the contract's largest operation", async () => {
    const login = sandbox.login("aino")
    const response = await postOperation(
      sandbox,
      {
        query: operationText("MessagingThreadForCustomer"),
        variables: { id: "1", pagination: { limit: 9999 } },
      },
      { login },
    )
    expect(response.status).toBe(200)
    expect(response.body.errors).toBeUndefined()
  })

  it("refuses a thousand aliases by their tokens, and answers a session call sent beside it", async () => {
    const login = sandbox.login("aino")
    const [refused, session] = await Promise.all([
      postOperation(sandbox, { query: aliases(1000) }, { login }),
      fetch(`${sandbox.url}/api/session`),
    ])
    expect([refused.status, codes(refused.body)]).toEqual([400, ["MAX_TOKENS_EXCEEDED"]])
    expect(refused.body).not.toHaveProperty("data")
    expect(session.status).toBe(200)
  })

  it("allows ten aliases and refuses eleven", async () => {
    const login = sandbox.login("aino")
    const ten = await postOperation(sandbox, { query: aliases(MESSAGING_LIMITS.maxAliases) }, { login })
    expect(ten.status).toBe(200)
    const eleven = await postOperation(
      sandbox,
      { query: aliases(MESSAGING_LIMITS.maxAliases + 1) },
      { login },
    )
    expect([eleven.status, codes(eleven.body)]).toEqual([400, ["MAX_ALIASES_EXCEEDED"]])
  })

  it("refuses more than 200 fields, counting a fragment wherever it is spread", async () => {
    const login = sandbox.login("aino")
    const fields = "id title isActive created threadType ".repeat(9) // 45 fields
    const query = `query MessagingThreads { messagingThreads(pagination: { limit: 1 }) { items { ...F ...F ...F ...F ...F } } }
      fragment F on MessagingThread { ${fields} }`
    const response = await postOperation(sandbox, { query }, { login })
    expect([response.status, codes(response.body)]).toEqual([400, ["MAX_FIELDS_EXCEEDED"]])
  })

  it("refuses selections nested deeper than 8, before validation", async () => {
    const response = await postOperation(sandbox, { query: nested(MESSAGING_LIMITS.maxDepth + 1) })
    expect([response.status, codes(response.body)]).toEqual([400, ["MAX_DEPTH_EXCEEDED"]])
  })

  it("runs one mutation field a request", async () => {
    const login = sandbox.login("aino")
    const query = `mutation MarkAsRead { a: markAsRead(threadId: "1") { readAt } b: markAsRead(threadId: "1") { readAt } }`
    const response = await postOperation(sandbox, { query }, { login })
    expect([response.status, codes(response.body)]).toEqual([400, ["ONE_MUTATION_PER_REQUEST"]])
  })

  it("refuses a body over 64 KiB with 413", async () => {
    const query = `query CustomerMessagingInfo { customerMessagingInfo { active } } # ${"x".repeat(MESSAGING_LIMITS.maxBodyBytes)}`
    const response = await postOperation(sandbox, { query })
    expect([response.status, codes(response.body)]).toEqual([413, ["REQUEST_TOO_LARGE"]])
  })

  it("refuses a list limit over its maximum and a cost over the maximum, before running", async () => {
    const login = sandbox.login("aino")
    const query = (threads: number, messages: number) =>
      `query T { messagingThreads(pagination: { limit: ${threads} }) { items { messages(pagination: { limit: ${messages} }) { totalCount } } } }`
    const over = await postOperation(sandbox, { query: query(10_000, 1) }, { login })
    expect([over.status, codes(over.body)]).toEqual([400, ["MAX_LIMIT_EXCEEDED"]])
    const costly = await postOperation(sandbox, { query: query(9999, 9999) }, { login })
    expect([costly.status, codes(costly.body)]).toEqual([400, ["MAX_COST_EXCEEDED"]])
    expect((await postOperation(sandbox, { query: query(9999, 9) }, { login })).status).toBe(200)
  })

  it("reads a POST without Content-Length up to 64 KiB: answered, refused past it, 400 when empty", async () => {
    const post = (body: string) =>
      fetch(`${sandbox.url}/api/customer-messaging`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
        body: new Blob([body]).stream(),
        duplex: "half",
      } as RequestInit)
    const info = await post(
      JSON.stringify({ query: "query CustomerMessagingInfo { customerMessagingInfo { active } }" }),
    )
    expect(info.status).toBe(200)
    expect(((await info.json()) as GraphqlBody).data).toHaveProperty("customerMessagingInfo.active")
    const large = await post(
      JSON.stringify({ query: `{ __typename } # ${"x".repeat(MESSAGING_LIMITS.maxBodyBytes)}` }),
    )
    expect([large.status, codes((await large.json()) as GraphqlBody)]).toEqual([413, ["REQUEST_TOO_LARGE"]])
    const empty = await post("")
    expect(empty.status).toBe(400)
  })

  it("answers introspection only where the development tools are on", async () => {
    const query = "query Schema { __schema { queryType { name } } }"
    expect((await postOperation(sandbox, { query }, { login: sandbox.login("aino") })).status).toBe(200)
    const refused = await postOperation(production, { query }, { login: production.login("aino") })
    expect(refused.status).toBe(400)
    expect(refused.body.errors?.[0]?.message).toMatch(/introspection/i)
  })
})
