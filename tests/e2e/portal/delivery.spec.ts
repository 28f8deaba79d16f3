import { expect, test, waitForPage } from "../fixtures.ts"

// How the built pages reach the browser: the preview server stands in for the production CDN.
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
})
