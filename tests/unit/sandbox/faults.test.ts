import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FAULT_HEADER, parseFault } from "../../../sandbox/faults.ts"
import { fixtureApp, serveApp, type Served } from "./support/fixture.ts"

const app = fixtureApp((app) => {
  app.get("/api/things", (c) => c.json({ type: "Success", things: [] }))
  app.get("/api/things/:id", (c) => c.json({ id: c.req.param("id"), name: "One" }))
})
let served: Served

beforeAll(async () => {
  served = await serveApp(app)
})
afterAll(() => served.close())

const get = (path: string, fault?: string, init: RequestInit = {}) =>
  fetch(served.url + path, { ...init, headers: fault ? { [FAULT_HEADER]: fault } : {} })

describe("parseFault", () => {
  it("reads each kind and combinations", () => {
    expect(parseFault("latency=800")).toEqual({ latencyMs: 800 })
    expect(parseFault("latency=50, status=502")).toEqual({ latencyMs: 50, status: 502 })
    expect(parseFault("drop")).toEqual({ drop: true })
    expect(parseFault("timeout")).toEqual({ timeout: true })
    expect(parseFault("failure")).toEqual({ failure: true })
  })

  it("refuses what it does not know", () => {
    for (const text of ["", "status=200", "latency=-1", "drop=1", "explode"]) {
      expect(typeof parseFault(text)).toBe("string")
    }
  })
})

describe("faults per request (x-sandbox-fault)", () => {
  it("latency delays the usual answer", async () => {
    const started = performance.now()
    const response = await get("/api/things/1", "latency=250")
    expect(performance.now() - started).toBeGreaterThanOrEqual(240)
    expect(await response.json()).toEqual({ id: "1", name: "One" })
  })

  it("status answers that status with the contract's UnexpectedError body", async () => {
    const response = await get("/api/things/1", "status=503")
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ type: "InternalError", message: "Injected fault: status 503" })
  })

  it("drop closes the connection without an answer", async () => {
    await expect(get("/api/things/1", "drop")).rejects.toThrow()
    expect((await get("/api/things/1")).status).toBe(200)
  })

  it("timeout never answers, until the client gives up", async () => {
    const pending = get("/api/things/1", "timeout", { signal: AbortSignal.timeout(300) })
    await expect(pending).rejects.toMatchObject({ name: "TimeoutError" })
    expect((await get("/api/things/1")).status).toBe(200)
  })

  it("failure answers the operation's failure example from the contract", async () => {
    const response = await get("/api/things?lang=fi", "failure")
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ type: "Failure" })
  })

  it("failure is a 500 UnexpectedError where the contract has no failure answer", async () => {
    const response = await get("/api/things/1", "failure")
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({ type: "InternalError" })
  })

  it("a header that names no fault is a 400", async () => {
    const response = await get("/api/things/1", "explode")
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ details: [{ path: `header.${FAULT_HEADER}` }] })
  })

  it("is ignored when the development tools are off", async () => {
    const production = fixtureApp(
      (app) => app.get("/api/things/:id", (c) => c.json({ id: "1", name: "One" })),
      {
        devTools: false,
      },
    )
    const response = await production.request("/api/things/1", { headers: { [FAULT_HEADER]: "status=503" } })
    expect(response.status).toBe(200)
  })
})

describe("faults per route (/__sandbox/faults)", () => {
  const admin = (method: string, body?: unknown) =>
    fetch(`${served.url}/__sandbox/faults`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  it("applies to an operation for the given number of times", async () => {
    expect((await admin("POST", { operationId: "getThing", fault: "status=502", times: 2 })).status).toBe(201)
    const statuses = []
    for (let index = 0; index < 3; index++) statuses.push((await get("/api/things/1")).status)
    expect(statuses).toEqual([502, 502, 200])
  })

  it("applies to a path prefix until cleared", async () => {
    await admin("POST", { pathPrefix: "/api/things", fault: "failure" })
    expect(await (await get("/api/things?lang=fi")).json()).toEqual({ type: "Failure" })
    expect((await get("/api/things/2")).status).toBe(500)
    expect((await admin("DELETE")).status).toBe(204)
    expect((await get("/api/things/2")).status).toBe(200)
  })

  it("refuses a rule without a fault or a target", async () => {
    const response = await admin("POST", { fault: "warp" })
    expect(response.status).toBe(400)
    const { details } = (await response.json()) as { details: { path: string }[] }
    expect(details.map((detail) => detail.path)).toEqual(["body.fault", "body"])
  })
})
