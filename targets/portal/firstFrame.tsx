// The portal's first frames (targets/shared/firstFrame.ts): a page rendered once at build time per language, from
// the portal's own routes, into a copy of index.html that the server sends for that page's address. A visitor sees
// the page's frame (the shell, its heading, the list's skeleton) before the portal's code has loaded. The frame is
// an anonymous visitor's page with nothing of the session in it: the header's login or user menu is left out, as
// is anything a search brings; the code replaces the frame whole once the session and the page have loaded.
import { StrictMode } from "react"
import { renderToString } from "react-dom/server"
import { I18nextProvider } from "react-i18next"
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router"
import { getBrandConfig } from "../../src/brand/config.ts"
import { createStoreEnv } from "../../src/api/env.ts"
import { anonymousSession, answeringSessionOnly, FIRST_FRAME_ORIGIN } from "../../src/api/firstFrame.ts"
import type { SessionResponse } from "../../src/api/schemas.ts"
import { LANGUAGES, type Lang } from "../../src/domain/language.ts"
import { createI18n, provideLocales } from "../../src/i18n/i18n.ts"
import { BOOT_NAMESPACES } from "../../src/i18n/namespaces.ts"
import { buildPath } from "../../src/routing/index.ts"
import { createRootStore, disposeRootStore } from "../../src/stores/RootStore.ts"
import { StoreProvider } from "../../src/views/StoreContext.tsx"
import { documentTitle, type TitledRouteId } from "../../src/views/ui/page/documentTitle.ts"
import { FirstFrameContext } from "../../src/views/ui/firstFrame.ts"
import type { RenderedFrame } from "../shared/firstFrame.ts"
import { PORTAL_LOCALES } from "./locales.ts"
import { portalRoutes } from "./routes.tsx"

/** The pages with a first frame, each with the module whose built styles the page needs from its first paint. */
const FRAMED_PAGES: readonly { routeId: TitledRouteId; styles: string }[] = [
  // spec booking §2: the private customer's list, where most bookings start
  { routeId: "bookingPrivate", styles: "src/views/booking/AppointmentListPage.tsx" },
]

const ENVIRONMENT = "adult-production" satisfies SessionResponse["environment"]

async function renderPage(routeId: TitledRouteId, styles: string, lang: Lang): Promise<RenderedFrame> {
  const i18n = await createI18n(lang, BOOT_NAMESPACES.portal)
  const store = createRootStore(
    createStoreEnv({
      baseUrl: FIRST_FRAME_ORIGIN,
      getCsrfToken: () => undefined,
      fetch: answeringSessionOnly(anonymousSession(ENVIRONMENT)),
      now: () => 0,
    }),
    { session: { lang } },
  )
  const address = buildPath(routeId, lang)
  try {
    const handler = createStaticHandler(portalRoutes({ store, i18n }))
    const context = await handler.query(new Request(`${FIRST_FRAME_ORIGIN}${address}`))
    if (context instanceof Response) throw new Error(`first frame: ${address} answered ${context.status}`)
    if (context.errors) throw new Error(`first frame: ${address} failed: ${JSON.stringify(context.errors)}`)
    const router = createStaticRouter(handler.dataRoutes, context)
    const html = renderToString(
      <StrictMode>
        <FirstFrameContext.Provider value={true}>
          <StoreProvider store={store}>
            <I18nextProvider i18n={i18n}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </I18nextProvider>
          </StoreProvider>
        </FirstFrameContext.Provider>
      </StrictMode>,
    )
    const title = documentTitle(
      i18n.t(`pageTitles.${routeId}`, { ns: "shell" }),
      getBrandConfig(ENVIRONMENT).displayName,
    )
    return { address, html, lang, title, styles: [styles] }
  } finally {
    disposeRootStore(store)
  }
}

/** Each framed page in each language. */
export async function renderFirstFrames(): Promise<RenderedFrame[]> {
  provideLocales(PORTAL_LOCALES)
  const frames: RenderedFrame[] = []
  for (const { routeId, styles } of FRAMED_PAGES)
    for (const lang of LANGUAGES) frames.push(await renderPage(routeId, styles, lang))
  return frames
}
