// Logs in through the sandbox's development identity provider over HTTP, as a browser would: the login start
// (/oauth/authenticate), the provider's page, the persona form, then the session read for the csrf token. For the
// conformance cases (tests/contract/support/login.ts) and the sandbox's tests; it speaks to any running sandbox.
import { SESSION_COOKIE } from "../auth/sessions.ts"
import { ENVIRONMENT_COOKIE } from "../context.ts"
import { personaById } from "../personas.ts"
import { IDP_LOGIN_PATH } from "./page.ts"

export interface LoginOptions {
  /** The sandbox-environment cookie (brand); the sandbox's default when absent. */
  environment?: string
  lang?: "fi" | "sv" | "en"
  /** The acr value of the identity provider; tupas-nordea when absent. */
  method?: string
  next?: string
  scope?: "standard" | "inAppBooking"
  healthCareType?: "private" | "kela65" | "occupational" | "insurance"
  /** For a persona with SMS login: send the right PIN too (default), or stop at the MFA page. */
  completeMfa?: boolean
  /** A guardian's child to act for (the children's login choice, next on hpa/register). */
  child?: string
  /** A mandate login acting for this persona (the acting-on-behalf page's mandate login). */
  mandateFor?: string
}

export interface LoggedIn {
  /** The cookies to send: the session's, and the environment's when one was given. */
  cookies: Record<string, string>
  /** The same as one Cookie header value. */
  cookieHeader: string
  csrfToken: string
  /** Where the identity provider sent the browser after the persona was chosen. */
  location: string
}

// The MFA page, where the identity provider sends personas with SMS login.
const MFA_PAGE = /^\/(fi|sv|en)\/(tunnistautuminen|behorighetskontroll|authentication)\?/

const cookieHeaderOf = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ")

async function expectStatus(response: Response, status: number, step: string): Promise<Response> {
  if (response.status !== status) {
    const text = await response.text().catch(() => "")
    throw new Error(`login: ${step} answered ${response.status}, expected ${status}: ${text.slice(0, 300)}`)
  }
  return response
}

export async function loginAs(
  baseUrl: string,
  personaId: string,
  options: LoginOptions = {},
): Promise<LoggedIn> {
  const lang = options.lang ?? "fi"
  const cookies: Record<string, string> = options.environment
    ? { [ENVIRONMENT_COOKIE]: options.environment }
    : {}
  const headers = () => ({ cookie: cookieHeaderOf(cookies) })
  const start = new URL("/oauth/authenticate", baseUrl)
  start.search = new URLSearchParams({
    lang,
    acr_values: options.method ?? "tupas-nordea",
    next: options.next ?? `/${lang}`,
  }).toString()
  const redirect = await expectStatus(
    await fetch(start, { headers: headers(), redirect: "manual" }),
    302,
    "/oauth/authenticate",
  )
  const page = new URL(redirect.headers.get("location") ?? "", baseUrl)
  const html = await (
    await expectStatus(await fetch(page, { headers: headers() }), 200, "the IdP page")
  ).text()
  if (!html.includes(`value="${personaId}"`))
    throw new Error(`login: the IdP page does not offer ${personaId}`)

  const form = new URLSearchParams({
    persona: personaId,
    lang,
    next: page.searchParams.get("next") ?? `/${lang}`,
    acr_values: page.searchParams.get("acr_values") ?? "",
  })
  if (options.scope === "inAppBooking") form.set("scope", "inAppBooking")
  if (options.healthCareType) form.set("healthCareType", options.healthCareType)
  if (options.child) form.set("child", options.child)
  if (options.mandateFor) {
    form.set("mandate", "true")
    form.set("actingFor", options.mandateFor)
  }
  const login = await expectStatus(
    await fetch(new URL(IDP_LOGIN_PATH, baseUrl), {
      method: "POST",
      headers: { ...headers(), "content-type": "application/x-www-form-urlencoded" },
      body: form,
      redirect: "manual",
    }),
    303,
    "the persona form",
  )
  const sessionCookie = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))
  if (!sessionCookie) throw new Error("login: no session cookie was set")
  cookies[SESSION_COOKIE] = sessionCookie.slice(SESSION_COOKIE.length + 1)
  const location = login.headers.get("location") ?? ""

  const session = (await (
    await expectStatus(
      await fetch(new URL("/api/session", baseUrl), { headers: headers() }),
      200,
      "the session",
    )
  ).json()) as { csrfToken: string }

  if (MFA_PAGE.test(location) && options.completeMfa !== false) {
    const phone = personaById(personaId)?.phone ?? ""
    const pin = await fetch(new URL(`/api/pin?csrfToken=${encodeURIComponent(session.csrfToken)}`, baseUrl), {
      method: "POST",
      headers: { ...headers(), "content-type": "application/json" },
      body: JSON.stringify({ pin: phone.replace(/\D/g, "").slice(-4) }),
    })
    const result = (await (await expectStatus(pin, 200, "the PIN")).json()) as {
      mfaResponse: { type: string }
    }
    if (result.mfaResponse.type !== "success")
      throw new Error(`login: the PIN got ${result.mfaResponse.type}`)
  }
  return { cookies, cookieHeader: cookieHeaderOf(cookies), csrfToken: session.csrfToken, location }
}
