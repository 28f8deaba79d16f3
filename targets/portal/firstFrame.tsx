// The portal's first frames (targets/shared/firstFrame.ts): a page rendered once at build time per language, from
// the portal's own routes, into a copy of index.html that the server sends for that page's address. A visitor sees
// the page's frame (the shell, its heading, the list's skeleton) before the portal's code has loaded. The frame is
// an anonymous visitor's page with nothing of the session in it: the header's login or user menu is left out, as
// is anything a search brings; the code replaces the frame whole once the session and the page have loaded.
import { StrictMode } from "react"
import { renderToString } from "react-dom/server"
import { I18nextProvider } from "react-i18next"
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router"
import { getBrandConfig } from "../../src/platform/brand/config.ts"
import { createStoreEnv } from "../../src/platform/api/env.ts"
import {
  anonymousSession,
  answeringSessionOnly,
  FIRST_FRAME_ORIGIN,
  recordingRequests,
  SESSION_PATH,
} from "../shared/frameSession.ts"
import type { Fetch } from "../../src/platform/api/transport.ts"
import type { HealthCareType } from "../../src/domain/features.ts"
import type { SessionResponse } from "../../src/platform/api/schemas.ts"
import { LANGUAGES, type Lang } from "../../src/domain/language.ts"
import { createI18n, provideLocales } from "../../src/platform/i18n/i18n.ts"
import { BOOT_NAMESPACES } from "../../src/platform/i18n/namespaces.ts"
import { buildPath } from "../../src/platform/routing/index.ts"
import {
  attachAreas,
  createRootStore,
  disposeRootStore,
  type RootStore,
} from "../../src/kit/stores/RootStore.ts"
import { StoreProvider } from "../../src/kit/ui/StoreContext.tsx"
import { documentTitle, type TitledRouteId } from "../../src/kit/ui/page/documentTitle.ts"
import { FirstFrameContext } from "../../src/kit/ui/firstFrame.ts"
import type { RenderedFrame } from "../shared/firstFrame.ts"
import { PORTAL_LOCALES } from "./locales.ts"
import { composePortal, pageOf, PORTAL_FEATURES } from "./composition.ts"
import { portalRoutes } from "./routes.tsx"

type FramedPage = {
  routeId: TitledRouteId
  /** The module the page's entry loads (its feature.ts). */
  module: string
  /** A list's customer type: its first search is sent by the page's loader, before the code has run. */
  firstSearch?: HealthCareType
}

const FRAMED_PAGES: readonly FramedPage[] = [
  // spec booking §2: the private customer's list, where most bookings start
  {
    routeId: "bookingPrivate",
    module: "src/features/booking/views/AppointmentListPage.tsx",
    firstSearch: "private",
  },
  // spec booking §2: the booking landing, 'Choose the type of your visit', where an anonymous visitor arrives
  { routeId: "booking", module: "src/features/booking/views/BookingLanding.tsx" },
]

/**
 * What the page loads before it renders, from the project root: the fetch that takes its first requests' answers
 * (main.tsx), its module, and the texts of the shell and the page in its language. Its frame page preloads their
 * chunks and links their styles.
 */
function pageModules(routeId: TitledRouteId, module: string, lang: Lang): string[] {
  const page = pageOf(routeId)
  if (!page) throw new Error(`first frame: ${routeId} has no page`)
  const namespaces = [...BOOT_NAMESPACES.portal, ...page.namespaces]
  return [
    "src/platform/api/earlyRequests.ts",
    module,
    ...namespaces.map((ns) => `locales/${lang}/${ns}.json`),
  ]
}

const ENVIRONMENT = "adult-production" satisfies SessionResponse["environment"]

/** A store for a frame, on no backend but `fetch`. */
function frameStore(lang: Lang, fetch: Fetch): RootStore {
  const env = createStoreEnv({
    baseUrl: FIRST_FRAME_ORIGIN,
    getCsrfToken: () => undefined,
    fetch,
    now: () => 0,
  })
  return createRootStore(env, PORTAL_FEATURES, { session: { lang } })
}

/**
 * The list's first search as its store sends it on an address with no query (useSearchFromUrl), without its
 * dates: the loader adds them at the visitor's now, by the store's rule (targets/shared/earlySearchDates.ts).
 */
async function firstSearchOf(careType: HealthCareType, lang: Lang): Promise<string> {
  const sent: string[] = []
  const store = frameStore(lang, recordingRequests(anonymousSession(ENVIRONMENT), sent))
  try {
    await attachAreas(store, ["booking"])
    const { appointmentSearch } = store.attachArea("booking")
    appointmentSearch.filter.fromUrl(careType, new URLSearchParams())
    await appointmentSearch.search()
  } finally {
    disposeRootStore(store)
  }
  const [search] = sent
  if (!search || sent.length > 1) throw new Error(`first frame: a ${careType} search sent ${sent.join(", ")}`)
  const url = new URL(search)
  for (const dated of ["startDate", "endDate"]) url.searchParams.delete(dated)
  return `${url.pathname}${url.search}`
}

async function renderPage({ routeId, module, firstSearch }: FramedPage, lang: Lang): Promise<RenderedFrame> {
  const i18n = await createI18n(lang, BOOT_NAMESPACES.portal)
  const store = frameStore(lang, answeringSessionOnly(anonymousSession(ENVIRONMENT)))
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
    const firstRequests = {
      session: SESSION_PATH,
      search: firstSearch && (await firstSearchOf(firstSearch, lang)),
    }
    return { address, html, lang, title, modules: pageModules(routeId, module, lang), firstRequests }
  } finally {
    disposeRootStore(store)
  }
}

/** Each framed page in each language. */
export async function renderFirstFrames(): Promise<RenderedFrame[]> {
  provideLocales(PORTAL_LOCALES)
  composePortal()
  const frames: RenderedFrame[] = []
  for (const page of FRAMED_PAGES) for (const lang of LANGUAGES) frames.push(await renderPage(page, lang))
  return frames
}
