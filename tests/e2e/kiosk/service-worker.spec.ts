import type { Page } from "@playwright/test"
import { KIOSK_ASSET_CACHE_PREFIX } from "../../../src/domain/kiosk.ts"
import { expect, test, waitForPage } from "../fixtures.ts"
import { provision } from "./kiosk.ts"

// targets/kiosk/kiosk-sw.ts: the kiosk's service worker (offline, robustness.spec.ts shows the out-of-service screen from
// its cache).

/** Every cache of the page's origin by name, with the paths of what it holds. */
function cachesOf(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const held: Record<string, string[]> = {}
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys()
      held[name] = requests.map((request) => new URL(request.url).pathname)
    }
    return held
  })
}

test.describe("the kiosk's service worker", () => {
  test("is /kiosk-sw.js for /kiosk alone, and caches the built kiosk, never the backend's answers", async ({
    page,
  }) => {
    await provision(page)
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready
      return { scope: ready.scope, script: ready.active?.scriptURL ?? "" }
    })
    expect(new URL(registration.scope).pathname).toBe("/kiosk")
    expect(new URL(registration.script).pathname).toBe("/kiosk-sw.js")
    // a visit under the worker's control: the session and the clinic's data are the backend's
    await page.reload()
    await waitForPage(page)
    const held = await cachesOf(page)
    const names = Object.keys(held)
    expect(names).toHaveLength(1)
    expect(names[0]?.startsWith(KIOSK_ASSET_CACHE_PREFIX)).toBe(true)
    const paths = Object.values(held).flat()
    expect(paths).toEqual(
      expect.arrayContaining(["/kiosk/", "/kiosk/manifest.webmanifest", "/kiosk/icon.svg"]),
    )
    expect(paths.filter((path) => /^\/(api|oauth)\//.test(path))).toEqual([])
    // the kiosk's chunks, not the portal's
    expect(paths.some((path) => path.startsWith("/assets/kiosk-"))).toBe(true)
    expect(paths.filter((path) => /^\/assets\/portal-|^\/first-frames\//.test(path))).toEqual([])
  })

  test("drops an older kiosk build's cache when it takes over", async ({ page, context }) => {
    // A kiosk whose worker is not there yet, with an older build's cache left behind
    const worker = "**/kiosk-sw.js"
    await context.route(worker, (route) => route.abort())
    await provision(page)
    const older = `${KIOSK_ASSET_CACHE_PREFIX}older-build`
    await page.evaluate(async (name) => {
      await (await caches.open(name)).put("/assets/older.js", new Response("older"))
    }, older)
    await context.unroute(worker)
    await page.reload()
    await waitForPage(page)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await expect.poll(async () => Object.keys(await cachesOf(page))).not.toContain(older)
    expect(Object.keys(await cachesOf(page))).toHaveLength(1)
  })
})
