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

  // one language (sv): the booking list in English is booking-grid.spec.ts's; the idle warning's texts in fi, sv and
  // en are tests/unit/views/kiosk/idleWarning.test.tsx's
  test("the booking list in sv, and the idle warning over it: modal, focus on Fortsätt, back to the list", async ({
    page,
    expectAccessible,
  }) => {
    await installSandboxClock(page)
    await provision(page)
    await page.getByRole("button", { name: "Svenska" }).click()
    await page.getByRole("link", { name: "Boka en tid" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boka en tid")
    await expect(timeButtons(page).first()).toBeVisible()
    await expectAccessible("booking list, sv")

    await page.clock.fastForward(61_000)
    const warning = page.getByRole("alertdialog", { name: "Är du kvar?" })
    await expect(warning).toBeVisible()
    // a modal alert dialog: the rest of the screen is inert, Tab stays on Continue
    const resumeButton = warning.getByRole("button", { name: "Fortsätt" })
    await expect(resumeButton).toBeFocused()
    expect(await page.locator("main").evaluate((main) => main.closest("[inert]") !== null)).toBe(true)
    await page.keyboard.press("Tab")
    await expect(resumeButton).toBeFocused()
    await expectAccessible("idle warning, sv")
    await resumeButton.click()
    await expect(warning).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boka en tid")
  })

  test("out of service when the backend does not answer, at rest or on a reload, recovering by itself", async ({
    page,
    expectAccessible,
  }) => {
    await installSandboxClock(page)
    await provision(page)
    const session = "**/api/session"
    // at rest: it asks every 30 s
    await page.route(session, (route) => route.abort("connectionrefused"))
    await page.clock.fastForward(31_000)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Poissa käytöstä")
    await expectAccessible("out of service, fi")
    await expectTouchTargets(page, "out of service")
    await page.unroute(session)
    // no touch needed: it asks again every 10 s
    await page.clock.fastForward(11_000)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa")

    // the session cannot be loaded as the kiosk starts
    await page.route(session, (route) => route.abort("connectionrefused"))
    await page.reload()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Poissa käytöstä")
    await page.unroute(session)
    await page.clock.fastForward(11_000)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa")
  })

  test("installable and offline: a fullscreen manifest, and the service worker still shows the out-of-service screen", async ({
    page,
    context,
    request,
  }) => {
    await installSandboxClock(page)
    await provision(page)
    const href = await page.locator('link[rel="manifest"]').getAttribute("href")
    expect(href).toBe("/kiosk/manifest.webmanifest")
    const manifest = (await (await request.get(href!)).json()) as Record<string, unknown>
    expect(manifest).toMatchObject({ display: "fullscreen", scope: "/kiosk/", start_url: "/kiosk/" })

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
    // it asks again every 10 s
    await page.clock.fastForward(11_000)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa")
  })
})
