import type { Page } from "@playwright/test"
import { expect, test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { openList, reserveFirstFree, weekdayAhead } from "./booking-loggedin.helpers.ts"

const PRIVATE_LIST = "/en/booking/private-customer"

/** The consent form, the first time: the privacy-policy box, then Save. */
async function giveConsent(page: Page) {
  const policy = page.getByRole("checkbox", { name: /I have read the privacy policy/ })
  await policy.check()
  const save = page.getByRole("button", { name: "Save" })
  await expect(save).toBeEnabled()
  await save.click()
}

test.describe("logged-in reservation: registration and consent first", () => {
  test("an unregistered person registers and consents, then books", async ({ page, expectAccessible }) => {
    test.slow()
    await logIn(page, "tuomas", PRIVATE_LIST)
    await openList(page, PRIVATE_LIST, weekdayAhead(10))
    await reserveFirstFree(page)

    // spec §4: the unregistered user goes to the registration form, with the reservation as next
    await expect(page).toHaveURL(/\/en\/registration\?next=%2Fen%2Favailable-appointments%2F\d+$/)
    const reservationPath = decodeURIComponent(new URL(page.url()).searchParams.get("next") ?? "")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Registration")
    await page.getByLabel("Street address").fill("Hämeenkatu 20")
    await page.getByLabel("Zip code").fill("33200")
    await page.getByLabel("Post office").fill("Tampere")
    await page.getByLabel("Phone number").fill("0409990011")
    await page.getByLabel("Email").fill("tuomas.rantanen@example.fi")
    await page.getByRole("button", { name: "Save" }).click()

    // then the consent form, still returning to the reservation
    await expect(page).toHaveURL(/\/en\/data-processing\?next=/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Processing of patient data")
    await giveConsent(page)

    await expect(page).toHaveURL(new RegExp(`${reservationPath}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve an appointment")
    await expect(
      page.getByRole("region", { name: "Contact information" }).getByText("+358409990011"),
    ).toBeVisible()
    await expectAccessible("reservation form after registration")
    await page.getByRole("button", { name: "Reserve appointment" }).click()
    await expect(
      page.getByRole("heading", { level: 1, name: "Your appointment has been reserved" }),
    ).toBeVisible()
  })

  test("a registered patient without consent gives it first", async ({ page }) => {
    await logIn(page, "kaisa", PRIVATE_LIST)
    await openList(page, PRIVATE_LIST, weekdayAhead(11))
    await reserveFirstFree(page)
    await expect(page).toHaveURL(/\/en\/data-processing\?next=%2Fen%2Favailable-appointments%2F\d+$/)
    await giveConsent(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve an appointment")
    await expect(page.getByRole("button", { name: "Reserve appointment" })).toBeEnabled()
  })
})
