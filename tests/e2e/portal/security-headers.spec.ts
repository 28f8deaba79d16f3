// Every document of both targets comes through nginx (`npm run serve`, as production runs it) with a strict
// Content-Security-Policy that allows exactly the document's own inline stylesheets, and the privacy headers; the
// policy does stop an inline script. (Every other spec fails on any violation it meets: tests/e2e/fixtures.ts.)
import { readFileSync } from "node:fs"
import { test as plain, type APIResponse } from "@playwright/test"
import { parse } from "yaml"
import { inlineStyleHashes, LIBRARY_STYLES } from "../../../targets/shared/securityHeaders.ts"
import { imageOrigins } from "../../../targets/shared/webServer.ts"
import { expect, test } from "../fixtures.ts"

// images from the page's own origin, data: URLs and the origins the contract declares (x-image-origins), no others
const IMG_SRC = [
  "img-src 'self' data:",
  ...imageOrigins(parse(readFileSync("contracts/openapi.yaml", "utf8"))),
].join(" ")
import { framePageAddresses, kioskAddresses, portalAddresses } from "./documentAddresses.ts"

/** The answer is a document with its own policy and every header a document carries. */
async function expectDocument(address: string, answer: APIResponse): Promise<string> {
  expect(answer.status(), address).toBe(200)
  const headers = answer.headers()
  expect(headers["content-type"], address).toBe("text/html; charset=utf-8")
  expect(headers["cache-control"], address).toBe("no-cache")
  const html = await answer.text()
  const policy = headers["content-security-policy"] ?? ""
  const directives = new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive]))
  expect(directives.get("script-src"), address).toBe("script-src 'self'")
  expect(directives.get("frame-ancestors"), address).toBe("frame-ancestors 'none'")
  expect(directives.get("connect-src"), address).toBe("connect-src 'self'")
  expect(directives.get("form-action"), address).toMatch(/^form-action 'self'/)
  expect(directives.get("img-src"), address).toBe(IMG_SRC)
  expect(policy, address).not.toMatch(/unsafe-inline|unsafe-eval/)
  // the hashes of this document's inline stylesheets, and of the library's run-time ones: no more, no fewer
  const styleHashes = (directives.get("style-src") ?? "")
    .split(" ")
    .filter((source) => source.startsWith("'sha"))
  expect(styleHashes.length, address).toBe(inlineStyleHashes(html).length + LIBRARY_STYLES.length)
  for (const hash of inlineStyleHashes(html)) expect(styleHashes, address).toContain(hash)
  expect(headers["referrer-policy"], address).toBe("no-referrer")
  expect(headers["x-content-type-options"], address).toBe("nosniff")
  expect(headers["permissions-policy"], address).toContain("camera=(self)")
  expect(headers["permissions-policy"], address).toContain("microphone=()")
  // plain HTTP here: Strict-Transport-Security goes with HTTPS only
  expect(headers["strict-transport-security"], address).toBeUndefined()
  return html
}

test.describe("security headers", () => {
  test("every document address of the portal, in every language", async ({ request }) => {
    const addresses = ["/", ...portalAddresses()]
    expect(addresses.length).toBeGreaterThan(100)
    for (const address of addresses) {
      const html = await expectDocument(address, await request.get(address))
      expect(html, address).not.toContain('rel="manifest"')
    }
  })

  test("every document address of the kiosk", async ({ request }) => {
    for (const address of kioskAddresses()) {
      const html = await expectDocument(address, await request.get(address))
      expect(html, address).toMatch(/<link rel="manifest" href="\/kiosk\/manifest.webmanifest"/)
    }
  })

  test("a page built with its first frame gets that page, with or without a trailing slash", async ({
    request,
  }) => {
    const frames = framePageAddresses()
    expect(frames.length, "the build's first-frame pages").toBeGreaterThan(0)
    for (const address of frames)
      for (const asked of [address, `${address}/`, `${address}?clinicIds=1`]) {
        const html = await expectDocument(asked, await request.get(asked))
        expect(html, asked).toContain('<div id="root" inert>')
      }
    // an address beside it gets the portal's plain page
    const plainPage = await expectDocument("/fi", await request.get("/fi"))
    expect(plainPage).toContain('<div id="root"></div>')
  })

  test("the identity provider's page", async ({ request }) => {
    const answer = await request.get("/oauth/authenticate?lang=fi&acr_values=tupas-nordea&next=%2Ffi", {
      maxRedirects: 5,
    })
    expect(answer.headers()["content-type"]).toMatch(/^text\/html/)
    const policy = answer.headers()["content-security-policy"] ?? ""
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain("form-action 'self'")
    expect(answer.headers()["referrer-policy"]).toBe("no-referrer")
    expect(answer.headers()["x-content-type-options"]).toBe("nosniff")
  })
})

// A context of its own, outside the fixture that fails on violations: this one provokes one
plain("the policy refuses an inline script put into the page", async ({ page }) => {
  const violations: string[] = []
  await page.exposeFunction("reportViolation", (directive: string) => violations.push(directive))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      void (window as unknown as { reportViolation: (d: string) => void }).reportViolation(
        event.effectiveDirective,
      )
    })
  })
  await page.goto("/fi")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script")
    script.textContent = "window.__inlineRan = true"
    document.body.append(script)
    await new Promise((resolve) => setTimeout(resolve, 100))
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true
  })
  expect(ran).toBe(false)
  await expect.poll(() => violations).toContain("script-src-elem")
})
