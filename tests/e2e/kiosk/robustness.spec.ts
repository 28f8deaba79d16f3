import { expect, test, waitForPage } from "../fixtures.ts"
import { expectTouchTargets, provision } from "./kiosk.ts"
import { timeButtons } from "./booking-grid.ts"
import { installSandboxClock } from "../clock.ts"

test.describe.configure({ timeout: 120_000 })

test.describe("kiosk display and robustness", () => {
  test("larger text and high contrast on every screen, until the visit ends", async ({
    page,
    expectAccessible,
  }) => {
    await installSandboxClock(page)
    await provision(page)
    const html = page.locator("html")
    await page.getByRole("button", { name: "Suurempi teksti" }).click()
    await expect(html).toHaveAttribute("data-text-size", "large")
    await page.getByRole("button", { name: "Suuri kontrasti" }).click()
    await expect(html).toHaveAttribute("data-contrast", "high")
    await expect(page.getByRole("button", { name: "Suuri kontrasti" })).toHaveAttribute(
      "aria-pressed",
      "true",
    )
    await expectAccessible("attract, large text and high contrast")
    await page.getByRole("link", { name: "Ilmoittaudu" }).click()
    await expect(page.getByRole("button", { name: "Suurempi teksti" })).toHaveAttribute(
      "aria-pressed",
      "true",
    )
    await expectAccessible("check-in, large text and high contrast")
    await expectTouchTargets(page, "check-in, large text")
    await page.getByRole("button", { name: "Aloita alusta" }).click()
    await waitForPage(page)
    await expect(html).toHaveAttribute("data-text-size", "normal")
    await expect(html).toHaveAttribute("data-contrast", "normal")
  })

  for (const { lang, name, book, title } of [
    { lang: "sv", name: "Svenska", book: "Boka en tid", title: "Boka en tid" },
    { lang: "en", name: "English", book: "Book an appointment", title: "Book an appointment" },
  ]) {
    test(`the booking list in ${lang}`, async ({ page, expectAccessible }) => {
      await provision(page)
      await page.getByRole("button", { name }).click()
      await page.getByRole("link", { name: book }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
      await expect(timeButtons(page).first()).toBeVisible()
      await expectAccessible(`booking list, ${lang}`)
    })
  }

  test("the out-of-service screen when the backend does not answer, recovering by itself", async ({
    page,
    expectAccessible,
  }) => {
    await provision(page)
    await page.route("**/api/session", (route) => route.abort("connectionrefused"))
    await page.reload()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Poissa käytöstä")
    await expectAccessible("out of service, fi")
    await expectTouchTargets(page, "out of service")
    await page.unroute("**/api/session")
    // no touch needed: it asks again every 10 s
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa", { timeout: 15_000 })
  })

  test("the resting kiosk notices an outage by itself", async ({ page }) => {
    await installSandboxClock(page)
    await provision(page)
    await page.route("**/api/session", (route) => route.abort("connectionrefused"))
    await page.clock.fastForward(31_000)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Poissa käytöstä")
    await page.unroute("**/api/session")
    await page.clock.fastForward(11_000)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa")
  })

  for (const { lang, name, checkIn, title, resume } of [
    { lang: "fi", name: "Suomi", checkIn: "Ilmoittaudu", title: "Oletko vielä siellä?", resume: "Jatka" },
    { lang: "sv", name: "Svenska", checkIn: "Anmäl dig", title: "Är du kvar?", resume: "Fortsätt" },
  ]) {
    test(`the idle warning in ${lang}`, async ({ page, expectAccessible }) => {
      await installSandboxClock(page)
      await provision(page)
      await page.getByRole("button", { name }).click()
      await page.getByRole("link", { name: checkIn }).click()
      await page.clock.fastForward(61_000)
      const warning = page.getByRole("alertdialog", { name: title })
      await expect(warning).toBeVisible()
      // a modal alert dialog: the rest of the screen is inert, Tab stays on Continue
      const resumeButton = warning.getByRole("button", { name: resume })
      await expect(resumeButton).toBeFocused()
      expect(await page.locator("main").evaluate((main) => main.closest("[inert]") !== null)).toBe(true)
      await page.keyboard.press("Tab")
      await expect(resumeButton).toBeFocused()
      await expectAccessible(`idle warning, ${lang}`)
      await warning.getByRole("button", { name: resume }).click()
      await expect(warning).toBeHidden()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(checkIn)
    })
  }

  test("offline, the service worker still shows the out-of-service screen", async ({ page, context }) => {
    await provision(page)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    // the page is under the worker's control after a reload
    await page.reload()
    await waitForPage(page)
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/kiosk-sw\.js$/,
    )
    // The network is gone (context.setOffline does not reach service workers: playwright#2311)
    const offline = "**/*"
    await context.route(offline, (route) => route.abort("internetdisconnected"))
    await page.reload()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Poissa käytöstä")
    await context.unroute(offline)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa", { timeout: 15_000 })
  })

  test("a web app manifest for a fullscreen install", async ({ page, request }) => {
    await provision(page)
    const href = await page.locator('link[rel="manifest"]').getAttribute("href")
    expect(href).toBe("/kiosk/manifest.webmanifest")
    const manifest = (await (await request.get(href!)).json()) as Record<string, unknown>
    expect(manifest).toMatchObject({ display: "fullscreen", scope: "/kiosk/", start_url: "/kiosk/" })
  })
})
