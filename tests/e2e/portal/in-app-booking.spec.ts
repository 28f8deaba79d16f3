import { expect, test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { openList, reserveFirstFree, weekdayAhead } from "./booking-loggedin.helpers.ts"

const PRIVATE_LIST = "/en/booking/private-customer"

test.describe("in-app booking scope", () => {
  test("no header, footer or cancel button; external links go to the host app", async ({
    page,
    expectAccessible,
  }) => {
    test.slow()
    // the host app's webview bridge (React Native WebView injects window.ReactNativeWebView)
    await page.addInitScript(() => {
      const posted: string[] = []
      Object.assign(window, {
        __posted: posted,
        ReactNativeWebView: { postMessage: (m: string) => posted.push(m) },
      })
    })
    await logIn(page, "raili", PRIVATE_LIST, { inAppBooking: true })
    await openList(page, PRIVATE_LIST, weekdayAhead(12))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Appointment Booking")
    await expect(page.getByRole("banner")).toHaveCount(0)
    await expect(page.getByRole("contentinfo")).toHaveCount(0)
    await expectAccessible("in-app list")

    const profileLink = page.getByRole("main").locator('a[href^="https://"]').first()
    const href = await profileLink.getAttribute("href")
    const before = page.url()
    await profileLink.click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __posted: string[] }).__posted))
      .toEqual([JSON.stringify({ type: "openExternalLink", url: href })])
    expect(page.url()).toBe(before)
    expect(page.context().pages()).toHaveLength(1)

    await reserveFirstFree(page)
    await page.getByRole("button", { name: "Reserve appointment" }).click()
    await expect(
      page.getByRole("heading", { level: 1, name: "Your appointment has been reserved" }),
    ).toBeVisible()
    await expect(page.getByRole("link", { name: "View the appointment" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Cancel appointment" })).toHaveCount(0)
    await expect(page.getByRole("banner")).toHaveCount(0)
    await expectAccessible("in-app success")
  })
})
