import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { smsCodeFor } from "../../../sandbox/account/mfa.ts"
import { authTokenTimeoutOf, SESSION_COOKIE } from "../../../sandbox/auth/sessions.ts"
import { ENVIRONMENT_COOKIE } from "../../../sandbox/context.ts"
import { ENVIRONMENT_FEATURES } from "../../../sandbox/environments.ts"
import { createSandboxApp, sandboxConfig } from "../../../sandbox/server.ts"
import { openSandboxDatabase } from "../../../sandbox/state.ts"
import { loginAs, type LoggedIn } from "../../../sandbox/idp/client.ts"
import { testClock } from "../../support/clock.ts"
import { startTestSandbox, type TestSandbox } from "../../support/sandbox.ts"

let sandbox: TestSandbox
let shortLived: TestSandbox

beforeAll(async () => {
  ;[sandbox, shortLived] = await Promise.all([
    startTestSandbox(),
    startTestSandbox({ config: { sessionLifetimeMs: 1000 } }),
  ])
})
afterAll(() => Promise.all([sandbox.close(), shortLived.close()]))

function call(on: TestSandbox, path: string, login: LoggedIn, body?: unknown, token = login.csrfToken) {
  return fetch(`${on.url}${path}${token ? `?csrfToken=${token}` : ""}`, {
    method: "POST",
    headers: { cookie: login.cookieHeader, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
}

const sessionOf = async (on: TestSandbox, login: { cookieHeader: string }) =>
  (await (
    await fetch(`${on.url}/api/session`, { headers: { cookie: login.cookieHeader } })
  ).json()) as Record<string, unknown>

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("getSession", () => {
  it("is the logged-in persona's session in the browser's environment", async () => {
    const login = await loginAs(sandbox.url, "mikko", { environment: "children-production" })
    const session = await sessionOf(sandbox, login)
    expect(session).toEqual({
      csrfToken: login.csrfToken,
      lang: "fi",
      isSessionValid: true,
      sessionExpires: expect.any(String),
      authTokenTimeout: { value: 30, units: "minutes" },
      features: [...ENVIRONMENT_FEATURES["children-production"]],
      sessionScope: "standard",
      healthCareType: "private",
      environment: "children-production",
      isLoggedIn: true,
      user: { firstName: "Mikko", lastName: "Korhonen" },
      hasOccupationalHealthcare: false,
      mfaPending: false,
      actingOnBehalfOf: null,
    })
    const expires = new Date(session.sessionExpires as string).getTime() - testClock()
    expect(expires).toBeGreaterThan(29 * 60_000)
    expect(login.cookies[ENVIRONMENT_COOKIE]).toBe("children-production")
  })

  it("stays anonymous for a cookie that names no session", async () => {
    const session = await sessionOf(sandbox, { cookieHeader: `${SESSION_COOKIE}=gone` })
    expect(session).toMatchObject({ isLoggedIn: false, csrfToken: "", user: null })
  })
})

describe("setMfa", () => {
  it("asks a persona without a verified number to verify one, and enables with one", async () => {
    const aino = await loginAs(sandbox.url, "aino")
    const wants = await call(sandbox, "/api/mfa", aino, { action: "enable" })
    expect(await wants.json()).toEqual({
      type: "user-wants-to-enable-mfa",
      mfaOnboardingParam: { phoneNumber: "+358401234567" },
    })
    const helena = await loginAs(sandbox.url, "helena")
    expect(await (await call(sandbox, "/api/mfa", helena, { action: "enable" })).json()).toEqual({
      type: "enabled",
      phoneNumber: "+358409990011",
    })
  })

  it("turns off only with the code sent to the number, then forgets it, so the next login has no PIN step", async () => {
    const helena = await loginAs(sandbox.url, "helena")
    // inferred: without the code nothing changes
    const asked = await call(sandbox, "/api/mfa", helena, { action: "disable" })
    expect(asked.status).toBe(422)
    expect(await asked.json()).toEqual({ type: "pinRequired" })
    const disabled = await call(sandbox, "/api/mfa", helena, {
      action: "disable",
      pin: smsCodeFor("+358409990011"),
    })
    expect(await disabled.json()).toEqual({ type: "user-has-no-verified-mfa-device" })
    expect((await loginAs(sandbox.url, "helena", { completeMfa: false, next: "/fi/x" })).location).toBe(
      "/fi/x",
    )
  })

  it("needs the csrf token and a known action", async () => {
    const aino = await loginAs(sandbox.url, "aino")
    expect((await call(sandbox, "/api/mfa", aino, { action: "enable" }, "")).status).toBe(403)
    expect((await call(sandbox, "/api/mfa", aino, { action: "maybe" })).status).toBe(400)
  })
})

describe("checkPin", () => {
  it("logs the persona out after three wrong codes", async () => {
    const login = await loginAs(shortLived.url, "helena", { completeMfa: false })
    const answers = []
    for (const pin of ["1111", "2222", "3333"]) {
      const response = await call(shortLived, "/api/pin", login, { pin })
      answers.push(((await response.json()) as { mfaResponse: unknown }).mfaResponse)
      if (pin === "3333") expect(response.headers.getSetCookie().join()).toMatch(/sandbox-session=;/)
    }
    expect(answers).toEqual([
      { type: "pinMismatch", remainingAttempts: 2 },
      { type: "pinMismatch", remainingAttempts: 1 },
      { type: "tooManyRetries" },
    ])
    expect(await sessionOf(shortLived, login)).toMatchObject({ isLoggedIn: false })
    expect((await call(shortLived, "/api/pin", login, { pin: "0011" })).status).toBe(401)
  })
})

describe("logout", () => {
  it("ends the session and clears its cookie", async () => {
    const login = await loginAs(sandbox.url, "aino")
    expect((await call(sandbox, "/api/logout", login, undefined, "")).status).toBe(403)
    const response = await call(sandbox, "/api/logout", login)
    expect(await response.json()).toEqual({ type: "success" })
    expect(response.headers.getSetCookie().join()).toMatch(/sandbox-session=;.*Max-Age=0/)
    expect(await sessionOf(sandbox, login)).toMatchObject({ isLoggedIn: false })
    expect((await call(sandbox, "/api/logout", login)).status).toBe(401)
  })
})

describe("the session's lifetime", () => {
  it("ends the authentication after authTokenTimeout: calls then answer 401 authenticationExpired", async () => {
    const login = await loginAs(shortLived.url, "aino")
    await wait(1100)
    const refused = await call(shortLived, "/api/mfa", login, { action: "enable" })
    expect(refused.status).toBe(401)
    expect(await refused.json()).toMatchObject({ reason: "authenticationExpired" })
    expect(await sessionOf(shortLived, login)).toMatchObject({
      isLoggedIn: true,
      isSessionValid: false,
      authTokenTimeout: { value: 1, units: "minutes" },
    })
    expect((await call(shortLived, "/api/logout", login)).status).toBe(200)
  })

  it("is renewed by the SMS code after it has timed out", async () => {
    const login = await loginAs(shortLived.url, "helena")
    await wait(1100)
    expect(await sessionOf(shortLived, login)).toMatchObject({ isSessionValid: false })
    const pin = await call(shortLived, "/api/pin", login, { pin: "0011" })
    expect(await pin.json()).toEqual({ mfaResponse: { type: "success" } })
    expect(await sessionOf(shortLived, login)).toMatchObject({ isSessionValid: true })
  })

  it("comes from SANDBOX_SESSION_SECONDS or SANDBOX_SESSION_MINUTES, 30 minutes by default", () => {
    expect(sandboxConfig({}, {}).sessionLifetimeMs).toBe(30 * 60_000)
    expect(sandboxConfig({}, { SANDBOX_SESSION_SECONDS: "5" }).sessionLifetimeMs).toBe(5000)
    expect(sandboxConfig({}, { SANDBOX_SESSION_MINUTES: "90" }).sessionLifetimeMs).toBe(90 * 60_000)
    expect(() => sandboxConfig({}, { SANDBOX_SESSION_MINUTES: "soon" })).toThrow(/SANDBOX_SESSION_MINUTES/)
    expect(authTokenTimeoutOf(90 * 60_000)).toEqual({ value: 90, units: "minutes" })
    expect(authTokenTimeoutOf(120 * 60_000)).toEqual({ value: 2, units: "hours" })
  })
})

describe("configuration", () => {
  it("is strict about responses under vitest and when asked, and keeps the tools out of production", () => {
    expect(sandboxConfig({}, { VITEST: "true" }).strictResponses).toBe(true)
    expect(sandboxConfig({}, { VITEST: "true", SANDBOX_STRICT_RESPONSES: "0" }).strictResponses).toBe(false)
    expect(sandboxConfig({}, { SANDBOX_STRICT_RESPONSES: "1" }).strictResponses).toBe(true)
    expect(sandboxConfig({}, {}).strictResponses).toBe(false)
    expect(sandboxConfig({}, { NODE_ENV: "production" }).devTools).toBe(false)
    expect(sandboxConfig({}, { NODE_ENV: "production", SANDBOX_ADMIN: "1" }).devTools).toBe(true)
  })

  it("has no /__sandbox routes without the development tools", async () => {
    const app = createSandboxApp(openSandboxDatabase(":memory:"), sandboxConfig({ devTools: false }))
    expect((await app.request("/__sandbox/personas")).status).toBe(404)
    const withTools = createSandboxApp(openSandboxDatabase(":memory:"), sandboxConfig({ devTools: true }))
    const { personas } = (await (await withTools.request("/__sandbox/personas")).json()) as {
      personas: { id: string; pin: string | null }[]
    }
    expect(personas.find((persona) => persona.id === "helena")?.pin).toBe("0011")
    expect(personas.find((persona) => persona.id === "aino")?.pin).toBeNull()
  }, 15_000)
})
