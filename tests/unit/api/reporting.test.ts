import fc from "fast-check"
import { afterEach, describe, expect, it } from "vitest"
import { operations } from "../../../generated/operations.ts"
import { createApiClient } from "../../../src/platform/api/client.ts"
import type { ErrorReport } from "../../../src/platform/api/reporting.ts"
import { operationIdOf, reportFor, scrubPath } from "../../../src/platform/api/reporting.ts"
import { createTransport } from "../../../src/platform/api/transport.ts"
import { personaById } from "../../../sandbox/personas.ts"
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

const aino = personaById("aino")!

describe("error reports", () => {
  it("report a 5xx with its method and the contract's operationId, without query or identifiers", async () => {
    server = await localServer((_request, response) => response.writeHead(503).end())
    const reports: ErrorReport[] = []
    const response = await transportReportingTo(reports)(
      new Request(`${server.url}/api/appointments/12345/arrival-reason?lang=fi`, {
        method: "POST",
        body: "{}",
      }),
    )
    expect(response.status).toBe(503)
    expect(reports).toEqual([{ kind: "http", status: 503, method: "POST", operationId: "saveArrivalReason" }])
    expect(JSON.stringify(reports)).not.toContain("secret-token")
    expect(JSON.stringify(reports)).not.toContain("12345")
  })

  it("name the anonymous reservation as its operation, and carry nothing of the person who was booking", async () => {
    server = await localServer((_request, response) => response.writeHead(500).end())
    const reports: ErrorReport[] = []
    const api = createApiClient({
      baseUrl: server.url,
      getCsrfToken: () => "secret-token",
      reportError: (report) => reports.push(report),
    })
    await api.POST("/api/anon/reserve-appointment", {
      body: {
        internalOrganization: "aava",
        appointmentId: "80412377",
        emailAddress: aino.email,
        firstName: aino.firstName,
        lastName: aino.lastName,
        phone: aino.phone,
        ssn: aino.ssn,
      },
    })
    expect(reports).toEqual([
      { kind: "http", status: 500, method: "POST", operationId: "reserveAppointmentAnonymously" },
    ])
    const sent = JSON.stringify(reports)
    for (const personal of [aino.ssn, aino.firstName, aino.lastName, aino.phone, aino.email, "80412377"]) {
      expect(sent).not.toContain(personal)
    }
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
    expect(reports).toEqual([
      { kind: "network", method: "GET", operationId: "getSession" },
      { kind: "timeout", method: "GET", operationId: "getSession" },
    ])
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

  it("name a messaging call by its GraphQL operation (query string or body), nothing else of it", async () => {
    server = await localServer((_request, response) => response.writeHead(502).end())
    const reports: ErrorReport[] = []
    const transport = transportReportingTo(reports)
    await transport(
      new Request(
        `${server.url}/api/customer-messaging?query=query%20MessagingThreads&operationName=MessagingThreads&variables=%7B%7D`,
      ),
    )
    await transport(
      new Request(`${server.url}/api/customer-messaging`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          operationName: "SendMessage",
          query: "mutation SendMessage",
          variables: { text: `Terveisin ${aino.firstName} ${aino.lastName}, ${aino.phone}` },
        }),
      }),
    )
    expect(reports).toEqual([
      { kind: "http", status: 502, method: "GET", operationId: "MessagingThreads" },
      { kind: "http", status: 502, method: "POST", operationId: "SendMessage" },
    ])
    expect(JSON.stringify(reports)).not.toContain(aino.lastName)
  })
})

describe("which operation a request was", () => {
  it("is matched by method and path template, literal path words before parameters", () => {
    expect(operationIdOf("POST", "/api/anon/reserve-appointment")).toBe("reserveAppointmentAnonymously")
    expect(operationIdOf("GET", "/api/appointments/upcoming?lang=fi")).toBe("listUpcomingAppointments")
    expect(operationIdOf("GET", "/api/appointments/80412345")).toBe("getAppointment")
    expect(operationIdOf("DELETE", "/api/appointments/80412345")).toBe("cancelAppointment")
    expect(operationIdOf("POST", "/api/appointments/check-in/80412345")).toBe("checkInToAppointment")
    expect(operationIdOf("POST", "http://localhost:4010/api/payments/")).toBe("createPayment")
    expect(operationIdOf("GET", "/api/anon/reserve-appointment")).toBeUndefined()
    expect(operationIdOf("GET", "/api/appointments//arrival-reason")).toBeUndefined()
  })

  // Values a path parameter could be filled with that must never reach a report
  const personal = fc.oneof(
    fc.constantFrom(aino.ssn, aino.phone, encodeURIComponent(`${aino.firstName} ${aino.lastName}`)),
    fc.stringMatching(/^[0-9]{1,12}$/),
    // link tokens and upload keys: a digit keeps them from spelling a path word or an operationId
    fc.stringMatching(/^[A-Za-z0-9_-]{8,40}={0,2}$/).filter((value) => /\d/.test(value)),
  )

  it("finds every operation of the contract from a filled-in path, and reports none of what filled it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...operations),
        fc.array(personal, { minLength: 3, maxLength: 3 }),
        (operation, values) => {
          const [method, template, operationId] = operation
          let index = 0
          const path = template.replace(/\{[^}]+\}/g, () => values[index++ % values.length]!)
          const request = new Request(`http://localhost${path}?csrfToken=secret-token&ssn=${aino.ssn}`, {
            method,
          })
          const report = reportFor({ kind: "network" } as never, request)
          expect(report).toEqual({ kind: "network", method, operationId })
          const sent = JSON.stringify(report)
          for (const value of values) expect(sent).not.toContain(value)
          expect(sent).not.toContain("secret-token")
        },
      ),
      { numRuns: 300 },
    )
  })

  it("keeps only plain path words of a call outside the contract", () => {
    expect(scrubPath("http://x/api/anon/appointments/MTIzNDVfOTg3NjU0MzIx?lang=fi")).toBe(
      "/api/anon/appointments/:id",
    )
    expect(scrubPath("/api/anon/reserve-appointment")).toBe("/api/anon/reserve-appointment")
    expect(scrubPath("/api/invoices/20261122/pdf?filename=lasku.pdf")).toBe("/api/invoices/:id/pdf")
    expect(scrubPath(`/files/${encodeURIComponent(`${aino.firstName} ${aino.lastName}`)}/kc-7f3a9c2e`)).toBe(
      "/files/:id/:id",
    )
    expect(scrubPath(`/people/${aino.ssn}/${aino.phone}`)).toBe("/people/:id/:id")
    expect(scrubPath("/api/session")).toBe("/api/session")
  })
})
