// Shared steps of the messaging specs: logging in straight onto a messaging page, finding Aino's threads by title,
// routes that fail one GraphQL operation, and calls of the messaging service from the page (to seed content).
import { readFileSync } from "node:fs"
import path from "node:path"
import type { Page, Request, Route } from "@playwright/test"
import { parse } from "yaml"
import { expect } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { type Lang } from "./booking-loggedin.helpers.ts"

export const MESSAGING_ENDPOINT = "/api/customer-messaging"
const ROOT = path.resolve(import.meta.dirname, "..", "..", "..")

/** A messaging page's path: the list, a thread or the new-conversation form, in a language. */
export const messagingPath = {
  list: (lang: Lang = "en") => ({ fi: "/fi/viestit", sv: "/sv/meddelanden", en: "/en/conversations" })[lang],
  newConversation: (lang: Lang = "en") =>
    ({ fi: "/fi/viestit/uusi", sv: "/sv/meddelanden/ny", en: "/en/conversations/new" })[lang],
}

/** tests/e2e/login.ts's logIn with the language as its own argument (the fault matrix's messaging rows use it). */
export async function loginTo(page: Page, persona: string, next: string, lang: Lang = "en"): Promise<void> {
  await logIn(page, persona, next, { lang })
}

/** The list of conversations on the page (after it has loaded). */
export function conversationList(page: Page, name = "Conversations") {
  return page.getByRole("list", { name })
}

/** A conversation of the list by its title. */
export function conversationItem(page: Page, title: string, listName = "Conversations") {
  return conversationList(page, listName)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) })
}

/**
 * The list item of a thread by its title, going through the list's pages until it shows (threads other tests
 * start, in parallel workers, come first and push older ones to the next page). Leaves the page on that page.
 */
export async function findConversation(page: Page, title: string, lang: Lang = "en") {
  for (let pageNumber = 1; pageNumber < 10; pageNumber++) {
    await page.goto(`${messagingPath.list(lang)}?page=${pageNumber}`)
    await expect(conversationList(page, listNames[lang])).toBeVisible()
    const item = conversationItem(page, title, listNames[lang])
    if ((await item.count()) > 0) return item
  }
  throw new Error(`No thread titled ${title} in the list`)
}

/** Opens a thread of the persona's list by its title (see findConversation). */
export async function openThreadTitled(page: Page, title: string, lang: Lang = "en"): Promise<void> {
  const item = await findConversation(page, title, lang)
  await item.getByRole("link", { name: title, exact: true }).click()
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
}

const listNames: Record<Lang, string> = { fi: "Keskustelut", sv: "Konversationer", en: "Conversations" }

/** The GraphQL operation of a request to the messaging service (GET query string or POST body), if any. */
export function operationOf(request: Request): string | undefined {
  const url = new URL(request.url())
  if (url.pathname !== MESSAGING_ENDPOINT) return undefined
  const fromQuery = url.searchParams.get("operationName")
  if (fromQuery) return fromQuery
  try {
    return (request.postDataJSON() as { operationName?: string } | null)?.operationName
  } catch {
    return undefined
  }
}

/** Answers one messaging operation with an HTTP error while `failing()` says so; others go through. */
export async function failOperation(
  page: Page,
  operation: string,
  failing: () => boolean = () => true,
  status = 503,
): Promise<void> {
  await page.route(`**${MESSAGING_ENDPOINT}**`, (route: Route) => {
    if (operationOf(route.request()) === operation && failing()) {
      return route.fulfill({ status, contentType: "text/plain", body: "unavailable" })
    }
    return route.fallback()
  })
}

/** The contract's example of GET /api/messaging/status by name (contracts/openapi.yaml). */
export function statusExample(name: "operational" | "maintenance" | "noMessagingUser"): unknown {
  const contract = parse(readFileSync(path.join(ROOT, "contracts/openapi.yaml"), "utf8")) as {
    paths: Record<
      string,
      {
        get: {
          responses: Record<
            string,
            { content: Record<string, { examples: Record<string, { value: unknown }> }> }
          >
        }
      }
    >
  }
  return contract.paths["/api/messaging/status"]!.get.responses["200"]!.content["application/json"]!.examples[
    name
  ]!.value
}

/** Answers GET /api/messaging/status with `body`. */
export async function fulfillStatus(page: Page, body: unknown): Promise<void> {
  await page.route("**/api/messaging/status**", (route) => route.fulfill({ json: body }))
}

/** The text of an operation of contracts/messaging/*.graphql. */
export function operationDocument(name: string): string {
  return readFileSync(path.join(ROOT, "contracts/messaging", `${name}.graphql`), "utf8")
}

/**
 * Sends a messaging mutation from the page, as the app would (the session's cookie, its csrf token in the
 * query): for tests that seed content through the service itself.
 */
export async function mutate<T>(page: Page, name: string, variables: Record<string, unknown>): Promise<T> {
  const query = operationDocument(name)
  return page.evaluate(
    async ({ endpoint, query, name, variables }) => {
      const session = (await (await fetch("/api/session")).json()) as { csrfToken: string }
      const answer = await fetch(`${endpoint}?csrfToken=${encodeURIComponent(session.csrfToken)}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, operationName: name, variables }),
      })
      const body = (await answer.json()) as { data?: unknown; errors?: unknown }
      if (!answer.ok || body.errors)
        throw new Error(`${name}: ${answer.status} ${JSON.stringify(body.errors)}`)
      return body.data as T
    },
    { endpoint: MESSAGING_ENDPOINT, query, name, variables },
  )
}

/** A small real PDF (the sandbox checks that an upload's bytes are what its type says). */
export const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
)
/** A PNG's signature and header chunk. */
export const PNG_BYTES = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
])
