import "../../src/kit/ui/tokens.css"
import "../../src/kit/ui/base.css"
import "../../src/features/shell/views/shell.css"
import { createBrowserRouter } from "react-router"
import { DEFAULT_LANG, isLang } from "../../src/domain/language.ts"
import { provideLocales, startI18n } from "../../src/platform/i18n/i18n.ts"
import { BOOT_NAMESPACES } from "../../src/platform/i18n/namespaces.ts"
import { PORTAL_LOCALES } from "./locales.ts"
import type { StoreEnvOptions } from "../../src/platform/api/env.ts"
import { loadTimeZoneData } from "../../src/platform/i18n/instantFormat.ts"
import {
  composeAndMeasure,
  createBrowserStore,
  followBrand,
  hasFirstFrame,
  mount,
  nextTask,
  routerReady,
} from "../shared/boot.tsx"
import { composePortal, PORTAL_FEATURES } from "./composition.ts"
import { portalRoutes } from "./routes.tsx"
import { PORTAL_PAGES } from "../shared/webVitals.ts"

// The messaging client (urql, graphql) loads with the first page that asks for it, not with every page.
const messagingOnOrigin: StoreEnvOptions["messaging"] = async (options) =>
  (await import("../../src/platform/api/messaging.ts")).messagingOnOrigin(options)

async function main() {
  const firstSegment = window.location.pathname.split("/")[1]
  const lang = isLang(firstSegment) ? firstSegment : DEFAULT_LANG
  composeAndMeasure(composePortal, PORTAL_PAGES)
  // Each step below is a task of its own (nextTask), apart from the modules' evaluation
  await nextTask()
  // A page sent with its first frame had its first requests sent with it: the store takes their answers (the
  // frame page preloads this module, the plain index.html never loads it)
  const fetch = hasFirstFrame()
    ? (await import("../../src/platform/api/earlyRequests.ts")).withEarlyResponses()
    : undefined
  const store = createBrowserStore(
    PORTAL_FEATURES,
    { session: { lang } },
    { messaging: messagingOnOrigin, fetch },
  )
  followBrand(store)
  provideLocales(PORTAL_LOCALES)
  // The session, the boot texts and the first page's code and texts are fetched side by side: the router starts
  // its loaders at once (they wait for the boot texts where they need them), and the app mounts when the boot texts
  // are there, since the boot fallback already speaks.
  void store.session.ensureLoaded()
  await nextTask()
  const { instance: i18n, ready } = startI18n(lang, BOOT_NAMESPACES.portal)
  await nextTask()
  const router = createBrowserRouter(portalRoutes({ store, i18n }))
  await nextTask()
  // The time zone's data loads now, rather than in the first page's render
  loadTimeZoneData()
  await ready
  // A page sent with its first frame keeps the frame until the page itself can show, not the boot fallback
  if (hasFirstFrame()) await routerReady(router)
  mount(store, i18n, router)
}

void main()
