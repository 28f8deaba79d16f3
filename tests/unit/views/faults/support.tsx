// The fault cells of the portal's writing flows as component tests (the e2e fault matrix keeps one walk per area,
// and the double-submit and race cells: tests/e2e/support/faultMatrix.ts). A row renders the portal's own route
// table at its page, logged in as a persona on the sandbox (in a worker, over real HTTP), fills the form, and then
// for each fault of the operation the submit sends: the spec's text shows, what was typed is kept, and the next
// press is the retry; once the fault is lifted the retry goes through.
//   network: the fetch fails as a browser's does when the connection drops
//   server error: the sandbox answers 503 (its x-sandbox-fault header: the contract's UnexpectedError body)
//   timeout: no answer; the fake clock is moved past the transport's 10 s limit
import { act, screen } from "@testing-library/react"
import type { ParseKeys } from "i18next"
import { vi } from "vitest"
import { operations } from "../../../../generated/operations.ts"
import { REQUEST_TIMEOUT_MS, type Fetch } from "../../../../src/platform/api/transport.ts"
import { portalRoutes } from "../../../../targets/portal/routes.tsx"
import { fakeStoreEnv, renderView, textsIn, type RenderedView } from "../../../support/renderView.tsx"
import { operationNameOf } from "../messaging/support.tsx"
import { ALL_NAMESPACES } from "../../../support/features.ts"
import type { Lang } from "../../../../src/domain/language.ts"
import type { Namespace } from "../../../../src/platform/i18n/namespaces.ts"
import { type WorkerSandbox, nodeFetch } from "../../../support/sandbox.ts"

export const FAULTS = ["network", "server error", "timeout"] as const
export type Fault = (typeof FAULTS)[number]

/** Whether a request is the operation's: by method and path template, or the GraphQL operation's name. */
export async function isOperation(operationId: string, request: Request): Promise<boolean> {
  const rest = operations.find(([, , id]) => id === operationId)
  if (!rest) return (await operationNameOf(request)) === operationId
  const [method, template] = rest
  const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`)
  return request.method === method && pattern.test(new URL(request.url).pathname)
}

/** A request that is never answered: it ends when its signal aborts, as a browser's fetch does. */
function unanswered(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    if (request.signal.aborted) reject(request.signal.reason)
    request.signal.addEventListener("abort", () => reject(request.signal.reason))
  })
}

/** The sandbox behind a fetch that gives one operation the fault set, and counts that operation's requests. */
export function faultableBackend(sandbox: WorkerSandbox, login: Awaited<ReturnType<WorkerSandbox["login"]>>) {
  let fault: { operationId: string; fault: Fault } | undefined
  const sent = new Map<string, number>()
  const fetch: Fetch = async (request) => {
    const current = fault
    if (current && (await isOperation(current.operationId, request))) {
      sent.set(current.operationId, (sent.get(current.operationId) ?? 0) + 1)
      if (current.fault === "network") throw new TypeError("Failed to fetch")
      if (current.fault === "timeout") return unanswered(request)
      const failing = new Request(request, { headers: new Headers(request.headers) })
      failing.headers.set("x-sandbox-fault", "status=503")
      return nodeFetch(failing, login)
    }
    return nodeFetch(request, login)
  }
  return {
    fetch,
    set: (operationId: string, next: Fault | undefined) =>
      (fault = next === undefined ? undefined : { operationId, fault: next }),
    sent: (operationId: string) => sent.get(operationId) ?? 0,
    sandboxUrl: sandbox.url,
  }
}

export interface ComponentFaultRow {
  flow: string
  operationId: string
  persona: string
  lang?: Lang
  /** The page's address; `prepare` may seed what it shows first and answer it. */
  url: string | ((sandbox: WorkerSandbox) => Promise<string>)
  /** The key of the spec's text each fault shows (locales/{lang}/{namespace}.json). */
  messages: Record<Fault, ParseKeys<Namespace[]>>
  /** Waits for the page and fills its form. */
  fill(view: RenderedView): Promise<void>
  /** Presses submit (and confirms, where the flow asks). */
  submit(): Promise<void>
  /** Fails unless everything typed is still there (rows without input leave it out). */
  kept?(): void
  /** Waits for the flow's success as the user sees it. */
  succeeded(view: RenderedView): Promise<void>
}

/** Moves the fake clock past the transport's limit (the request's timer was made on it), in React's act. */
async function passTheTimeLimit(): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS))
}

/** Presses submit and lets the answer (or the failure) settle into the page. */
async function press(row: ComponentFaultRow): Promise<void> {
  await act(() => row.submit())
}

/** The page at the row's address, logged in as its persona, on a backend that can fault the row's operation. */
async function openPage(sandbox: WorkerSandbox, row: ComponentFaultRow) {
  const lang = row.lang ?? "en"
  const login = await sandbox.login(row.persona)
  const backend = faultableBackend(sandbox, login)
  const env = fakeStoreEnv({
    fetch: backend.fetch,
    baseUrl: sandbox.url,
    getCsrfToken: () => login.csrfToken,
  })
  const url = typeof row.url === "string" ? row.url : await row.url(sandbox)
  const texts = await textsIn(lang, ALL_NAMESPACES)
  const view = await renderView(({ store, texts }) => portalRoutes({ store, i18n: texts }), {
    lang,
    env,
    texts,
    url,
  })
  return { view, backend }
}

/**
 * The row's cells, each on a page of its own (so that no text of an earlier cell can stand in for the next): the
 * page filled, the fault set, submit pressed; the text is not there before and is there after, with what was typed.
 * The last cell's page then lifts the fault, and the retry goes through.
 */
export async function walkFaultCells(sandbox: WorkerSandbox, row: ComponentFaultRow): Promise<void> {
  for (const [index, fault] of FAULTS.entries()) {
    const { view, backend } = await openPage(sandbox, row)
    try {
      await row.fill(view)
      // the key is checked against the namespaces by its type; the text is read as a plain string
      const message = (view.texts.t as (key: string) => string)(row.messages[fault])
      const shown = () => screen.queryAllByText(message, { exact: false }).length > 0
      if (shown()) throw new Error(`${row.flow}, ${fault}: "${message}" shows before the press`)
      backend.set(row.operationId, fault)
      if (fault === "timeout") {
        // the fake clock runs on with the real one (a dialog may wait for a timer), and jumps the limit at once
        vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true })
        try {
          await press(row)
          await vi.waitFor(() => {
            if (backend.sent(row.operationId) === 0) throw new Error(`${row.flow}: nothing sent`)
          })
          // while the request waits, the page says nothing of a failure
          if (shown()) throw new Error(`${row.flow}: "${message}" shows before the time limit`)
          await passTheTimeLimit()
        } finally {
          vi.useRealTimers()
        }
      } else {
        await press(row)
      }
      await screen.findAllByText(message, { exact: false }, { timeout: 5_000 })
      if (backend.sent(row.operationId) !== 1)
        throw new Error(`${row.flow}, ${fault}: ${backend.sent(row.operationId)} requests, not one`)
      row.kept?.()
      if (index === FAULTS.length - 1) {
        backend.set(row.operationId, undefined)
        await press(row)
        await row.succeeded(view)
      }
    } finally {
      // the store is left to go (a reload the success started may still be answering into it)
      view.unmount()
      view.router.dispose()
    }
  }
}
