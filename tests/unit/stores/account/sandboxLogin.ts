// A root store whose requests carry the cookies of a sandbox login, with the session read: for store tests that
// run against the sandbox as a logged-in persona.
import { createStoreEnv, type BrowserServices } from "../../../../src/platform/api/env.ts"
import { loginAs } from "../../../../sandbox/idp/client.ts"
import { testClock } from "../../../support/clock.ts"
import { createTestRoot, type TestRoot } from "../../../support/rootStore.ts"

export async function loggedInStore(
  sandboxUrl: string,
  personaId: string,
  lang: "fi" | "sv" | "en" = "fi",
  /** The browser's services to use instead (the file upload: Node has no XMLHttpRequest). */
  browser: Partial<BrowserServices> = {},
): Promise<TestRoot> {
  const login = await loginAs(sandboxUrl, personaId, { completeMfa: true, lang })
  const created: { store?: TestRoot } = {}
  const env = createStoreEnv({
    now: testClock,
    baseUrl: sandboxUrl,
    getCsrfToken: () => created.store?.session.csrfToken,
    fetch: (request) => {
      request.headers.set("cookie", login.cookieHeader)
      return globalThis.fetch(request)
    },
    ...browser,
  })
  created.store = createTestRoot(env, { session: { lang } })
  await created.store.session.load()
  return created.store
}
