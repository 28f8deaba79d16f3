import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SESSION_COOKIE } from "../../../sandbox/auth/sessions.ts"
import { ENVIRONMENT_COOKIE } from "../../../sandbox/context.ts"
import { IDP_LOGIN_PATH, IDP_PAGE_PATH } from "../../../sandbox/idp/page.ts"
import { createSandboxApp, sandboxConfig } from "../../../sandbox/server.ts"
import { loginAs } from "../../../sandbox/idp/client.ts"
import { startTestSandbox, type TestSandbox } from "../../support/sandbox.ts"

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const get = (path: string, cookie = "") =>
  fetch(sandbox.url + path, { headers: { cookie }, redirect: "manual" })

function choose(persona: string, fields: Record<string, string> = {}, cookie = "") {
  return fetch(`${sandbox.url}/oauth/sandbox-login`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ persona, lang: "fi", next: "/fi/ajanvaraus", ...fields }),
    redirect: "manual",
  })
}

async function session(cookieHeader: string) {
  return (await (await get("/api/session", cookieHeader)).json()) as Record<string, unknown>
}

describe("the login start (/oauth/authenticate)", () => {
  it("redirects to the identity provider's page with the language, method and next path", async () => {
    const response = await get("/oauth/authenticate?lang=sv&acr_values=tupas-op&next=/sv/tidsbokning")
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get("location")!, sandbox.url)
    expect(location.pathname).toBe("/oauth/sandbox-idp")
    expect(Object.fromEntries(location.searchParams)).toEqual({
      lang: "sv",
      acr_values: "tupas-op",
      next: "/sv/tidsbokning",
    })
  })

  it("refuses an unknown method and another host as next (the contract's 400)", async () => {
    expect((await get("/oauth/authenticate?lang=fi&acr_values=tupas-bogus")).status).toBe(400)
    expect((await get("/oauth/authenticate?lang=fi&acr_values=tupas-op&next=//evil.example")).status).toBe(
      400,
    )
  })
})

describe("the identity provider's page", () => {
  it("names the chosen method and lists the adult brand's personas, in the chosen language", async () => {
    const html = await (await get("/oauth/sandbox-idp?lang=en&acr_values=mobiilivarmenne&next=/en")).text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain("Log in (Mobile certificate) as")
    for (const method of ["Aktia", "Ålandsbanken", "Nordea", "S-Pankki", "POP Pankki"])
      expect(html).toContain(method)
    expect(html).toContain('value="aino"')
    expect(html).toContain('value="helena"')
    expect(html).not.toContain('value="mikko"')
    // The PIN step's code is documented on the page.
    expect(html).toContain("SMS code: 0011")
  })

  it("lists the children's brand's personas under its environment cookie", async () => {
    const html = await (
      await get(
        "/oauth/sandbox-idp?lang=fi&acr_values=tupas-nordea",
        `${ENVIRONMENT_COOKIE}=children-development`,
      )
    ).text()
    expect(html).toContain('value="mikko"')
    expect(html).toContain('value="eino"')
    expect(html).not.toContain('value="aino"')
  })

  it("asks for a method first when none is chosen", async () => {
    const html = await (await get("/oauth/sandbox-idp?lang=fi")).text()
    expect(html).toContain("Valitse ensin tunnistustapa.")
    expect(html).not.toContain('name="persona"')
  })
})

describe("choosing a persona", () => {
  it("sets an HttpOnly, SameSite=Lax session cookie and redirects to next", async () => {
    const response = await choose("aino")
    expect(response.status).toBe(303)
    expect(response.headers.get("location")).toBe("/fi/ajanvaraus")
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`))!
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Path=\//)
    expect(await session(cookie.split(";")[0]!)).toMatchObject({
      isLoggedIn: true,
      isSessionValid: true,
      user: { firstName: "Aino", lastName: "Virtanen" },
    })
  })

  it("refuses to send the browser anywhere but the portal's own paths", async () => {
    for (const next of [
      "//evil.example/fi",
      "https://evil.example/fi",
      "/\\evil.example",
      "/fi/../../x",
      "/kiosk/",
    ]) {
      expect((await choose("aino", { next })).headers.get("location"), next).toBe("/fi")
    }
    expect((await choose("aino", { next: "/sv/tidsbokning?x=1" })).headers.get("location")).toBe(
      "/sv/tidsbokning?x=1",
    )
  })

  it("refuses a persona of another brand", async () => {
    expect((await choose("mikko")).status).toBe(400)
    expect((await choose("nobody")).status).toBe(400)
  })

  it("keeps the session scope and healthcare type chosen on the page", async () => {
    const { cookieHeader } = await loginAs(sandbox.url, "jari", {
      scope: "inAppBooking",
      healthCareType: "occupational",
    })
    expect(await session(cookieHeader)).toMatchObject({
      sessionScope: "inAppBooking",
      healthCareType: "occupational",
      hasOccupationalHealthcare: true,
    })
    const plain = await loginAs(sandbox.url, "jari")
    expect(await session(plain.cookieHeader)).toMatchObject({
      sessionScope: "standard",
      healthCareType: "private",
    })
  })
})

describe("a persona with SMS login", () => {
  it("goes to the MFA page and is not valid until the PIN", async () => {
    const { cookieHeader, csrfToken, location } = await loginAs(sandbox.url, "helena", {
      lang: "sv",
      next: "/sv/tidsbokning",
      completeMfa: false,
    })
    expect(location).toBe("/sv/behorighetskontroll?next=%2Fsv%2Ftidsbokning")
    expect(await session(cookieHeader)).toMatchObject({ isLoggedIn: true, isSessionValid: false })
    const mfa = await fetch(`${sandbox.url}/api/mfa?csrfToken=${csrfToken}`, {
      method: "POST",
      headers: { cookie: cookieHeader, "content-type": "application/json" },
      body: JSON.stringify({ action: "enable" }),
    })
    expect(mfa.status).toBe(401)
    const pin = await fetch(`${sandbox.url}/api/pin?csrfToken=${csrfToken}`, {
      method: "POST",
      headers: { cookie: cookieHeader, "content-type": "application/json" },
      body: JSON.stringify({ pin: "0011" }),
    })
    expect(await pin.json()).toEqual({ mfaResponse: { type: "success" } })
    expect(await session(cookieHeader)).toMatchObject({ isSessionValid: true })
  })

  it("goes to the Finnish MFA page in Finnish", async () => {
    const { location } = await loginAs(sandbox.url, "helena", { completeMfa: false, next: "/fi/omat-tiedot" })
    expect(location).toBe("/fi/tunnistautuminen?next=%2Ffi%2Fomat-tiedot")
  })
})

describe("a guardian login (the children's brand's 'my child's', on its way to hpa/register)", () => {
  const children = `${ENVIRONMENT_COOKIE}=children-development`
  const next = `/fi/hpa/register?next=${encodeURIComponent("/fi/ajanvaraus")}`

  it("asks which child the guardian acts for, only on the way to the guardian registration", async () => {
    const page = (query: string) => get(`/oauth/sandbox-idp?lang=fi&acr_values=tupas-op&${query}`, children)
    const html = await (await page(`next=${encodeURIComponent(next)}`)).text()
    expect(html).toContain('<select id="child" name="child">')
    expect(html).toContain('<option value="lumi">Lumi Lehtinen</option>')
    expect(html).toContain('<option value="eino">Eino Korhonen</option>')
    expect(await (await page("next=/fi/ajanvaraus")).text()).not.toContain('name="child"')
  })

  it("logs the guardian in acting for their own child, and refuses anyone else's", async () => {
    const response = await choose("petri", { next, child: "lumi" }, children)
    expect(response.status).toBe(303)
    expect(response.headers.get("location")).toBe(next)
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`))!
    const cookies = `${children}; ${cookie.split(";")[0]!}`
    const { csrfToken } = (await session(cookies)) as { csrfToken: string }
    const profile = (await (
      await get(`/api/user/profile?lang=fi&csrfToken=${encodeURIComponent(csrfToken)}`, cookies)
    ).json()) as Record<string, unknown>
    expect(profile).toMatchObject({
      person: { firstName: "Lumi", lastName: "Lehtinen", maskedSsn: "090320A****" },
      actingGuardian: { firstName: "Petri", lastName: "Lehtinen" },
      isRegistered: false,
    })
    expect((await choose("petri", { next, child: "eino" }, children)).status).toBe(403)
    expect((await choose("petri", { next }, children)).status).toBe(403)
    expect((await choose("eino", { next, child: "lumi" }, children)).status).toBe(403)
  })
})

describe("the session cookie's Secure attribute", () => {
  const sessionCookieOf = (response: Response) =>
    response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`)) ?? ""
  const form = { "content-type": "application/x-www-form-urlencoded" }
  const body = () => new URLSearchParams({ persona: "aino", lang: "fi", next: "/fi" })

  it("is set in production mode (NODE_ENV=production; the development tools on for this login)", async () => {
    const production = createSandboxApp(
      undefined,
      sandboxConfig({}, { NODE_ENV: "production", SANDBOX_ADMIN: "1" }),
    )
    const login = await production.request(IDP_LOGIN_PATH, { method: "POST", headers: form, body: body() })
    expect(login.status).toBe(303)
    expect(sessionCookieOf(login)).toMatch(/; Secure/)
  })

  it("is set in development where the browser came over HTTPS (through a trusted proxy), not over HTTP", async () => {
    const overHttps = await fetch(sandbox.url + IDP_LOGIN_PATH, {
      method: "POST",
      headers: { ...form, "x-forwarded-proto": "https" },
      body: body(),
      redirect: "manual",
    })
    expect(sessionCookieOf(overHttps)).toMatch(/; Secure/)
    expect(sessionCookieOf(await choose("aino"))).not.toMatch(/Secure/)
  })
})

describe("in production (development tools off)", () => {
  it("refuses to serve the identity provider's page and its login", async () => {
    const production = createSandboxApp(undefined, sandboxConfig({ devTools: false }))
    const page = await production.request(`${IDP_PAGE_PATH}?lang=fi&next=%2Ffi`)
    expect(page.status).toBe(403)
    expect(await page.text()).toMatch(/identity provider is off/)
    const login = await production.request(IDP_LOGIN_PATH, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ persona: "aino", lang: "fi", next: "/fi" }),
    })
    expect(login.status).toBe(403)
    expect(login.headers.get("set-cookie")).toBeNull()
  })
})
