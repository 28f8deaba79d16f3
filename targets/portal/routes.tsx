import type { i18n } from "i18next"
import { redirect, type LoaderFunctionArgs, type RouteObject } from "react-router"
import { DEFAULT_LANG, LANGUAGES, type Lang } from "../../src/domain/language.ts"
import { changeLanguage, loadNamespaces } from "../../src/platform/i18n/i18n.ts"
import { buildPath, matchPath, redirectFor, routePatterns } from "../../src/platform/routing/index.ts"
import { attachAreas, type RootStore } from "../../src/kit/stores/RootStore.ts"
import { BootFallback } from "../../src/features/shell/views/BootFallback.tsx"
import { NotFoundPage } from "../../src/kit/ui/page/NotFoundPage.tsx"
import type { PageHandle } from "../../src/features/shell/views/PageShell.tsx"
import type { PageEntry } from "../../src/kit/feature/manifest.ts"
import { pageOf } from "./composition.ts"
import { LayoutError, PortalLayout, RouteError } from "./PortalLayout.tsx"

type Deps = { store: RootStore; i18n: i18n }

/** Every page waits for its language's texts and for the session. */
function boot(lang: Lang, { store, i18n }: Deps) {
  return async () => {
    store.session.setLang(lang)
    await changeLanguage(i18n, lang)
    await store.session.ensureLoaded()
    return null
  }
}

/**
 * The page's code and its texts in the route's language, with the stores of its areas (their features' models)
 * loaded and attached before it first renders (not during a render): no raw keys and no suspense on the way in.
 */
function lazyPage(page: PageEntry, lang: Lang, { store, i18n }: Deps) {
  return async () => {
    const [Component] = await Promise.all([
      page.load(),
      loadNamespaces(i18n, page.namespaces, lang),
      attachAreas(store, page.areas ?? []),
    ])
    return { Component }
  }
}

/** The page's start, once its module has loaded; none where it has none or its module failed to load. */
function startOf(page: PageEntry | undefined): Promise<((store: RootStore) => void) | undefined> {
  return page?.start?.().catch(() => undefined) ?? Promise.resolve(undefined)
}

/** /{lang}: the logged-in front page; anonymous visitors get the booking landing, as the portal always did. */
function frontRoute(lang: Lang, deps: Deps): RouteObject {
  const { store } = deps
  const page = pageOf("front")
  return {
    index: true,
    handle: { ...page?.handle, title: "front" } satisfies PageHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      // The page's start loads alongside the session; its data's request goes out with the session's answer
      const [start] = await Promise.all([startOf(page), store.session.ensureLoaded()])
      const session = store.session.sessionState
      if (!page || session === "anonymous") return redirect(buildPath("booking", lang))
      const url = new URL(request.url)
      const target = redirectFor("front", session, lang, `${url.pathname}${url.search}`)
      if (target) return redirect(target)
      start?.(store)
      return null
    },
    // Taking the fragment off the address (the cancelled appointment's toast) is no new visit: the data stays
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.hash !== nextUrl.hash &&
      `${currentUrl.pathname}${currentUrl.search}` === `${nextUrl.pathname}${nextUrl.search}`
        ? false
        : defaultShouldRevalidate,
    ...(page ? { lazy: lazyPage(page, lang, deps) } : {}),
    errorElement: <RouteError />,
  }
}

function languageRoute(lang: Lang, { store, i18n }: Deps): RouteObject {
  const pages = routePatterns(lang).flatMap(({ routeId, path }) => {
    const page = pageOf(routeId)
    // The front page is the language's index route (frontRoute)
    if (!page || routeId === "front") return []
    return [
      {
        path,
        handle: { ...page.handle, title: page.routeId } satisfies PageHandle,
        loader: async ({ request }: LoaderFunctionArgs) => {
          const url = new URL(request.url)
          // react-router cannot check param shapes (ids, dates): the route table does
          if (matchPath(url.pathname)?.routeId !== routeId) throw new Response("Not found", { status: 404 })
          // The language route loads the session in parallel; the guard needs it, so it waits for the same load.
          await store.session.ensureLoaded()
          const target = redirectFor(
            routeId,
            store.session.sessionState,
            lang,
            `${url.pathname}${url.search}`,
          )
          return target ? redirect(target) : null
        },
        lazy: lazyPage(page, lang, { store, i18n }),
        errorElement: <RouteError />,
      } satisfies RouteObject,
    ]
  })
  return {
    path: `/${lang}`,
    loader: boot(lang, { store, i18n }),
    shouldRevalidate: ({ currentUrl, nextUrl }) =>
      store.session.status !== "loaded" ||
      currentUrl.pathname.split("/")[1] !== nextUrl.pathname.split("/")[1],
    element: <PortalLayout />,
    // A full load renders this until the session and the texts are there (the loaders above and below).
    hydrateFallbackElement: <BootFallback />,
    errorElement: <LayoutError />,
    children: [frontRoute(lang, { store, i18n }), ...pages, { path: "*", element: <NotFoundPage /> }],
  }
}

export function portalRoutes(deps: Deps): RouteObject[] {
  return [
    {
      path: "/",
      loader: () => redirect(buildPath("front", DEFAULT_LANG)),
      hydrateFallbackElement: <BootFallback />,
    },
    ...LANGUAGES.map((lang) => languageRoute(lang, deps)),
    // An address outside every language: the not-found page, in the default language.
    {
      path: "*",
      loader: boot(DEFAULT_LANG, deps),
      element: <PortalLayout />,
      hydrateFallbackElement: <BootFallback />,
      errorElement: <LayoutError />,
      children: [{ path: "*", element: <NotFoundPage /> }],
    },
  ]
}
