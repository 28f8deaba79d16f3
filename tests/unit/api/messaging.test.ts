import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CustomerMessagingInfoDocument, MarkAsReadDocument } from "../../../generated/messaging.ts"
import { isApiError } from "../../../src/platform/api/errors.ts"
import {
  createMessagingClient,
  MESSAGING_PATH,
  messagingOnOrigin,
  settle,
} from "../../../src/platform/api/messaging.ts"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import { startTestSandbox, type TestSandbox } from "../../support/sandbox.ts"
import { localServer, neverAnswers, withCookies } from "./servers.ts"
import { testClock } from "../../support/clock.ts"

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(async () => {
  await sandbox.close()
})

function messaging(options: { cookies?: Record<string, string>; csrfToken?: string; seen?: Request[] } = {}) {
  return createMessagingClient({
    url: `${sandbox.url}${MESSAGING_PATH}`,
    getCsrfToken: () => options.csrfToken,
    fetch: withCookies(options.cookies ?? {}, options.seen),
  })
}

async function failure(pending: Promise<unknown>) {
  const error = await pending.then(
    () => undefined,
    (error: unknown) => error,
  )
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

describe("customer messaging over urql", () => {
  it("reads customerMessagingInfo from the sandbox", async () => {
    const data = await settle(messaging().query(CustomerMessagingInfoDocument, {}))
    expect(data.customerMessagingInfo).toMatchObject({
      active: true,
      heading: "Vastaamme viesteihin arkipäivisin",
      description: expect.stringContaining("1–3 arkipäivän"),
      announcementType: "info",
    })
  })

  it("sends queries by GET and, when asked, by POST with the body intact and the csrf token added", async () => {
    const seen: Request[] = []
    const client = messaging({ cookies: { "sandbox-lang": "en" }, csrfToken: "t0k3n", seen })
    await settle(client.query(CustomerMessagingInfoDocument, {}))
    const data = await settle(
      client.query(
        CustomerMessagingInfoDocument,
        {},
        { preferGetMethod: false, requestPolicy: "network-only" },
      ),
    )
    expect(data.customerMessagingInfo.heading).toBe("We answer messages on weekdays")
    expect(seen.map((request) => request.method)).toEqual(["GET", "POST"])
    expect(seen.every((request) => new URL(request.url).searchParams.get("csrfToken") === "t0k3n")).toBe(true)
  })

  it("settles a result served from urql's cache", async () => {
    const seen: Request[] = []
    const client = messaging({ seen })
    const first = await settle(client.query(CustomerMessagingInfoDocument, {}))
    const second = await settle(client.query(CustomerMessagingInfoDocument, {}))
    expect(second).toEqual(first)
    expect(seen).toHaveLength(1)
  })

  it("GraphQL errors are ApiError kind graphql", async () => {
    const error = await failure(settle(messaging().query("query Nope { nope }", {})))
    expect(error.kind).toBe("graphql")
    if (error.kind === "graphql") expect(error.messages[0]).toContain("nope")
  })

  it("a timeout is ApiError kind timeout", async () => {
    const silent = await localServer(neverAnswers)
    try {
      const client = createMessagingClient({ url: `${silent.url}${MESSAGING_PATH}`, timeoutMs: 50 })
      expect((await failure(settle(client.query(CustomerMessagingInfoDocument, {})))).kind).toBe("timeout")
    } finally {
      await silent.close()
    }
  })

  it("aborting settle() tears the operation down as aborted", async () => {
    const silent = await localServer(neverAnswers)
    try {
      const client = createMessagingClient({ url: `${silent.url}${MESSAGING_PATH}` })
      const controller = new AbortController()
      const pending = settle(client.query(CustomerMessagingInfoDocument, {}), controller.signal)
      setTimeout(() => controller.abort(), 20)
      expect((await failure(pending)).kind).toBe("aborted")
    } finally {
      await silent.close()
    }
  })
})

describe("messaging retry policy", () => {
  async function flakyServer(failures: number) {
    let answered = 0
    return localServer((_request, response) => {
      if (answered++ < failures) {
        response.writeHead(503, { "content-type": "text/plain" }).end("Service Unavailable")
        return
      }
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          data: {
            customerMessagingInfo: {
              active: false,
              heading: null,
              description: null,
              announcementType: "info",
            },
          },
        }),
      )
    })
  }

  it("does not retry by default", async () => {
    const flaky = await flakyServer(1)
    try {
      const client = createMessagingClient({ url: `${flaky.url}${MESSAGING_PATH}` })
      const error = await failure(settle(client.query(CustomerMessagingInfoDocument, {})))
      expect(error).toMatchObject({ kind: "http", status: 503 })
      expect(flaky.requests).toHaveLength(1)
    } finally {
      await flaky.close()
    }
  })

  it("retries a 5xx when configured", async () => {
    const flaky = await flakyServer(2)
    try {
      const client = createMessagingClient({
        url: `${flaky.url}${MESSAGING_PATH}`,
        retryPolicy: { retries: 2, baseDelayMs: 5 },
      })
      const data = await settle(client.query(CustomerMessagingInfoDocument, {}))
      expect(data.customerMessagingInfo.active).toBe(false)
      expect(flaky.requests).toHaveLength(3)
    } finally {
      await flaky.close()
    }
  })

  it("never sends a mutation twice, whatever the policy: the first send may have done the work", async () => {
    const flaky = await flakyServer(2)
    try {
      const client = createMessagingClient({
        url: `${flaky.url}${MESSAGING_PATH}`,
        retryPolicy: { retries: 2, baseDelayMs: 5 },
      })
      const error = await failure(settle(client.mutation(MarkAsReadDocument, { threadId: "t1" })))
      expect(error).toMatchObject({ kind: "http", status: 503 })
      expect(flaky.requests).toHaveLength(1)
      // the same client still retries its queries
      await settle(client.query(CustomerMessagingInfoDocument, {}))
      expect(flaky.requests).toHaveLength(3)
    } finally {
      await flaky.close()
    }
  })
})

describe("createStoreEnv", () => {
  it("puts both clients on one origin", async () => {
    const env = createStoreEnv({
      now: testClock,
      baseUrl: sandbox.url,
      getCsrfToken: () => "",
      messaging: messagingOnOrigin,
    })
    const messaging = await env.messaging!()
    const data = await settle(messaging.query(CustomerMessagingInfoDocument, {}))
    expect(data.customerMessagingInfo.active).toBe(true)
    const { data: session } = await env.api.GET("/api/session")
    expect(session?.environment).toBe("adult-development")
  })
})
