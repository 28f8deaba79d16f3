import { readdirSync } from "node:fs"
import path from "node:path"
import { expect, test, waitForPage } from "../fixtures.ts"
import { OUT_DIR } from "../ports.ts"

const IMMUTABLE = "public, max-age=31536000, immutable"

/** The files the build wrote under a folder of its output, from the site's root (without their .br and .gz). */
function builtFiles(folder: string): string[] {
  return readdirSync(path.join(OUT_DIR, folder), { recursive: true, encoding: "utf8" })
    .map((file) => `/${folder}/${file.split(path.sep).join("/")}`)
    .filter((file) => !/\.(br|gz)$/.test(file))
}

// How the built pages reach the browser: through nginx with the configuration the build wrote, as in production.
test.describe("delivery of the built portal", () => {
  test("the first load fetches no render-blocking stylesheet: the small ones are in the page", async ({
    page,
  }) => {
    const stylesheets: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname)
    })
    await page.goto("/fi")
    await waitForPage(page)
    const inlined = await page
      .locator("link[rel=stylesheet][disabled]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
    expect(inlined.length).toBeGreaterThan(0)
    for (const href of inlined) expect(stylesheets).not.toContain(href)
    // the inlined design tokens are in force
    const spacing = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--space-4").trim(),
    )
    expect(spacing).not.toBe("")
  })

  test("assets go out brotli-compressed when accepted, cached for good, and plain otherwise", async ({
    page,
    request,
  }) => {
    const scripts: string[] = []
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname)
    })
    await page.goto("/fi")
    await waitForPage(page)
    // the entry (named, portal-[hash].js) and a chunk (named by its hash alone) alike
    const entry = scripts.find((path) => /^\/assets\/portal-[\w-]{8}\.js$/.test(path))
    const chunk = scripts.find((path) => /^\/assets\/[\w-]{8}\.js$/.test(path))
    expect(entry, "the entry loaded").toBeDefined()
    expect(chunk, "a chunk loaded").toBeDefined()
    for (const script of [entry!, chunk!]) {
      const brotli = await request.get(script, { headers: { "accept-encoding": "br, gzip" } })
      expect(brotli.status()).toBe(200)
      expect(brotli.headers()).toMatchObject({
        "content-encoding": "br",
        "content-type": "text/javascript; charset=utf-8",
        vary: "Accept-Encoding",
        "cache-control": "public, max-age=31536000, immutable",
      })
      const plain = await request.get(script, { headers: { "accept-encoding": "identity" } })
      expect(plain.headers()["content-encoding"]).toBeUndefined()
      // the same script either way
      expect(await brotli.text()).toBe(await plain.text())
    }
  })

  test("every hashed asset is cached for good, a missing one is a 404 and never the app's page", async ({
    request,
  }) => {
    const assets = builtFiles("assets").filter((file) => !file.endsWith(".map"))
    expect(assets.length).toBeGreaterThan(50)
    for (const asset of assets) {
      const answer = await request.head(asset)
      expect(answer.status(), asset).toBe(200)
      expect(answer.headers()["cache-control"], asset).toBe(IMMUTABLE)
      expect(answer.headers()["x-content-type-options"], asset).toBe("nosniff")
    }
    for (const missing of [
      "/assets/AAAAAAAA.js",
      "/assets/portal-AAAAAAAA.js",
      "/fi/puuttuu.js",
      "/favicon.ico",
    ]) {
      const answer = await request.get(missing)
      expect(answer.status(), missing).toBe(404)
      expect(answer.headers()["cache-control"], missing).toBeUndefined()
      expect(await answer.text(), missing).not.toContain('id="root"')
    }
  })

  test("source maps are built but never served, and no script points to one", async ({ request }) => {
    const maps = builtFiles("assets").filter((file) => file.endsWith(".map"))
    expect(maps.length, "the build's source maps (npm run size reads them)").toBeGreaterThan(0)
    for (const map of maps) expect((await request.get(map)).status(), map).toBe(404)
    const scripts = builtFiles("assets").filter((file) => file.endsWith(".js"))
    for (const script of scripts.slice(0, 20))
      expect(await (await request.get(script)).text(), script).not.toContain("sourceMappingURL")
  })

  test("the build's own files are not served", async ({ request }) => {
    const own = [
      "/.vite/manifest.json",
      "/server/headers.json",
      "/server/nginx-site.conf",
      "/targets/portal/index.html",
      "/first-frames/fi/ajanvaraus/yksityisasiakas.html",
    ]
    for (const file of own) expect((await request.get(file)).status(), file).toBe(404)
  })

  test("the kiosk's fixed-name files are checked before each use", async ({ request }) => {
    for (const file of ["/kiosk-sw.js", "/kiosk/manifest.webmanifest", "/kiosk/icon.svg"]) {
      const answer = await request.get(file)
      expect(answer.status(), file).toBe(200)
      expect(answer.headers()["cache-control"], file).toBe("no-cache")
    }
  })

  test("backend answers are never stored, never sniffed; a body over the largest limit is the contract's 413", async ({
    request,
  }) => {
    const session = await request.get("/api/session")
    expect(session.status()).toBe(200)
    expect(session.headers()["cache-control"]).toBe("no-store")
    expect(session.headers()["x-content-type-options"]).toBe("nosniff")
    // larger than any operation takes (contracts/openapi.yaml, uploadFile's 9437184 bytes): nginx answers
    const tooLarge = await request.put("/api/uploads/kc-0000000000-front", {
      headers: { "content-type": "application/pdf" },
      data: Buffer.alloc(9_437_185),
    })
    expect(tooLarge.status()).toBe(413)
    expect(await tooLarge.json()).toEqual({ type: "payloadTooLarge", maxBytes: 9_437_184 })
  })
})
