import { expect, LIVE_PAGE_TIMEOUT, test } from "../fixtures.ts"
import { provision } from "./kiosk.ts"

// targets/shared/firstFrame.ts: the attract screen is in the kiosk's HTML, shown before the kiosk's code runs.
test.describe("the kiosk's first frame", () => {
  test("is the attract screen in the HTML itself: inert, with no time of day and no clinic", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto("/kiosk/")
      const root = page.locator("#root")
      await expect(root).toHaveAttribute("inert", "")
      await expect(root.locator("h1")).toHaveText("Tervetuloa")
      await expect(root.locator("nav a")).toHaveText(["Ilmoittaudu", "Varaa aika"])
      await expect(root.locator(".kiosk-languages button")).toHaveText(["Suomi", "Svenska", "English"])
      // nothing known only at run time: the build's own time, or a clinic
      await expect(root.locator("time")).toHaveCount(0)
      await expect(root.locator(".kiosk-clock")).not.toContainText(/\d/)
      await expect(root.locator(".kiosk-header__clinic")).toHaveText("\u00a0")
      // the code starts from the loader after the first paint; the page itself loads no module
      await expect(page.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0)
      await expect(page.locator("script[defer][data-entry]")).toHaveCount(1)
    } finally {
      await context.close()
    }
  })

  test("gives way to the live attract screen, which answers touch", async ({ page, expectAccessible }) => {
    await provision(page)
    await expect(page.locator("#root")).not.toHaveAttribute("inert", { timeout: LIVE_PAGE_TIMEOUT })
    await expect(page.locator(".kiosk-header__clinic")).toHaveText("Aava Kamppi")
    await expect(page.locator(".kiosk-clock time")).toHaveCount(1)
    await expectAccessible("attract screen after the first frame")
    await page.getByRole("link", { name: "Ilmoittaudu" }).click()
    await expect(page).toHaveURL(/\/kiosk\/check-in$/)
  })
})
