import type { i18n } from "i18next"
import { autorun } from "mobx"
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from "react"
import { createRoot } from "react-dom/client"
import { I18nextProvider } from "react-i18next"
import type { createBrowserRouter } from "react-router"
import { RouterProvider } from "react-router/dom"
import { browserDataLayer } from "../../src/platform/api/analytics.ts"
import { createStoreEnv, type StoreEnvOptions } from "../../src/platform/api/env.ts"
import type { ErrorReport } from "../../src/platform/api/reporting.ts"
import { systemClock } from "../../src/domain/clock.ts"
import { brandOf } from "../../src/domain/features.ts"
import {
  createRootStore,
  type RootStore,
  type RootStoreSnapshot,
  type StoreFeature,
} from "../../src/kit/stores/RootStore.ts"
import { StoreProvider } from "../../src/kit/ui/StoreContext.tsx"
import { reportWebVitalsOfVisit, type VisitPages } from "./webVitals.ts"

/**
 * The first step of both targets' boot: the route table, store slots and texts from the target's features, then
 * Core Web Vitals from the first load on (web-vitals loads once idle; its reports name pages by the composed table).
 */
export function composeAndMeasure(compose: () => void, pages: VisitPages): void {
  compose()
  reportWebVitalsOfVisit(pages)
}

/**
 * The error-reporting hook: unexpected API failures, already stripped of personal data, as one structured line
 * (the place to forward them to a reporting service).
 */
function reportToConsole(report: ErrorReport): void {
  console.warn("error-report", JSON.stringify(report))
}

/**
 * Creates a RootStore with the target's features' slots, whose API clients send the store's own csrf token. A
 * target passes what only it has, so the other target's bundle carries none of that code: customer messaging's
 * client factory, the kiosk's drafts kept nowhere, and a fetch that takes the responses its first frames' loader
 * sent with the page (withEarlyResponses).
 */
export function createBrowserStore(
  features: readonly StoreFeature[],
  snapshot: RootStoreSnapshot = {},
  { messaging, fetch, drafts }: Pick<StoreEnvOptions, "messaging" | "fetch" | "drafts"> = {},
): RootStore {
  const created: { store?: RootStore } = {}
  const env = createStoreEnv({
    baseUrl: "",
    getCsrfToken: () => created.store?.session.csrfToken,
    fetch,
    reportError: reportToConsole,
    dataLayer: browserDataLayer(),
    messaging,
    drafts,
    now: systemClock,
  })
  created.store = createRootStore(env, features, snapshot)
  return created.store
}

/** Keeps <html data-brand> on the brand of the session's environment, for the design tokens. */
export function followBrand(store: RootStore): () => void {
  return autorun(() => {
    document.documentElement.dataset.brand = brandOf(store.session.environment)
  })
}

type Router = ReturnType<typeof createBrowserRouter>

/** Resolves when the router's first navigation has settled: its loaders have answered, its lazy routes loaded. */
export function routerReady(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve()
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}

/**
 * Resolves in a later task: a boot's steps run as separate tasks, none long enough to hold up a tap or a key
 * (a long task is 50 ms; a step can take that on a slow phone).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve))
}

/** The page came with a first frame (targets/shared/firstFrame.ts) in #root. */
export function hasFirstFrame(): boolean {
  return document.getElementById("root")?.hasChildNodes() ?? false
}

function OnCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useLayoutEffect(run, [run])
  return children
}

/**
 * Renders a target into #root in one commit. A page built with a first frame (targets/shared/firstFrame.ts) shows
 * the frame until then, inert; it gives way to the live screen with nothing (no blank, no loading line) between.
 * The render is a transition: React renders in slices of a few milliseconds, so that the first screen's render is
 * no long task blocking a tap or a key, and commits once.
 */
export function renderIntoRoot(app: ReactNode): void {
  const root = document.getElementById("root")
  if (!root) throw new Error("#root is missing from index.html")
  const reactRoot = createRoot(root)
  const live = () => root.removeAttribute("inert")
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <OnCommit run={live}>{app}</OnCommit>
      </StrictMode>,
    ),
  )
}

/** Mounts a target's router with its store and texts into #root. */
export function mount(store: RootStore, i18n: i18n, router: Router): void {
  renderIntoRoot(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StoreProvider>,
  )
}
