// Logging in as a means to an end: once per persona per worker through the identity provider's page, then the
// session cookie it left is stored and given to the next tests of the worker (Playwright's stored login state).
// The login journeys themselves (login, mfa, sms-login, session-expiry, logout) go through the provider every time.
import type { Cookie, Page } from "@playwright/test"
import { personaById } from "../../sandbox/personas.ts"
import { sandboxNow } from "./clock.ts"
import { expect } from "./fixtures.ts"

export type Lang = "fi" | "sv" | "en"
export type LoginOptions = {
  /** The identity provider page's language (the portal's own language comes from `next`). */
  lang?: Lang
  /** The session's scope "inAppBooking" (the provider page's checkbox), not "standard". */
  inAppBooking?: boolean
}

const SESSION_COOKIE = "sandbox-session"
const ENVIRONMENT_COOKIE = "sandbox-environment"
// A stored session is used while it has this long left by the sandbox's clock, so no test runs out of it midway
const LEFT_AT_LEAST_MS = 10 * 60_000

// Each Playwright worker is a process of its own: this map is the worker's stored login state.
const stored = new Map<string, Cookie>()

type SessionAnswer = {
  isLoggedIn: boolean
  isSessionValid?: boolean
  sessionExpires?: string
  mfaPending?: boolean
}

/** The persona is logged in (the stored session when it still holds, else through the provider) and on `next`. */
export async function logIn(
  page: Page,
  persona: string,
  next: string,
  options: LoginOptions = {},
): Promise<void> {
  const context = page.context()
  const cookies = await context.cookies()
  const environment =
    cookies.find((cookie) => cookie.name === ENVIRONMENT_COOKIE)?.value ?? "adult-development"
  const key = `${environment}/${persona}/${options.inAppBooking ? "inAppBooking" : "standard"}`
  const session = stored.get(key)
  if (session && !cookies.some((cookie) => cookie.name === SESSION_COOKIE)) {
    await context.addCookies([session])
    if (await stillHolds(page)) {
      await page.goto(next)
      await expectLanded(page)
      return
    }
    stored.delete(key)
  }
  await logInThroughProvider(page, persona, next, options)
  const created = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)
  if (created) stored.set(key, created)
}

/** The provider's page: the bank Nordea, the persona's button (and the in-app booking scope when asked). */
async function logInThroughProvider(page: Page, persona: string, next: string, options: LoginOptions) {
  const found = personaById(persona)
  if (!found) throw new Error(`No persona ${persona} in sandbox/personas.ts`)
  const query = new URLSearchParams({ lang: options.lang ?? "en", next, acr_values: "tupas-nordea" })
  await page.goto(`/oauth/authenticate?${query.toString()}`)
  if (options.inAppBooking) await page.getByRole("checkbox", { name: /inAppBooking/ }).check()
  await page.getByRole("button", { name: `${found.firstName} ${found.lastName}`, exact: true }).click()
  await expectLanded(page)
}

async function stillHolds(page: Page): Promise<boolean> {
  const answer = await page.request.get("/api/session")
  if (!answer.ok()) return false
  const session = (await answer.json()) as SessionAnswer
  if (!session.isLoggedIn || !session.isSessionValid || session.mfaPending || !session.sessionExpires)
    return false
  return Date.parse(session.sessionExpires) - (await sandboxNow()) > LEFT_AT_LEAST_MS
}

// the login round trip and the first page's code and data: a busy machine gets time
async function expectLanded(page: Page) {
  await page.waitForURL((url) => !url.pathname.startsWith("/oauth"), { timeout: 20_000 })
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 })
}
