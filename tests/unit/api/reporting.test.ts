import { afterEach, describe, expect, it } from "vitest"
import type { ErrorReport } from "../../../src/api/reporting.ts"
import { scrubPath } from "../../../src/api/reporting.ts"
import { createTransport } from "../../../src/api/transport.ts"
import { closedOrigin, localServer, neverAnswers, type LocalServer } from "./servers.ts"

let server: LocalServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

function transportReportingTo(reports: ErrorReport[], timeoutMs = 10_000) {
  return createTransport({
    getCsrfToken: () => "secret-token",
    timeoutMs,
    reportError: (r) => reports.push(r),
  })
}

describe("error reports", () => {
  it("report a 5xx with its method and a path without query or identifiers", async () => {
    server = await localServer((_request, response) => response.writeHead(503).end())
    const reports: ErrorReport[] = []
    const response = await transportReportingTo(reports)(
      new Request(`${server.url}/api/appointments/12345/arrival-reason?lang=fi`, {
        method: "POST",
        body: "{}",
      }),
    )
    expect(response.status).toBe(503)
    expect(reports).toEqual([
      { kind: "http", status: 503, method: "POST", path: "/api/appointments/:id/arrival-reason" },
    ])
    expect(JSON.stringify(reports)).not.toContain("secret-token")
  })

  it("report network failures and timeouts", async () => {
    const reports: ErrorReport[] = []
    await expect(
      transportReportingTo(reports)(new Request(`${await closedOrigin()}/api/session`)),
    ).rejects.toMatchObject({
      kind: "network",
    })
    server = await localServer(neverAnswers)
    await expect(
      transportReportingTo(reports, 50)(new Request(`${server.url}/api/session`)),
    ).rejects.toMatchObject({
      kind: "timeout",
    })
    expect(reports.map((r) => r.kind)).toEqual(["network", "timeout"])
  })

  it("leave out answers the app expects, and cancellations", async () => {
    server = await localServer((_request, response) => response.writeHead(404).end())
    const reports: ErrorReport[] = []
    await transportReportingTo(reports)(new Request(`${server.url}/api/appointments/1`))
    const controller = new AbortController()
    controller.abort()
    await expect(
      transportReportingTo(reports)(new Request(`${server.url}/api/session`, { signal: controller.signal })),
    ).rejects.toMatchObject({ kind: "aborted" })
    expect(reports).toEqual([])
  })

  it("scrub identifiers and tokens out of paths", () => {
    expect(scrubPath("http://x/api/anon/appointments/MTIzNDVfOTg3NjU0MzIx?lang=fi")).toBe(
      "/api/anon/appointments/:id",
    )
    expect(scrubPath("/api/invoices/20261122/pdf?filename=lasku.pdf")).toBe("/api/invoices/:id/pdf")
    expect(scrubPath("/api/insurance/pohjola-check/2026-12-01")).toBe("/api/insurance/pohjola-check/:id")
    expect(scrubPath("/api/session")).toBe("/api/session")
  })
})
