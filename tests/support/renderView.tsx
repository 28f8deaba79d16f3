// The one way view tests render: a store on a StoreEnv (a fake one unless the test gives its own), the texts of a
// language, the toasts, and a memory router, around a view at a route or around a whole route table.
import { render, type RenderResult } from "@testing-library/react"
import type { i18n } from "i18next"
import type { ReactNode } from "react"
import { I18nextProvider } from "react-i18next"
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router"
import type { Clock } from "../../src/domain/clock.ts"
import type { Lang } from "../../src/domain/language.ts"
import {
  createStoreEnv,
  type BrowserServices,
  type StoreEnv,
  type StoreEnvOptions,
} from "../../src/platform/api/env.ts"
import type { ErrorReporter } from "../../src/platform/api/reporting.ts"
import type { Fetch } from "../../src/platform/api/transport.ts"
import { memoryDraftStorage } from "../../src/platform/browser/drafts.ts"
import { createI18n } from "../../src/platform/i18n/i18n.ts"
import { BOOT_NAMESPACES, type Namespace } from "../../src/platform/i18n/namespaces.ts"
import type { RootStore, RootStoreSnapshot } from "../../src/kit/stores/RootStore.ts"
import { StoreProvider } from "../../src/kit/ui/StoreContext.tsx"
import { ToastProvider } from "../../src/kit/ui/toast/ToastProvider.tsx"
import { testClock } from "./clock.ts"
import { createTestRoot, type TestRoot } from "./rootStore.ts"

const texts = new Map<string, Promise<i18n>>()

/** The texts of `lang`: the portal's boot namespaces and the given ones, made once per test file and set. */
export function textsIn(lang: Lang, namespaces: readonly Namespace[] = []): Promise<i18n> {
  const wanted = [...new Set([...BOOT_NAMESPACES.portal, ...namespaces])].sort()
  const key = `${lang} ${wanted.join(" ")}`
  let made = texts.get(key)
  if (!made) {
    made = createI18n(lang, wanted)
    texts.set(key, made)
  }
  return made
}

export interface FakeStoreEnvOptions extends Partial<BrowserServices> {
  /** The backend as the test answers it; by default every request fails the test loudly. */
  fetch?: Fetch
  /** The backend's origin (a sandbox's URL where the fetch goes on to one). */
  baseUrl?: string
  getCsrfToken?: () => string | undefined
  reportError?: ErrorReporter
  now?: Clock
  /** The customer messaging client (messagingOnOrigin for a sandbox); none by default, as in the kiosk. */
  messaging?: StoreEnvOptions["messaging"]
}

/**
 * A StoreEnv with the real clients and transport (csrf token, time limit, error mapping) on a fetch of the test's
 * own, at the tests' clock: a view test decides what the backend answers, fails or leaves unanswered. Drafts are
 * kept in memory; an upload or a content-type check fails the test loudly unless it gives its own; timers and
 * visibility are the runner's (vitest's fake timers replace them) unless it gives its own.
 */
export function fakeStoreEnv(options: FakeStoreEnvOptions = {}): StoreEnv {
  const fetch: Fetch =
    options.fetch ??
    (async (request) => {
      throw new Error(`This view test answers no request, and ${request.method} ${request.url} was sent`)
    })
  return createStoreEnv({
    now: options.now ?? testClock,
    baseUrl: options.baseUrl ?? "http://backend.test",
    getCsrfToken: options.getCsrfToken ?? (() => undefined),
    reportError: options.reportError,
    fetch,
    messaging: options.messaging,
    timers: options.timers,
    visibility: options.visibility,
    drafts: options.drafts ?? memoryDraftStorage(),
    upload:
      options.upload ??
      (async (request) => {
        throw new Error(`This view test uploads nothing, and a file was sent to ${request.url}`)
      }),
    checkContentType:
      options.checkContentType ??
      (async (url) => {
        throw new Error(`This view test checks no download, and ${url} was checked`)
      }),
  })
}

export interface ViewOptions {
  /** The language of the session and the texts (default en). */
  lang?: Lang
  /** Text namespaces beyond the portal's boot ones (those of the view's feature). */
  namespaces?: readonly Namespace[]
  /** The texts to use instead (a route table loads its pages' namespaces into them). */
  texts?: i18n
  /** The StoreEnv of a new root store (default: fakeStoreEnv()). */
  env?: StoreEnv
  /** The session and areas of a new root store; the session's language is `lang` unless it says otherwise. */
  snapshot?: RootStoreSnapshot
  /** A store of the test's own instead of a new one. */
  store?: RootStore
  /** The route pattern the view is shown at (default: any address). */
  path?: string
  /** The address the router starts at (default "/"). */
  url?: string
}

export interface RenderedView extends RenderResult {
  store: TestRoot
  router: ReturnType<typeof createMemoryRouter>
  texts: i18n
}

/**
 * Renders `view` (a page or part of one, at `path`) or a whole route table (`routes` of a target, or a few routes
 * of the test's own) in the providers a target gives its pages.
 */
export async function renderView(
  view: ReactNode | ((deps: { store: RootStore; texts: i18n }) => RouteObject[]),
  options: ViewOptions = {},
): Promise<RenderedView> {
  const lang = options.lang ?? "en"
  const viewTexts = options.texts ?? (await textsIn(lang, options.namespaces))
  const store = (options.store ??
    createTestRoot(options.env ?? fakeStoreEnv(), {
      ...options.snapshot,
      session: { lang, ...options.snapshot?.session },
    })) as TestRoot
  const routes =
    typeof view === "function"
      ? view({ store, texts: viewTexts })
      : [{ path: options.path ?? "*", element: view }]
  const router = createMemoryRouter(routes, { initialEntries: [options.url ?? "/"] })
  const rendered = render(
    <StoreProvider store={store}>
      <I18nextProvider i18n={viewTexts}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </I18nextProvider>
    </StoreProvider>,
  )
  return { ...rendered, store, router, texts: viewTexts }
}
