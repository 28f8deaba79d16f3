// The kiosk's service worker: it precaches the built kiosk (cache `cacheName`, files `precache`), serves those
// files from the cache, answers a kiosk page load from the network or, without one, from the cache, and drops
// older kiosk caches. Requests to the backend pass by untouched: visitors' data never goes into a cache.
// It runs in the worker, not in the app: targets/kiosk/pwaPlugin.ts writes this function's source into
// kiosk-sw.js with its arguments.
export function kioskServiceWorker(cacheName: string, prefix: string, precache: string[]) {
  const worker = self as unknown as {
    addEventListener(type: string, listener: (event: never) => void): void
    skipWaiting(): Promise<void>
    clients: { claim(): Promise<void> }
  }
  type ExtendableEvent = { waitUntil(promise: Promise<unknown>): void }
  type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void }
  worker.addEventListener("install", (event: ExtendableEvent) => {
    event.waitUntil(
      caches
        .open(cacheName)
        .then((cache) => cache.addAll(precache))
        .then(() => worker.skipWaiting()),
    )
  })
  worker.addEventListener("activate", (event: ExtendableEvent) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith(prefix) && name !== cacheName)
              .map((name) => caches.delete(name)),
          ),
        )
        .then(() => worker.clients.claim()),
    )
  })
  worker.addEventListener("fetch", (event: FetchEvent) => {
    const { request } = event
    const url = new URL(request.url)
    // Visitors' data never goes into a cache: the API and the login are always the network's
    if (request.method !== "GET" || url.origin !== location.origin) return
    if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/oauth/")) return
    if (request.mode === "navigate") {
      event.respondWith(
        fetch(request).catch(() => caches.match("/kiosk/").then((cached) => cached ?? Response.error())),
      )
      return
    }
    event.respondWith(caches.match(request, { ignoreVary: true }).then((cached) => cached ?? fetch(request)))
  })
}
