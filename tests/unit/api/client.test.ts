import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { createApiClient, unwrap } from "../../../src/platform/api/client.ts"
import { isApiError } from "../../../src/platform/api/errors.ts"
import { REQUEST_TIMEOUT_MS } from "../../../src/platform/api/transport.ts"
import { startTestSandbox, type TestSandbox } from "../../support/sandbox.ts"
import {
  closedOrigin,
  localServer,
  neverAnswers,
  stallsBody,
  withCookies,
  type LocalServer,
} from "./servers.ts"

let sandbox: TestSandbox
let silent: LocalServer

beforeAll(async () => {
  sandbox = await startTestSandbox()
  silent = await localServer(neverAnswers)
})
afterAll(async () => {
  await Promise.all([sandbox.close(), silent.close()])
})

function client(options: { cookies?: Record<string, string>; csrfToken?: string; seen?: Request[] } = {}) {
  return createApiClient({
    baseUrl: sandbox.url,
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

describe("GET /api/session through createApiClient", () => {
  it("returns the anonymous session of the default environment", async () => {
    const session = await unwrap(client().GET("/api/session"))
    expect(session).toMatchObject({
      csrfToken: "",
      lang: "fi",
      isSessionValid: false,
      sessionExpires: null,
      isLoggedIn: false,
      user: null,
      environment: "adult-development",
      healthCareType: "private",
      sessionScope: "standard",
      authTokenTimeout: { value: 30, units: "minutes" },
    })
    expect(session.features).toContain("ohc-appointment-search")
    expect(session.features).not.toContain("pikkutsatti")
  })

  it("follows the browser's brand and language cookies", async () => {
    const session = await unwrap(
      client({ cookies: { "sandbox-environment": "children-production", "sandbox-lang": "sv" } }).GET(
        "/api/session",
      ),
    )
    expect(session.environment).toBe("children-production")
    expect(session.lang).toBe("sv")
    expect(session.features).toContain("pikkutsatti")
    expect(session.features).not.toContain("ohc-appointment-search")
  })

  it("uses the default time limit of the spec", () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000)
  })
})

describe("csrf token", () => {
  it("is added to the query once the session has one", async () => {
    const seen: Request[] = []
    await unwrap(client({ csrfToken: "4f1c 2a9e", seen }).GET("/api/session"))
    expect(new URL(seen[0]!.url).searchParams.get("csrfToken")).toBe("4f1c 2a9e")
  })

  it("is left out while the session is anonymous", async () => {
    const seen: Request[] = []
    await unwrap(client({ csrfToken: "", seen }).GET("/api/session"))
    expect(new URL(seen[0]!.url).searchParams.has("csrfToken")).toBe(false)
  })
})

describe("failures map to one ApiError", () => {
  it("a server that does not answer in time is a timeout", async () => {
    const api = createApiClient({ baseUrl: silent.url, getCsrfToken: () => "", timeoutMs: 50 })
    const error = await failure(unwrap(api.GET("/api/session")))
    expect(error).toMatchObject({ kind: "timeout", timeoutMs: 50 })
  })

  it("the 10 s limit runs on the page's clock: a faked clock moved past it times the request out at once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    try {
      // a fetch that answers only when its request is aborted, as the browser's does for a silent server
      const api = createApiClient({
        baseUrl: "http://silent.test",
        getCsrfToken: () => "",
        fetch: (request) =>
          new Promise((_, reject) =>
            request.signal.addEventListener("abort", () => reject(request.signal.reason)),
          ),
      })
      const pending = failure(unwrap(api.GET("/api/session")))
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
      expect(vi.getTimerCount()).toBe(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(await pending).toMatchObject({ kind: "timeout", timeoutMs: REQUEST_TIMEOUT_MS })
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it("a finished request leaves no timer behind", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    try {
      const api = createApiClient({
        baseUrl: "http://quick.test",
        getCsrfToken: () => "",
        fetch: async () => Response.json({}, { status: 404 }),
      })
      await api.GET("/api/session")
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it("a body that stalls after the headers is a timeout too", async () => {
    const stalling = await localServer(stallsBody)
    try {
      const api = createApiClient({ baseUrl: stalling.url, getCsrfToken: () => "", timeoutMs: 50 })
      expect((await failure(unwrap(api.GET("/api/session")))).kind).toBe("timeout")
    } finally {
      await stalling.close()
    }
  })

  it("each request gets its own time limit", async () => {
    const api = createApiClient({ baseUrl: sandbox.url, getCsrfToken: () => "", timeoutMs: 200 })
    await new Promise((resolve) => setTimeout(resolve, 250))
    await expect(unwrap(api.GET("/api/session"))).resolves.toMatchObject({ lang: "fi" })
  })

  it("a refused connection is a network error", async () => {
    const api = createApiClient({ baseUrl: await closedOrigin(), getCsrfToken: () => "" })
    expect((await failure(unwrap(api.GET("/api/session")))).kind).toBe("network")
  })

  it("a caller's abort is aborted, whatever reason it gives", async () => {
    const api = createApiClient({ baseUrl: silent.url, getCsrfToken: () => "" })
    const controller = new AbortController()
    const pending = unwrap(api.GET("/api/session", { signal: controller.signal }))
    setTimeout(() => controller.abort(new Error("a newer search started")), 20)
    const error = await failure(pending)
    expect(error.kind).toBe("aborted")
    expect(isApiError(error, "aborted")).toBe(true)
    expect(isApiError(error, "network", "timeout")).toBe(false)
  })

  it("an already aborted signal is aborted without a request", async () => {
    const api = createApiClient({ baseUrl: silent.url, getCsrfToken: () => "" })
    const error = await failure(unwrap(api.GET("/api/session", { signal: AbortSignal.abort() })))
    expect(error.kind).toBe("aborted")
  })

  it("a 404 is http with its status", async () => {
    const error = await failure(unwrap(client().GET("/api/session", { baseUrl: `${sandbox.url}/nowhere` })))
    expect(error).toMatchObject({ kind: "http", status: 404, body: { type: "NotFound" } })
  })

  it("an empty 404 is http too, though openapi-fetch gives neither data nor error", async () => {
    const empty = await localServer((_request, response) => response.writeHead(404).end())
    try {
      const api = createApiClient({ baseUrl: empty.url, getCsrfToken: () => "" })
      expect(await failure(unwrap(api.GET("/api/session")))).toMatchObject({ kind: "http", status: 404 })
    } finally {
      await empty.close()
    }
  })

  it("a 2xx body that is not JSON is http, not a bare SyntaxError", async () => {
    const broken = await localServer((_request, response) =>
      response.writeHead(200, { "content-type": "application/json" }).end("{ not json"),
    )
    try {
      const api = createApiClient({ baseUrl: broken.url, getCsrfToken: () => "" })
      expect(await failure(unwrap(api.GET("/api/session")))).toMatchObject({ kind: "http", status: 200 })
    } finally {
      await broken.close()
    }
  })

  it("the contract's 400 ValidationError is validation with its details", async () => {
    const error = await failure(
      unwrap(client({ cookies: { "sandbox-environment": "adult-staging" } }).GET("/api/session")),
    )
    expect(error.kind).toBe("validation")
    if (error.kind !== "validation") return
    expect(error.status).toBe(400)
    expect(error.details).toEqual([
      { path: "cookie.sandbox-environment", message: expect.stringContaining("adult-production") },
    ])
    expect(error.message).toContain("cookie.sandbox-environment")
  })
})
