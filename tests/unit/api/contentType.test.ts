import { afterEach, describe, expect, it, vi } from "vitest"
import { CustomerMessagingInfoDocument } from "../../../generated/messaging.ts"
import { CONTENT_TYPE_CHECK_OPERATION, checkContentType } from "../../../src/platform/api/contentType.ts"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import { MESSAGING_PATH, messagingOnOrigin, settle } from "../../../src/platform/api/messaging.ts"
import type { ErrorReport } from "../../../src/platform/api/reporting.ts"
import { DEFAULT_RETRY_POLICY, retryDelay } from "../../../src/platform/api/retry.ts"
import { REQUEST_TIMEOUT_MS } from "../../../src/platform/api/transport.ts"
import { testClock } from "../../support/clock.ts"
import { closedOrigin, localServer, neverAnswers, type LocalServer } from "./servers.ts"

const servers: LocalServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function serve(listener: Parameters<typeof localServer>[0]) {
  const server = await localServer(listener)
  servers.push(server)
  return server
}

// A signed, per-file address: it must never reach an error report
const FILE_PATH = "/api/uploads/3f9a2c?filename=Aino%20Virtanen%20tulokset.pdf&signature=abc"

describe("the content-type check (spec messaging §7)", () => {
  it("reads the Content-Type of a URL with HEAD", async () => {
    const methods: string[] = []
    const server = await serve((request, response) => {
      methods.push(request.method ?? "")
      response.writeHead(200, { "content-type": "application/pdf", "content-length": "1234" }).end()
    })
    const reports: ErrorReport[] = []
    const check = await checkContentType(`${server.url}${FILE_PATH}`, { reportError: (r) => reports.push(r) })
    expect(check).toEqual({ status: "found", contentType: "application/pdf" })
    expect(methods).toEqual(["HEAD"])
    expect(server.requests).toEqual([FILE_PATH])
    expect(reports).toEqual([])
  })

  it("reports a missing header by the check's name only, never the URL", async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200).end()
    })
    const reports: ErrorReport[] = []
    const check = await checkContentType(`${server.url}${FILE_PATH}`, { reportError: (r) => reports.push(r) })
    expect(check).toEqual({ status: "missing" })
    expect(reports).toEqual([
      { kind: "result", operationId: CONTENT_TYPE_CHECK_OPERATION, resultType: "missingContentType" },
    ])
    expect(JSON.stringify(reports)).not.toMatch(/uploads|Aino|signature|3f9a2c/)
  })

  it("says why when there is no answer: http, network, timeout, aborted (not reported)", async () => {
    const reports: ErrorReport[] = []
    const reportError = (report: ErrorReport) => reports.push(report)
    const gone = await serve((_request, response) => {
      response.writeHead(404, { "content-type": "text/plain" }).end()
    })
    expect(await checkContentType(`${gone.url}/x`, { reportError })).toEqual({
      status: "failed",
      kind: "http",
      httpStatus: 404,
    })
    expect(await checkContentType(`${await closedOrigin()}/x`, { reportError })).toEqual({
      status: "failed",
      kind: "network",
    })
    const silent = await serve(neverAnswers)
    expect(await checkContentType(`${silent.url}/x`, { reportError, timeoutMs: 50 })).toEqual({
      status: "failed",
      kind: "timeout",
    })
    const controller = new AbortController()
    const pending = checkContentType(`${silent.url}/x`, { reportError, signal: controller.signal })
    controller.abort()
    expect(await pending).toEqual({ status: "failed", kind: "aborted" })
    expect(reports).toEqual([
      { kind: "network", method: "HEAD", operationId: CONTENT_TYPE_CHECK_OPERATION },
      { kind: "timeout", method: "HEAD", operationId: CONTENT_TYPE_CHECK_OPERATION },
    ])
  })
})

describe("the messaging transport the stores get (spec messaging §7)", () => {
  it("keeps the spec's policy: no retries, a 300 ms base with backoff plus jitter", () => {
    expect(DEFAULT_RETRY_POLICY).toEqual({ retries: 0, baseDelayMs: 300 })
    expect(retryDelay(1, DEFAULT_RETRY_POLICY, () => 0)).toBe(300)
    expect(retryDelay(1, DEFAULT_RETRY_POLICY, () => 0.999)).toBe(599)
    expect(retryDelay(3, DEFAULT_RETRY_POLICY, () => 0.5)).toBe(1350)
  })

  it("sends each request once, with a 10 s limit of its own", async () => {
    const server = await serve((_request, response) => {
      response.writeHead(503, { "content-type": "text/plain" }).end("Service Unavailable")
    })
    const env = createStoreEnv({
      now: testClock,
      baseUrl: server.url,
      getCsrfToken: () => undefined,
      messaging: messagingOnOrigin,
    })
    const timers = vi.spyOn(globalThis, "setTimeout")
    const client = await env.messaging!()
    const failure = await settle(client.query(CustomerMessagingInfoDocument, {})).catch(
      (error: unknown) => error,
    )
    expect(failure).toMatchObject({ kind: "http", status: 503 })
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]).toContain(MESSAGING_PATH)
    expect(REQUEST_TIMEOUT_MS).toBe(10_000)
    expect(timers).toHaveBeenCalledWith(expect.any(Function), REQUEST_TIMEOUT_MS)
    expect(await env.messaging!()).toBe(client)
  })
})
