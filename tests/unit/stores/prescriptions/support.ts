// Stores of the prescriptions, questionnaires and certificates areas on an in-process sandbox over real HTTP,
// logged in as a persona, with the messaging client on the same origin (renewals and answers go through it).
import { createStoreEnv } from "../../../../src/platform/api/env.ts"
import { memoryDraftStorage, type DraftStorage } from "../../../../src/platform/browser/drafts.ts"
import { messagingOnOrigin } from "../../../../src/platform/api/messaging.ts"
import { createTestRoot, type TestRoot } from "../../../support/rootStore.ts"
import { testClock } from "../../../support/clock.ts"
import { type Login, type TestSandbox } from "../../../support/sandbox.ts"

export type Fetcher = (request: Request) => Promise<Response>

/**
 * A root store on the sandbox as `login`; `fetcher` may answer some requests itself (faults, maintenance); `drafts`
 * is the tab's draft storage (another store's to stand for a reload of the same tab).
 */
export function healthStoreOn(
  sandbox: TestSandbox,
  login: Login,
  fetcher: Fetcher = (request) => globalThis.fetch(request),
  drafts: DraftStorage = memoryDraftStorage(),
): TestRoot {
  const env = createStoreEnv({
    now: testClock,
    baseUrl: sandbox.url,
    getCsrfToken: () => login.csrfToken,
    fetch: (request) => {
      request.headers.set("cookie", login.cookie)
      return fetcher(request)
    },
    messaging: messagingOnOrigin,
    drafts,
  })
  const store = createTestRoot(env)
  store.session.setLang("en")
  return store
}

/** A JSON answer, as a stand-in server gives it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })
}

/** Requests to `path` get `answer`; the rest go to the sandbox. */
export function answering(path: string, answer: () => Response): Fetcher {
  return (request) =>
    new URL(request.url).pathname === path ? Promise.resolve(answer()) : globalThis.fetch(request)
}
