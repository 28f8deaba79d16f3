import { logIn } from "../login.ts"
import { expect, test } from "../fixtures.ts"

// My information's contact and consent tabs. Where a saveAction leads is save-action.spec.ts; the tab it opens on and
// the save button's text, in fi, sv and en, are tests/unit/views/account/myInformationStates.test.tsx.

test.describe("my information", () => {
  test("contact tab: saved values, messages for bad input, save stays on the page and says so (fi)", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "kalle", "/fi/omat-tiedot")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Omat tiedot")
    await expect(page.getByRole("tab", { name: "Yhteystiedot" })).toHaveAttribute("aria-selected", "true")
    const zip = page.getByRole("textbox", { name: "Postinumero" })
    await expect(zip).toHaveValue(/^\d{5}$/)
    await expect(page.getByText("Kalle Mattila", { exact: true }).last()).toBeVisible()
    await expectAccessible("my information, contact tab")

    await zip.fill("12")
    await zip.press("Tab")
    const message = "Postinumerossa tulee olla 5 merkkiä, ja se voi sisältää vain numeroita"
    await expect(zip).toHaveAccessibleDescription(message)
    await expect(page.getByRole("link", { name: `Postinumero: ${message}` })).toBeVisible()
    const save = page.getByRole("button", { name: "Tallenna", exact: true })
    await expect(save).toBeDisabled()
    await expect(zip).toHaveValue("12")
    await expectAccessible("my information, bad input")

    await zip.fill("00120")
    await page.getByRole("textbox", { name: "Puhelinnumero" }).fill("040 765 4321")
    await page.getByRole("textbox", { name: "Puhelinnumero" }).press("Tab")
    await expect(page.getByRole("textbox", { name: "Puhelinnumero" })).toHaveValue("+358407654321")
    await save.click()
    await expect(page.getByText("Tietosi on tallennettu.")).toBeVisible()
    await expect(page).toHaveURL("/fi/omat-tiedot")
    await expectAccessible("my information, saved")
    await page.reload()
    await expect(page.getByRole("textbox", { name: "Puhelinnumero" })).toHaveValue("+358407654321")
  })

  test("consent tab by keyboard: the five choices, no privacy box after the first time (en)", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "aino", "/en/my-information")
    const contactTab = page.getByRole("tab", { name: "Contact information" })
    await contactTab.focus()
    await page.keyboard.press("ArrowRight")
    const consentTab = page.getByRole("tab", { name: "Permissions and agreements" })
    await expect(consentTab).toHaveAttribute("aria-selected", "true")
    await expect(page.getByRole("checkbox")).toHaveCount(5)
    await expect(page.getByRole("checkbox", { name: "I have read the privacy policy" })).toHaveCount(0)
    await expectAccessible("my information, consent tab")
    const marketing = page.getByRole("checkbox", { name: "I want to receive marketing messages" })
    const wasChecked = await marketing.isChecked()
    await marketing.focus()
    await page.keyboard.press("Space")
    await expect(marketing).toBeChecked({ checked: !wasChecked })
    await page.getByRole("button", { name: "Save" }).focus()
    await page.keyboard.press("Enter")
    await expect(page.getByText("Your information has been saved.")).toBeVisible()
    await expect(marketing).toBeChecked({ checked: !wasChecked })
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled()
  })
})
