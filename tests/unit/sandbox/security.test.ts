import { describe, expect, it } from "vitest"
import { createSession, SESSION_COOKIE } from "../../../sandbox/auth/sessions.ts"
import { fixtureApp, fixtureDb } from "./support/fixture.ts"
import { testClock, testNow } from "../../support/clock.ts"

const db = fixtureDb()
const app = fixtureApp(
  (app) => {
    app.get("/api/things", (c) => {
      c.header("x-persona", c.get("session")?.personaId ?? "anonymous")
      return c.json({ type: "Success", things: [] })
    })
    app.post("/api/things", (c) => c.json({ id: "1", name: c.get("session")!.personaId }, 201))
    app.get("/api/things/latest", (c) => c.json({ id: "1", name: "One" }))
  },
  {},
  db,
)

const valid = createSession(db, { personaId: "aino", lifetimeMs: 60_000, now: testNow() })
const expired = createSession(db, {
  personaId: "jari",
  lifetimeMs: 60_000,
  now: new Date(testClock() - 120_000),
})
const pendingPin = createSession(db, {
  personaId: "helena",
  lifetimeMs: 60_000,
  mfaPending: true,
  now: testNow(),
})

function call(method: string, path: string, session?: { id: string }, token?: string) {
  const url = token === undefined ? path : `${path}${path.includes("?") ? "&" : "?"}csrfToken=${token}`
  return app.request(url, {
    method,
    headers: {
      ...(session ? { cookie: `${SESSION_COOKIE}=${session.id}` } : {}),
      ...(method === "POST" ? { "content-type": "application/json" } : {}),
    },
    body: method === "POST" ? JSON.stringify({ name: "A", phoneNumber: "+358401234567" }) : undefined,
  })
}

async function refusal(response: Response) {
  return { status: response.status, body: (await response.json()) as { type: string; reason: string } }
}

describe("operations that require a login (csrfToken security)", () => {
  it("answer 401 noSession without a session", async () => {
    expect(await refusal(await call("POST", "/api/things"))).toMatchObject({
      status: 401,
      body: { type: "Unauthorized", reason: "noSession" },
    })
  })

  it("answer 403 without the csrf token, or with another one", async () => {
    expect(await refusal(await call("POST", "/api/things", valid))).toMatchObject({
      status: 403,
      body: { type: "Forbidden", reason: "csrfTokenMissing" },
    })
    expect(await refusal(await call("POST", "/api/things", valid, "stale"))).toMatchObject({
      status: 403,
      body: { reason: "csrfTokenInvalid" },
    })
    expect((await call("POST", "/api/things", valid, `${valid.csrfToken}&csrfToken=x`)).status).toBe(403)
  })

  it("reach the route with the session and its token", async () => {
    const response = await call("POST", "/api/things", valid, valid.csrfToken)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ id: "1", name: "aino" })
  })

  it("answer 401 authenticationExpired to a timed-out session or one waiting for its PIN", async () => {
    for (const session of [expired, pendingPin]) {
      expect(await refusal(await call("POST", "/api/things", session, session.csrfToken))).toMatchObject({
        status: 401,
        body: { reason: "authenticationExpired" },
      })
    }
  })
})

describe("operations open to anonymous callers too ({} among the alternatives)", () => {
  it("let anonymous callers through", async () => {
    const response = await call("GET", "/api/things?lang=fi")
    expect(response.status).toBe(200)
    expect(response.headers.get("x-persona")).toBe("anonymous")
  })

  it("still want the token from a logged-in caller", async () => {
    expect((await call("GET", "/api/things?lang=fi", valid)).status).toBe(403)
    const response = await call("GET", "/api/things?lang=fi", valid, valid.csrfToken)
    expect(response.headers.get("x-persona")).toBe("aino")
  })

  it("treat a timed-out login as no login", async () => {
    const response = await call("GET", "/api/things?lang=fi", expired)
    expect(response.status).toBe(200)
    expect(response.headers.get("x-persona")).toBe("anonymous")
  })
})

describe("operations without security", () => {
  it("ignore the token", async () => {
    expect((await call("GET", "/api/things/latest", valid)).status).toBe(200)
    expect((await call("GET", "/api/things/latest", valid, "whatever")).status).toBe(200)
  })
})
