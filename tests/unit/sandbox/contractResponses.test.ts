import { describe, expect, it, vi } from "vitest"
import type { Hono } from "hono"
import type { SandboxEnv } from "../../../sandbox/context.ts"
import { fixtureApp } from "./support/fixture.ts"

function routes(app: Hono<SandboxEnv>): void {
  app.get("/api/things/latest", (c) => c.json({ id: 1, name: "One" }))
  app.get("/api/things/:id", (c) =>
    c.req.param("id") === "404"
      ? c.json({ type: "NotFound" }, 404)
      : c.json({ id: c.req.param("id"), name: "One" }),
  )
  app.get("/oauth/start", (c) => (c.req.query("away") ? c.redirect("/elsewhere", 302) : c.body(null, 302)))
  app.get("/api/things", () => {
    throw new Error("the route failed")
  })
}

describe("responses against the contract, strict (tests)", () => {
  const app = fixtureApp(routes, { strictResponses: true })

  it("lets a conforming answer through untouched", async () => {
    const response = await app.request("/api/things/7")
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: "7", name: "One" })
  })

  it("turns a body that breaks its schema into a 500 ContractViolation and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {})
    const response = await app.request("/api/things/latest")
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({
      type: "ContractViolation",
      operationId: "latestThing",
      status: 200,
      details: ["body.id must be string"],
    })
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("latestThing answered 200"))
  })

  it("catches a status the operation does not declare", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const body = (await (await app.request("/api/things/404")).json()) as { details: string[] }
    expect(body.details).toEqual(["getThing declares no 404 response"])
  })

  it("catches a missing required header", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    expect((await app.request("/oauth/start?away=true")).status).toBe(302)
    const body = (await (await app.request("/oauth/start")).json()) as { details: string[] }
    expect(body.details).toEqual(["the Location header is missing"])
  })

  it("leaves a thrown error's 500 alone", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    app.onError((error, c) => c.json({ type: "InternalError", message: error.message }, 500))
    const response = await app.request("/api/things?lang=fi")
    expect(await response.json()).toEqual({ type: "InternalError", message: "the route failed" })
  })
})

describe("responses against the contract, not strict (development)", () => {
  it("answers as the route did and warns", async () => {
    const app = fixtureApp(routes, { strictResponses: false })
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {})
    const response = await app.request("/api/things/latest")
    expect(response.status).toBe(200)
    expect(warned).toHaveBeenCalledWith(expect.stringContaining("body.id must be string"))
  })
})
