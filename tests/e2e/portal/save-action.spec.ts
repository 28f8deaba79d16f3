import type { Page } from "@playwright/test"
import { encodeSaveAction, type SaveAction } from "../../../src/domain/appointmentRules.ts"
import { expect, test, waitForPage } from "../fixtures.ts"
import { seedAppointment } from "./appointmentSupport.ts"
import { logIn } from "../login.ts"
import { openList, weekdayAhead } from "./booking-loggedin.helpers.ts"

// spec booking §2 My information (saveAction: url-safe encoded JSON {type, appointmentId, tab}), §4 'My-information
// form': the save button's text by type, and where a save leads: the invoice's payment page, the reservation, the
// appointment's page (opening on the consent tab), or this page again. Each save sends the persona's own values
// unchanged (Aino; Sari, whose appointments the appointment specs seed). Each journey runs in one language; the save
// button's text and the tab in fi, sv and en are tests/unit/views/account/myInformationStates.test.tsx.

const myInformation = (lang: "fi" | "sv" | "en", action: SaveAction) => {
  const word = { fi: "omat-tiedot", sv: "mina-uppgifter", en: "my-information" }[lang]
  return `/${lang}/${word}?saveAction=${encodeSaveAction(action)}`
}

type Persona = "aino" | "sari"

async function openAs(page: Page, persona: Persona, path: string) {
  await logIn(page, persona, path)
  await expect(page).toHaveURL(path)
  await waitForPage(page)
}

test("go-to-reserve-appointment-page: the save leads to the reservation of that appointment (en)", async ({
  page,
}) => {
  await logIn(page, "aino", "/en/booking", { lang: "en" })
  // an appointment not taken by the booking specs' days (booking-loggedin.helpers weekdayAhead)
  const [slot] = await openList(page, "/en/booking/private-customer", weekdayAhead(14))
  const path = myInformation("en", { type: "go-to-reserve-appointment-page", appointmentId: slot!.id })
  await page.goto(path)
  await waitForPage(page)
  const save = page.getByRole("button", { name: "Save and continue to the reservation" })
  await save.click()
  await expect(page).toHaveURL(`/en/available-appointments/${slot!.id}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve an appointment")
})

test("go-to-view-appointment-page: with the consent tab it opens on it, without a tab on the contact tab; each save leads to the appointment (sv)", async ({
  page,
  request,
  expectAccessible,
}) => {
  // three days ahead: no check-in or cancel deadline near
  const seeded = await seedAppointment(request, "sari", 3 * 24 * 60)
  const consentPath = myInformation("sv", {
    type: "go-to-view-appointment-page",
    appointmentId: seeded.appointmentId,
    tab: "consent",
  })
  await openAs(page, "sari", consentPath)
  await expect(page.getByRole("tab", { name: "Tillstånd och avtal" })).toHaveAttribute(
    "aria-selected",
    "true",
  )
  await expectAccessible("saveAction view-appointment, consent tab")
  await page.getByRole("button", { name: "Spara", exact: true }).click()
  await expect(page).toHaveURL(`/sv/tidsbokningar/${seeded.appointmentId}`)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()

  const contactPath = myInformation("sv", {
    type: "go-to-view-appointment-page",
    appointmentId: seeded.appointmentId,
  })
  await page.goto(contactPath)
  await waitForPage(page)
  await expect(page.getByRole("tab", { name: "Kontaktuppgifter" })).toHaveAttribute("aria-selected", "true")
  await expectAccessible("saveAction view-appointment, contact tab")
  await page.getByRole("button", { name: "Spara och återgå till bokningen" }).click()
  await expect(page).toHaveURL(`/sv/tidsbokningar/${seeded.appointmentId}`)
})

test("reload-page: plain Save, the page stays and says it saved; go-to-invoice-page: 'Save and proceed to payment' leads to the invoice's payment page (fi)", async ({
  page,
  expectAccessible,
}) => {
  const path = myInformation("fi", { type: "reload-page" })
  await openAs(page, "aino", path)
  const save = page.getByRole("button", { name: "Tallenna", exact: true })
  await expect(save).toBeEnabled()
  await save.click()
  await expect(page.getByText("Tietosi on tallennettu.")).toBeVisible()
  await expect(page).toHaveURL(path)
  await expectAccessible("saveAction reload-page, saved")

  await page.goto(myInformation("fi", { type: "go-to-invoice-page", appointmentId: "3040512" }))
  await waitForPage(page)
  const pay = page.getByRole("button", { name: "Tallenna ja siirry maksamaan" })
  await expectAccessible("saveAction invoice page")
  await pay.click()
  await expect(page).toHaveURL("/fi/laskut/3040512/maksu")
})
