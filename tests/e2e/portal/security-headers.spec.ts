// Issue 19 point 9: both targets' documents and the sandbox's own pages come with a strict Content-Security-Policy
// and the privacy headers; the policy does stop an inline script. (Every other spec fails on any violation it
// meets: tests/e2e/fixtures.ts.)
import { test as plain } from "@playwright/test"
import { expect, test } from "../fixtures.ts"

const DOCUMENTS = ["/fi", "/en/conversations", "/kiosk", "/kiosk/check-in"]

test.describe("security headers", () => {
  for (const path of DOCUMENTS) {
    test(`the document ${path}`, async ({ request }) => {
      const answer = await request.get(path)
      expect(answer.status()).toBe(200)
      const headers = answer.headers()
      const policy = headers["content-security-policy"] ?? ""
      expect(policy).toContain("script-src 'self'")
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain("connect-src 'self'")
      expect(policy).toMatch(/form-action 'self'/)
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
      expect(headers["referrer-policy"]).toBe("no-referrer")
      expect(headers["x-content-type-options"]).toBe("nosniff")
      expect(headers["permissions-policy"]).toContain("camera=(self)")
      expect(headers["permissions-policy"]).toContain("microphone=()")
    })
  }

  test("the identity provider's page", async ({ request }) => {
    const answer = await request.get("/oauth/authenticate?lang=fi&acr_values=tupas-nordea&next=%2Ffi", {
      maxRedirects: 5,
    })
    expect(answer.headers()["content-type"]).toMatch(/^text\/html/)
    const policy = answer.headers()["content-security-policy"] ?? ""
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain("form-action 'self'")
    expect(answer.headers()["referrer-policy"]).toBe("no-referrer")
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
