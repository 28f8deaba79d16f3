/// <reference lib="webworker" />
// The kiosk's service worker, /kiosk-sw.js with scope /kiosk (served from the root, so that its scope may cover the
// bare /kiosk address too; the portal is outside it). It precaches the built kiosk: the files of its chunk graph,
// its page as /kiosk/, the web app manifest and the icon, which the build lists in self.__WB_MANIFEST with each
// file's revision (targets/kiosk/pwaPlugin.ts). It serves those files from the cache, answers a kiosk page load
// from the network or, without one, from the cached /kiosk/, and drops older kiosk caches. Requests to the backend
// pass by untouched: visitors' data never goes into a cache.
import { cacheNames, clientsClaim, setCacheNameDetails } from "workbox-core"
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching"
import { NavigationRoute, registerRoute } from "workbox-routing"
import { KIOSK_ASSET_CACHE_PREFIX } from "../../src/domain/kiosk.ts"
import { BACKEND_PATHS } from "../../src/platform/api/backendPaths.ts"

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] }

/** The page a kiosk address loads, precached under this address. */
const KIOSK_PAGE = "/kiosk/"
/** Never the worker's: the API and the login are always the network's. */
const BACKEND = BACKEND_PATHS.map((path) => new RegExp(`^${path}`))

// Workbox names its cache `<prefix>-precache-v2-<scope>`: under the prefix that a visit's reset keeps
setCacheNameDetails({ prefix: KIOSK_ASSET_CACHE_PREFIX.replace(/-$/, "") })

// A new build's worker takes over at once, as the kiosk reloads itself between visits
self.addEventListener("install", () => void self.skipWaiting())
clientsClaim()
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(KIOSK_ASSET_CACHE_PREFIX) && name !== cacheNames.precache)
            .map((name) => caches.delete(name)),
        ),
      ),
  )
})

// A page load: the network's page while there is a network, the built kiosk's page without one. Registered before
// the precache's route, so that /kiosk/ itself comes from the network first too.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request)
      } catch {
        return (await matchPrecache(KIOSK_PAGE)) ?? Response.error()
      }
    },
    { denylist: BACKEND },
  ),
)

precacheAndRoute(self.__WB_MANIFEST)
