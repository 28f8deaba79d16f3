// Stores of the appointments area on an in-process sandbox over real HTTP, anonymous or logged in as a persona.
import { createStoreEnv } from "../../../../src/platform/api/env.ts"
import type { AnalyticsEvent } from "../../../../src/platform/api/analytics.ts"
import { createTestRoot, type TestRoot } from "../../../support/rootStore.ts"
import { testClock } from "../../../support/clock.ts"
import { type Login, type TestSandbox } from "../../../support/sandbox.ts"

export interface TestStore {
  store: TestRoot
  /** The analytics events the stores recorded. */
  events: AnalyticsEvent[]
}

export function storeOn(
  sandbox: TestSandbox,
  login?: Login,
  fetcher: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
): TestStore {
  const events: AnalyticsEvent[] = []
  const env = createStoreEnv({
    now: testClock,
    baseUrl: sandbox.url,
    getCsrfToken: () => login?.csrfToken,
    fetch: (request) => {
      if (login) request.headers.set("cookie", login.cookie)
      return fetcher(request)
    },
  })
  env.track = async (event) => {
    events.push(event)
  }
  const store = createTestRoot(env)
  if (login) store.session.setLang("en")
  return { store, events }
}
