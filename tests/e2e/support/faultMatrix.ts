// The fault matrix (issue 19 point 8): every flow that writes, under each fault the network and the backend can
// give. A flow is one row (faultMatrix<Area>.ts); the runner walks one filled form through the faults in turn, so a
// row costs one login, not one a cell:
//   drop → the spec's network text; 503 → its server-error text; timeout (the transport's 10 s, on the page's clock:
//   the test moves it past the limit once the request is out) → its text.
//   After each: what was typed is still there, nothing changed in the sandbox, and the next press is the retry
//   (the submit button, or the page's own 'Try again' where the flow shows one instead).
//   Then the fault is lifted and the retry runs under 1 s of latency, pressed twice (a double click, whose two
//   presses are milliseconds apart, so the first request is still out): it succeeds, and exactly one change is in
//   the sandbox.
// Each area walks one row through every fault; the other rows walk the drop only (what was typed is kept, nothing
// is written) and the double-submit retry: their 503 and time-out texts are component tests
// (tests/unit/views/faults/).
// A row may also race a second browser context (the same action at the same moment): one change, and the other
// side is told why.
import { readFileSync } from "node:fs"
import type { APIRequestContext, Browser, Locator, Page, Request, Route } from "@playwright/test"
import { operations } from "../../../generated/operations.ts"
import { REQUEST_TIMEOUT_MS } from "../../../src/platform/api/transport.ts"
import { installSandboxClock } from "../clock.ts"
import { expect, test, type SandboxEnvironment } from "../fixtures.ts"
import { SANDBOX_URL } from "../ports.ts"

/** The faults of sandbox/faults.ts a cell injects (drop is the browser's own, see below). */
export const FAILURES = ["drop", "status=503", "timeout"] as const
export type Failure = (typeof FAILURES)[number]
export const LATENCY = "latency=1000"

const ROW_TIMEOUT_MS = 120_000

export interface RowContext {
  page: Page
  request: APIRequestContext
  browser: Browser
  baseURL: string
}

/** One walk through a flow: made by a row's `start`, which reaches the form and fills it. */
export interface FlowRun {
  /** Presses submit (and confirms, where the flow asks); `press` is a click, or a double click. */
  submit(press: (button: Locator) => Promise<void>): Promise<void>
  /** Fails unless everything typed is still there (a row without input says why in `noInput`). */
  kept?(): Promise<void>
  /** Waits for the flow's success as the user sees it. */
  succeeded(): Promise<void>
  /** The flow's changes in the sandbox: reservations of the slot, cancellations, messages in the thread… */
  changes(): Promise<number>
}

export interface FaultRow {
  flow: string
  /** The contract's operationId (or the GraphQL operation's name) that the submit sends. */
  operationId: string
  /** The spec's text each fault shows, from locales/ (`text`). */
  messages: Record<Failure, string | RegExp>
  /** Cells that cannot apply to the flow, with the reason (the report lists them). */
  notApplicable?: Partial<Record<Failure | "latency", string>>
  /** Why the flow has nothing typed to keep. */
  noInput?: string
  /** The brand and environment of the row's browser (the fixtures' default: the adult brand). */
  environment?: SandboxEnvironment
  start(context: RowContext): Promise<FlowRun>
  /** The race cell: two contexts at once; asserts the outcome itself. */
  race?(context: RowContext): Promise<void>
  /** Why the flow has no race cell. */
  noRace?: string
}

const localeCache = new Map<string, Record<string, unknown>>()

/** A text of locales/{lang}/{namespace}.json by its dotted key, as the user reads it (placeholders as given). */
export function text(key: `${string}:${string}`, values: Record<string, string> = {}, lang = "en"): string {
  const [namespace, path] = key.split(":") as [string, string]
  const file = new URL(`../../../locales/${lang}/${namespace}.json`, import.meta.url)
  if (!localeCache.has(file.href))
    localeCache.set(file.href, JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>)
  const found = path
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], localeCache.get(file.href))
  if (typeof found !== "string") throw new Error(`no text ${key} in ${file.pathname}`)
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`)
}

/** Whether a browser request is the operation's: by method and path template, or the GraphQL operation's name. */
export function isOperation(operationId: string): (request: Request) => boolean {
  const rest = operations.find(([, , id]) => id === operationId)
  if (rest) {
    const [method, template] = rest
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`)
    return (request) => request.method() === method && pattern.test(new URL(request.url()).pathname)
  }
  return (request) => {
    if (request.method() !== "POST" || new URL(request.url()).pathname !== "/api/customer-messaging")
      return false
    const body = request.postDataJSON() as { operationName?: string; query?: string } | null
    return body?.operationName === operationId || new RegExp(`\\b${operationId}\\b`).test(body?.query ?? "")
  }
}

/**
 * Gives this page's calls of one operation a fault; answers a function that lifts it. The header (not the admin
 * route) keeps the fault to this page, since every spec shares one sandbox. A dropped connection is the browser's
 * own: through the preview proxy a socket the sandbox destroys turns into a 500, which is not what a visitor sees.
 */
export async function injectFault(
  page: Page,
  operationId: string,
  fault: string,
): Promise<() => Promise<void>> {
  const matches = isOperation(operationId)
  const handler = async (route: Route) => {
    const request = route.request()
    if (!matches(request)) return route.fallback()
    if (fault === "drop") return route.abort("connectionreset")
    return route.continue({ headers: { ...request.headers(), "x-sandbox-fault": fault } })
  }
  const url = (address: URL) => address.pathname.startsWith("/api/")
  await page.route(url, handler)
  return () => page.unroute(url, handler)
}

const click = (button: Locator) => button.click()
const doubleClick = (button: Locator) => button.dblclick()

/**
 * The walk: each failure in turn on the same filled form, then the retry under latency, pressed twice. The page
 * runs on Playwright's clock (time flows as usual): the time-out cell moves it past the transport's limit once the
 * request is out, rather than waiting the 10 s.
 */
export async function walkFaults(
  row: FaultRow,
  context: RowContext,
  expectAccessible: (state: string) => Promise<void>,
  faults: readonly Failure[] = FAILURES,
): Promise<void> {
  const { page } = context
  if (faults.includes("timeout")) await installSandboxClock(page)
  const run = await row.start(context)
  const before = await run.changes()
  for (const fault of faults) {
    if (row.notApplicable?.[fault]) continue
    await test.step(fault, async () => {
      const lift = await injectFault(page, row.operationId, fault)
      const sent = page.waitForRequest(isOperation(row.operationId))
      await run.submit(click)
      const message = page.getByText(row.messages[fault]).first()
      if (fault === "timeout") {
        await sent
        await expect(message).toBeHidden()
        await page.clock.fastForward(REQUEST_TIMEOUT_MS)
      }
      await expect(message).toBeVisible()
      await expectAccessible(`${row.flow}: ${fault}`)
      await run.kept?.()
      expect(await run.changes(), `${row.flow}: no change after ${fault}`).toBe(before)
      await lift()
    })
  }
  await test.step("lifted: the retry under 1 s latency, pressed twice", async () => {
    const lift = row.notApplicable?.latency ? undefined : await injectFault(page, row.operationId, LATENCY)
    await run.submit(lift ? doubleClick : click)
    await run.succeeded()
    await lift?.()
    await expect.poll(() => run.changes(), { message: `${row.flow}: exactly one change` }).toBe(before + 1)
    // a late second write would land after the first answer: the count holds once everything has settled
    await page.waitForLoadState("networkidle")
    expect(await run.changes(), `${row.flow}: still exactly one change`).toBe(before + 1)
  })
}

/**
 * Declares each row's tests, under the row's name: the walk through the faults (all of them, or the drop only), and
 * the race where it has one.
 */
export function faultMatrix(rows: readonly FaultRow[], faults: readonly Failure[] = FAILURES): void {
  const title =
    faults.length === FAILURES.length
      ? "drop, 503 and timeout keep the input and write nothing; the retry writes once"
      : `${faults.join(", ")} keeps the input and writes nothing; the retry pressed twice writes once`
  for (const row of rows) {
    test.describe(row.flow, () => {
      if (row.environment) test.use({ environment: row.environment })
      test(title, async ({ page, request, browser, baseURL, expectAccessible }) => {
        test.setTimeout(ROW_TIMEOUT_MS)
        await walkFaults(row, { page, request, browser, baseURL: baseURL ?? "" }, expectAccessible, faults)
      })
      const race = row.race
      if (race) {
        test("a race with a second browser makes one change", async ({ page, request, browser, baseURL }) => {
          test.setTimeout(ROW_TIMEOUT_MS)
          await race({ page, request, browser, baseURL: baseURL ?? "" })
        })
      }
    })
  }
}

/** Logs a persona in through the sandbox's identity provider (the bank chosen in the link), landing on `next`. */
export async function logIn(page: Page, persona: string, next: string): Promise<void> {
  const query = new URLSearchParams({ lang: "en", next, acr_values: "tupas-nordea" })
  await page.goto(`/oauth/authenticate?${query.toString()}`)
  await page.getByRole("button", { name: persona, exact: true }).click()
  await expect(page).toHaveURL(next)
}

/** A logged-in GET as the page's own session reads it (its cookie and csrf token), for counting changes. */
export async function readAs<T>(page: Page, path: string, query: Record<string, string> = {}): Promise<T> {
  const session = (await (await page.request.get("/api/session")).json()) as { csrfToken: string }
  const search = new URLSearchParams({ ...query, csrfToken: session.csrfToken })
  const answer = await page.request.get(`${path}?${search.toString()}`)
  expect(answer.status(), `GET ${path}`).toBe(200)
  return (await answer.json()) as T
}

/** A slot's reservations as the sandbox's development tool tells them (0 while it has none). */
export async function reservationOf(
  request: APIRequestContext,
  appointmentId: string,
): Promise<{ reservations: number; cancelled: boolean; checkedIn: boolean; arrivalReasonLength: number }> {
  const answer = await request.get(`${SANDBOX_URL}/__sandbox/reservations/${appointmentId}`)
  if (answer.status() === 404)
    return { reservations: 0, cancelled: false, checkedIn: false, arrivalReasonLength: 0 }
  expect(answer.status()).toBe(200)
  return (await answer.json()) as Awaited<ReturnType<typeof reservationOf>>
}
