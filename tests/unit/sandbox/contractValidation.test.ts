import { describe, expect, it } from "vitest"
import { fixtureApp } from "./support/fixture.ts"

const app = fixtureApp((app) => {
  app.get("/api/things", (c) => {
    c.header("x-params", JSON.stringify(c.get("operation")?.params))
    return c.json({ type: "Success", things: [] })
  })
  app.get("/api/things/latest", (c) => c.json({ id: "latest", name: c.get("operation")!.operationId }))
  app.get("/api/things/:id", (c) =>
    c.json({ id: c.req.param("id"), name: String(c.get("operation")?.params.header["x-trace"] ?? "none") }),
  )
  app.put("/api/files/:key", async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    return bytes[1] === 0x50 && bytes[8] === 0xff ? c.body(null, 204) : c.json({ mangled: true }, 500)
  })
})

async function details(response: Response): Promise<{ path: string; message: string }[]> {
  expect(response.status).toBe(400)
  const body = (await response.json()) as { type: string; details: { path: string; message: string }[] }
  expect(body.type).toBe("ValidationError")
  return body.details
}

const paths = async (response: Response) => (await details(response)).map((detail) => detail.path)

describe("routing from the contract", () => {
  it("answers 404 for an /api path the contract does not have", async () => {
    const response = await app.request("/api/nothing-here")
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ type: "NotFound" })
  })

  it("answers 405 with Allow for a method the path does not have", async () => {
    const response = await app.request("/api/things/latest", { method: "POST" })
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("GET")
  })

  it("prefers a static segment to a parameter", async () => {
    expect(await (await app.request("/api/things/latest")).json()).toEqual({
      id: "latest",
      name: "latestThing",
    })
  })

  it("leaves exempt paths to their own routes", async () => {
    expect((await app.request("/api/own/thing")).status).toBe(404)
  })
})

describe("request validation", () => {
  it("reports a missing required parameter and a wrong enum value by place", async () => {
    expect(await paths(await app.request("/api/things"))).toEqual(["query.lang"])
    const wrong = await details(await app.request("/api/things?lang=de"))
    expect(wrong).toEqual([{ path: "query.lang", message: expect.stringContaining("fi, sv, en") }])
  })

  it("rejects a query key the operation does not declare, but accepts the csrf token anywhere", async () => {
    expect(await paths(await app.request("/api/things?lang=fi&colour=red"))).toEqual(["query.colour"])
    expect((await app.request("/api/things/latest?csrfToken=abc")).status).toBe(200)
  })

  it("reads repeated keys as arrays, booleans and integers as their types, and fills defaults", async () => {
    const response = await app.request("/api/things?lang=sv&ids=1&ids=22&remote=true")
    const params = JSON.parse(response.headers.get("x-params") ?? "{}") as { query: Record<string, unknown> }
    expect(params.query).toEqual({ lang: "sv", ids: ["1", "22"], remote: true, offset: 0 })
  })

  it("reports values that are not of the parameter's type", async () => {
    const found = await details(await app.request("/api/things?lang=fi&remote=yes&offset=-1&ids=1&ids=x"))
    expect(found.map((detail) => detail.path)).toEqual(["query.ids[1]", "query.remote", "query.offset"])
  })

  it("refuses a single-valued parameter given twice", async () => {
    expect(await paths(await app.request("/api/things?lang=fi&lang=sv"))).toEqual(["query.lang"])
  })

  it("validates path parameters and declared headers", async () => {
    expect(await paths(await app.request("/api/things/abc"))).toEqual(["path.id"])
    expect(await paths(await app.request("/api/things/12", { headers: { "x-trace": "many" } }))).toEqual([
      "header.x-trace",
    ])
    expect(await (await app.request("/api/things/12", { headers: { "x-trace": "7" } })).json()).toEqual({
      id: "12",
      name: "7",
    })
  })

  it("reports each problem of a JSON body by its field", async () => {
    const post = (body: string, contentType = "application/json") =>
      app.request("/api/things", { method: "POST", headers: { "content-type": contentType }, body })
    expect(
      (await paths(await post(JSON.stringify({ name: "", phoneNumber: "12", extra: 1 })))).sort(),
    ).toEqual(["body.extra", "body.name", "body.phoneNumber"])
    expect(
      await paths(await post(JSON.stringify({ name: "A", phoneNumber: "+358401234567", tags: ["long"] }))),
    ).toEqual(["body.tags[0]"])
    expect(await details(await post("{ not json"))).toEqual([{ path: "body", message: "is not valid JSON" }])
    expect(await details(await post(""))).toEqual([{ path: "body", message: "is required" }])
    expect(await paths(await post("name=A", "application/x-www-form-urlencoded"))).toEqual([
      "header.content-type",
    ])
  })

  it("refuses a body on an operation that takes none", async () => {
    const response = await app.request("/api/things/1", { method: "DELETE", body: "{}" })
    expect(await paths(response)).toEqual(["body"])
  })

  it("checks a binary body's content type and leaves its bytes intact for the route", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe])
    const put = (body: Uint8Array<ArrayBuffer>, contentType: string) =>
      app.request("/api/files/k1", { method: "PUT", headers: { "content-type": contentType }, body })
    expect((await put(png, "image/png")).status).toBe(204)
    expect(await paths(await put(png, "image/gif"))).toEqual(["header.content-type"])
    expect(await details(await put(new Uint8Array(), "image/png"))).toEqual([
      { path: "body", message: "is required" },
    ])
  })
})
