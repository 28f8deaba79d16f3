// Payment area stores on an in-process sandbox over real HTTP, as a persona, with the requests they send at hand.
import { createStoreEnv, type BrowserServices } from "../../../../src/platform/api/env.ts"
import type { PaymentArea } from "../../../../src/features/payments/store/payment/area.ts"
import { createTestRoot, type TestRoot } from "../../../support/rootStore.ts"
import { testClock } from "../../../support/clock.ts"
import { type Login, type TestSandbox } from "../../../support/sandbox.ts"

export type Fetcher = (request: Request) => Promise<Response>

export interface PaymentStores {
  root: TestRoot
  area: PaymentArea
  /** The requests sent, with their bodies read as text. */
  sent: { method: string; path: string; body: string }[]
}

export function paymentStoresOn(
  sandbox: TestSandbox,
  login: Login,
  fetcher: Fetcher = (request) => globalThis.fetch(request),
  /** The browser's services to use instead (timers, visibility: the confirmation's polling). */
  browser: Partial<BrowserServices> = {},
): PaymentStores {
  const sent: PaymentStores["sent"] = []
  const env = createStoreEnv({
    now: testClock,
    baseUrl: sandbox.url,
    getCsrfToken: () => login.csrfToken,
    fetch: async (request) => {
      request.headers.set("cookie", login.cookie)
      const body = request.method === "GET" ? "" : await request.clone().text()
      sent.push({ method: request.method, path: new URL(request.url).pathname, body })
      return fetcher(request)
    },
    ...browser,
  })
  const root = createTestRoot(env)
  root.session.setLang("en")
  return { root, area: root.payment, sent }
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })
}

/** Requests to `path` (with `method`) get `answer`; the rest go to the sandbox. */
export function answering(method: string, path: string, answer: () => Response | Promise<Response>): Fetcher {
  return (request) =>
    request.method === method && new URL(request.url).pathname === path
      ? Promise.resolve(answer())
      : globalThis.fetch(request)
}
