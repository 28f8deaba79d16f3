import { expect, test } from "../fixtures.ts"
import { expectTouchTargets, provision } from "./kiosk.ts"

test.describe.configure({ timeout: 90_000 })

test.describe("kiosk attract screen", () => {
  test("starts in Finnish, offers every language named in itself, switches in place; an unknown address returns to it", async ({
    page,
    expectAccessible,
  }) => {
    await provision(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa")
    await expect(page.locator("html")).toHaveAttribute("lang", "fi")
    await expect(page.locator("html")).toHaveAttribute("data-theme", "touch")
    const languages = page.getByRole("group", { name: "Valitse kieli" })
    await expect(languages.getByRole("button")).toHaveText(["Suomi", "Svenska", "English"])
    await expectAccessible("attract screen, fi")
    await expectTouchTargets(page, "attract screen")

    for (const { name, lang, heading } of [
      { name: "Svenska", lang: "sv", heading: "Välkommen" },
      { name: "English", lang: "en", heading: "Welcome" },
    ]) {
      await page.getByRole("button", { name }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
      await expect(page.locator("html")).toHaveAttribute("lang", lang)
      await expect(page.getByRole("button", { name })).toHaveAttribute("aria-pressed", "true")
      await expect(page).toHaveURL(/\/kiosk\/?$/)
      await expectAccessible(`attract screen, ${lang}`)
    }

    await page.getByRole("button", { name: "Suomi" }).click()
    await expect(page.locator("html")).toHaveAttribute("lang", "fi")
    await page.goto("/kiosk/no-such-screen")
    await expect(page).toHaveURL(/\/kiosk\/?$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa")
  })

  test("shows the lobby clock in Helsinki time", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-03-29T09:30:00Z"))
    await provision(page)
    // 09:30 UTC is 12:30 in Helsinki on the first day of summer time
    await expect(page.locator(".kiosk-clock")).toContainText("12:30")
    await expect(page.locator(".kiosk-clock")).toContainText("sunnuntai 29.3.2026")
  })
})

test.describe("kiosk of the children's brand", () => {
  test.use({ environment: "children-development" })
  test("wears the children's brand", async ({ page, expectAccessible }) => {
    await provision(page, "LK_KAMPPI")
    await expect(page.locator("html")).toHaveAttribute("data-brand", "children")
    await expect(page.getByText("Aava Lastenklinikka", { exact: true })).toBeVisible()
    await expectAccessible("children's attract screen")
  })
})

test.describe("kiosk when the session cannot be loaded", () => {
  test.use({ environment: "no-such-environment" as "adult-development" })
  test("shows the generic error with a retry that recovers", async ({
    page,
    context,
    baseURL,
    expectAccessible,
  }) => {
    // a kiosk already bound to its clinic (the binding is the device's, in localStorage)
    await page.addInitScript(() =>
      window.localStorage.setItem(
        "kiosk-binding",
        JSON.stringify({ clinicId: "KAMPPI", clinicName: "Aava Kamppi", environment: "adult-development" }),
      ),
    )
    await page.goto("/kiosk/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pahoittelut! Jokin meni vikaan...")
    await expectAccessible("kiosk session error")
    await context.addCookies([
      { name: "sandbox-environment", value: "adult-development", url: baseURL ?? "" },
    ])
    await page.getByRole("button", { name: "Yritä uudelleen" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa")
  })
})
