import type { Page } from "@playwright/test"
import { expect, test } from "../fixtures.ts"

const results = (page: Page, heading: string) =>
  page.getByRole("list", { name: heading }).getByRole("listitem")

/** A mouse user's click on a checkbox: react-aria's input is visually hidden, its label is the target. */
const clickCheckbox = (page: Page, name: string) =>
  page
    .locator("label")
    .filter({ has: page.getByRole("checkbox", { name, exact: true }) })
    .click()

test.describe("appointment list filters", () => {
  test("a specialty forces remote appointments on, shown checked and disabled with the reason", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/en/booking/private-customer")
    await expect(results(page, "Free appointments")).toHaveCount(20)
    const remote = page.getByRole("checkbox", { name: "Also show remote appointments (video and phone)" })
    await expect(remote).not.toBeChecked()
    await expect(remote).toBeEnabled()

    await page.getByRole("button", { name: /^Specialty/ }).click()
    // by keyboard: the box takes focus with Tab and Space ticks it
    await page.getByRole("checkbox", { name: "Psychologist" }).focus()
    await page.keyboard.press("Space")
    await expect(page).toHaveURL(/\/en\/booking\/private-customer\?specialtyIds=PSY$/)
    await expect(remote).toBeChecked()
    await expect(remote).toBeDisabled()
    await expect(remote).toHaveAccessibleDescription(
      "Remote appointments are always shown for the chosen specialty.",
    )
    await expect(results(page, "Free appointments").first()).toBeVisible()
    for (const kind of await results(page, "Free appointments").locator("p:last-child").allTextContents()) {
      expect(kind).toMatch(/^Psychologist · /)
    }
    await expectAccessible("list, specialty PSY chosen")

    await clickCheckbox(page, "Psychologist")
    await expect(page).toHaveURL(/\/en\/booking\/private-customer$/)
    await expect(remote).toBeEnabled()
    await expect(remote).not.toBeChecked()
  })

  test("the practitioner search matches word prefixes; choosing one narrows the list and forces remote @mobile", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/fi/ajanvaraus/yksityisasiakas")
    await expect(results(page, "Vapaat ajat")).toHaveCount(20)
    const filters = page.getByRole("button", { name: /^Rajaa hakua/ })
    if (await filters.isVisible()) await filters.click()

    const search = page.getByRole("combobox", { name: "Ammattilainen" })
    await search.fill("MÄK")
    const options = page.getByRole("listbox").getByRole("option")
    await expect(options).toHaveText([/^Laura Mäkinen/])
    // the open list sits in the main landmark, right after its field, and the page stays readable and usable
    await expect(page.getByRole("main").getByRole("listbox")).toBeVisible()
    // (a closed disclosure's panel is hidden, and aria-hidden, with its controls: only shown ones count)
    await expect(
      page.locator("[aria-hidden=true] a[href], [aria-hidden=true] button").filter({ visible: true }),
    ).toHaveCount(0)
    await expectAccessible("practitioner list open")
    await search.fill("la mä")
    await expect(options).toHaveText([/^Laura Mäkinen/])
    await search.fill("kinen")
    await expect(page.getByRole("listbox")).toContainText("Hakua vastaavaa ammattilaista ei löytynyt.")
    await expectAccessible("practitioner list open, nothing matches")
    await search.fill("laura")
    await search.press("ArrowDown")
    await search.press("Enter")

    await expect(page).toHaveURL(/\?practitionerIds=10234$/)
    await expect(page.getByRole("list", { name: "Valitut ammattilaiset" })).toContainText("Laura Mäkinen")
    const remote = page.getByRole("checkbox", { name: /^Näytä myös etävastaanotot/ })
    await expect(remote).toBeChecked()
    await expect(remote).toBeDisabled()
    await expect(remote).toHaveAccessibleDescription(
      "Etävastaanotot näytetään aina, kun ammattilainen on valittu.",
    )
    await expect(results(page, "Vapaat ajat").first()).toBeVisible()
    for (const name of await results(page, "Vapaat ajat").locator("p:nth-of-type(1)").allTextContents()) {
      expect(name).toMatch(/^Laura Mäkinen/)
    }

    await expectAccessible("list, practitioner chosen")
    await page.getByRole("button", { name: "Poista valinta: Laura Mäkinen" }).click()
    await expect(search).toBeFocused()
    await expect(page).toHaveURL(/\/fi\/ajanvaraus\/yksityisasiakas$/)
    await expect(remote).toBeEnabled()
  })

  test("clinics: a municipality box ticks its clinics, and the list keeps to them", async ({ page }) => {
    await page.goto("/sv/tidsbokning/privat-kund")
    await expect(results(page, "Lediga tider")).toHaveCount(20)
    await page.getByRole("button", { name: /^Mottagningar/ }).click()
    await clickCheckbox(page, "Esbo: alla mottagningar")
    await expect(page).toHaveURL(/\?clinicIds=TAPIOLA&clinicIds=LEPPAVAARA$/)
    await expect(page.getByRole("checkbox", { name: "Aava Tapiola" })).toBeChecked()
    await expect(page.getByRole("checkbox", { name: "Aava Leppävaara" })).toBeChecked()
    await expect(page.getByRole("button", { name: /^Mottagningar/ })).toContainText("2 valda")
    await expect(results(page, "Lediga tider").first()).toBeVisible()
    for (const place of await results(page, "Lediga tider").locator("p:nth-of-type(2)").allTextContents()) {
      expect(place).toMatch(/^Aava (Tapiola|Leppävaara), .*, Espoo$/)
    }

    await clickCheckbox(page, "Aava Leppävaara")
    await expect(page).toHaveURL(/\?clinicIds=TAPIOLA$/)
    await expect(page.getByRole("checkbox", { name: "Esbo: alla mottagningar" })).not.toBeChecked()
    await page.getByRole("button", { name: "Rensa avgränsningarna" }).click()
    await expect(page).toHaveURL(/\/sv\/tidsbokning\/privat-kund$/)
    await expect(page.getByRole("heading", { name: "Lediga tider", exact: true })).toBeFocused()
  })

  test("on the Kela65 list the specialty filter is disabled, with the reason", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/fi/ajanvaraus/kela65?specialtyIds=PSY")
    await expect(results(page, "Vapaat ajat").first()).toBeVisible()
    const specialty = page.getByRole("button", { name: /^Erikoisala/ })
    await expect(specialty).toBeDisabled()
    await expect(specialty).toHaveAccessibleDescription("Kela65-ajoissa erikoisalaa ei voi valita.")
    // the URL's specialty is not applied on Kela65, so nothing forces remote appointments on
    await expect(page.getByRole("checkbox", { name: /^Näytä myös etävastaanotot/ })).toBeEnabled()
    await expectAccessible("Kela65 list")
  })
})
