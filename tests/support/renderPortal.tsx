// The whole portal (its own route table) at an address, over a worker sandbox, anonymous or logged in as a persona:
// for view tests of page states that follow the portal's routing and guards.
import type { Lang } from "../../src/domain/language.ts"
import { portalRoutes } from "../../targets/portal/routes.tsx"
import { ALL_NAMESPACES } from "./features.ts"
import { fakeStoreEnv, renderView, textsIn } from "./renderView.tsx"
import { type WorkerSandbox, nodeFetch } from "./sandbox.ts"

/** The portal at `url` in `lang`, logged in as `persona` or anonymous. */
export async function renderPortalAt(sandbox: WorkerSandbox, url: string, lang: Lang, persona?: string) {
  const login = persona ? await sandbox.login(persona) : undefined
  const env = fakeStoreEnv({
    fetch: (request) => nodeFetch(request, login),
    baseUrl: sandbox.url,
    getCsrfToken: () => login?.csrfToken,
  })
  const texts = await textsIn(lang, ALL_NAMESPACES)
  return renderView(({ store, texts }) => portalRoutes({ store, i18n: texts }), { lang, env, texts, url })
}
