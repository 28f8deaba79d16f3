import type { Page } from "@playwright/test"
import { expect, test, waitForPage } from "../fixtures.ts"

// One unregistered persona (Elina) per sandbox run: the pages are looked at in sv and en first, then she
// registers and consents in fi.
test.describe.configure({ mode: "serial" })

const texts = {
  fi: {
    registration: "/fi/rekisterointi",
    title: "Rekisteröityminen",
    ssn: "Henkilötunnus",
    firstName: "Etunimi",
    street: "Katuosoite",
    zip: "Postinumero",
    postOffice: "Postitoimipaikka",
    phone: "Puhelinnumero",
    email: "Sähköposti",
    required: "Pakollinen tieto",
    zipInvalid: "Postinumerossa tulee olla 5 merkkiä, ja se voi sisältää vain numeroita",
    emailInvalid: "Sähköpostiosoitteesi on virheellinen.",
    summary: "Tarkista seuraavat kentät:",
    save: "Tallenna",
  },
  sv: {
    registration: "/sv/registrering",
    title: "Registrering",
    ssn: "Personbeteckning",
    firstName: "Förnamn",
    street: "Gatuadress",
    zip: "Postnummer",
    postOffice: "Postanstalt",
    phone: "Telefonnummer",
    email: "E-post",
    required: "Obligatorisk uppgift",
    zipInvalid: "Postnumret ska ha 5 tecken och får bara innehålla siffror",
    emailInvalid: "Din e-postadress är ogiltig.",
    summary: "Kontrollera följande fält:",
    save: "Spara",
  },
  en: {
    registration: "/en/registration",
    title: "Registration",
    ssn: "Personal identity code",
    firstName: "First name",
    street: "Street address",
    zip: "Zip code",
    postOffice: "Post office",
    phone: "Phone number",
    email: "Email",
    required: "Required",
    zipInvalid: "Zipcode length should be 5 and can only contain numbers",
    emailInvalid: "Your email address is invalid.",
    summary: "Please check the following fields:",
    save: "Save",
  },
} as const
type Lang = keyof typeof texts

/** An anonymous visitor opens the page, is sent to log in, and comes back as the persona. */
async function logInOn(page: Page, path: string, persona: string): Promise<void> {
  await page.goto(path)
  await expect(page).toHaveURL(/\/(kirjaudu|loggain|login)\?nextPath=/)
  await page.getByRole("link", { name: "Nordea" }).click()
  await page.getByRole("button", { name: persona }).click()
}

async function checkBadInput(page: Page, lang: Lang, expectAccessible: (state: string) => Promise<void>) {
  const t = texts[lang]
  const street = page.getByLabel(t.street)
  const zip = page.getByLabel(t.zip)
  const email = page.getByLabel(t.email)
  await street.fill(" ")
  await zip.fill("001")
  await email.fill("elina@example")
  await email.press("Tab")
  await street.focus()
  await street.press("Tab")
  // the messages next to the fields, tied to them
  await expect(street).toHaveAccessibleDescription(t.required)
  await expect(zip).toHaveAttribute("aria-invalid", "true")
  await zip.focus()
  await zip.press("Tab")
  await expect(zip).toHaveAccessibleDescription(t.zipInvalid)
  await expect(email).toHaveAccessibleDescription(t.emailInvalid)
  // and in the summary, with links to the fields
  const summary = page.getByRole("heading", { name: t.summary }).locator("..")
  await expect(summary.getByRole("link", { name: `${t.zip}: ${t.zipInvalid}` })).toBeVisible()
  await expect(summary.getByRole("link", { name: `${t.email}: ${t.emailInvalid}` })).toBeVisible()
  // what was typed stays
  await expect(zip).toHaveValue("001")
  await expect(email).toHaveValue("elina@example")
  // Save is unavailable but reachable (aria-disabled): a press sends nothing and the summary takes focus
  const save = page.getByRole("button", { name: t.save })
  await expect(save).toHaveAttribute("aria-disabled", "true")
  await expect(save).not.toHaveAttribute("disabled")
  const sent: string[] = []
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/user/register") sent.push(request.method())
  })
  await save.focus()
  await page.keyboard.press("Enter")
  await expect(summary).toBeFocused()
  // every field's message now, the ones not yet visited too
  await expect(summary.getByRole("link", { name: `${t.postOffice}: ${t.required}` })).toBeVisible()
  await expect(page.getByLabel(t.postOffice)).toHaveAccessibleDescription(t.required)
  expect(sent).toEqual([])
  await expectAccessible(`registration, bad input, ${lang}`)
  await summary.getByRole("link", { name: `${t.zip}: ${t.zipInvalid}` }).click()
  await expect(zip).toBeFocused()
}

test.describe("registration", () => {
  {
    // one language per journey, rotated across the specs; the other languages' texts and formats are held by
    // the locale checks and the view tests
    const lang: Lang = "en"
    test(`the registration form in ${lang}: masked identity code, names, contact fields and their messages`, async ({
      page,
      expectAccessible,
    }) => {
      const t = texts[lang]
      await logInOn(page, `${t.registration}?next=${encodeURIComponent(`/${lang}`)}`, "Elina Järvinen")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title)
      await expect(page.getByText("081295-****")).toBeVisible()
      await expect(page.getByText(t.ssn, { exact: true })).toBeVisible()
      await expect(page.getByRole("textbox", { name: t.firstName, exact: true })).toHaveValue("Elina")
      await expectAccessible(`registration, ${lang}`)
      await checkBadInput(page, lang, expectAccessible)
    })
  }

  test("an unregistered persona registers, gives consent and lands where next pointed (fi, keyboard only)", async ({
    page,
    expectAccessible,
  }) => {
    const t = texts.fi
    const next = "/fi/ajanvaraus"
    await logInOn(page, `${t.registration}?next=${encodeURIComponent(next)}`, "Elina Järvinen")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title)
    await expectAccessible("registration, fi")
    await checkBadInput(page, "fi", expectAccessible)

    // keyboard only from here: the zip code has focus (the summary link moved it there)
    await page.keyboard.press("Control+A")
    await page.keyboard.type("00170")
    await page.getByLabel(t.street).focus()
    await page.keyboard.press("Control+A")
    await page.keyboard.type("Aleksanterinkatu 15")
    await page.keyboard.press("Tab") // zip
    await page.keyboard.press("Tab") // post office
    await page.keyboard.type("Helsinki")
    await page.keyboard.press("Tab") // phone
    await page.keyboard.type("040 666 7788")
    await page.keyboard.press("Tab") // email: the phone is normalised on blur
    await expect(page.getByLabel(t.phone)).toHaveValue("+358406667788")
    await page.keyboard.press("Control+A")
    await page.keyboard.type("elina.jarvinen@example.fi")
    await page.keyboard.press("Tab")
    const save = page.getByRole("button", { name: t.save })
    await expect(save).toBeEnabled()
    await expect(save).toBeFocused()
    await expect(page.getByRole("heading", { name: t.summary })).toHaveCount(0)
    await expectAccessible("registration, valid")
    await page.keyboard.press("Enter")

    // the consent comes next, then the page next pointed to
    await expect(page).toHaveURL(`/fi/potilastietojen-kasittely?next=${encodeURIComponent(next)}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Potilastietojen käsittely")
    const consentSave = page.getByRole("button", { name: "Tallenna" })
    await expect(consentSave).toBeDisabled()
    await expect(page.getByRole("checkbox")).toHaveCount(6)
    await expectAccessible("consent, first time")
    await page.getByRole("checkbox", { name: /tekstiviestinä/ }).focus()
    await page.keyboard.press("Space")
    await expect(page.getByRole("checkbox", { name: /tekstiviestinä/ })).toBeChecked()
    await page.getByRole("checkbox", { name: "Olen lukenut tietosuojaselosteen" }).focus()
    await page.keyboard.press("Space")
    await expect(consentSave).toBeEnabled()
    await expectAccessible("consent, ready")
    await page.keyboard.press("Tab")
    await expect(consentSave).toBeFocused()
    await page.keyboard.press("Enter")

    await expect(page).toHaveURL(next)
    await waitForPage(page)
    // a registered patient with consent passes the registration page straight to next
    await page.goto(`${t.registration}?next=${encodeURIComponent("/fi/ajanvaraus/yksityisasiakas")}`)
    await expect(page).toHaveURL("/fi/ajanvaraus/yksityisasiakas")
  })
})

test.describe("patient data consent", () => {
  test("a failed save is shown with a retry, and the retry goes on to next", async ({
    page,
    expectAccessible,
  }) => {
    let fail = true
    await page.route("**/api/user/consent*", (route) =>
      route.continue({
        headers: { ...route.request().headers(), ...(fail ? { "x-sandbox-fault": "status=503" } : {}) },
      }),
    )
    const next = "/en/booking"
    await logInOn(page, `/en/data-processing?next=${encodeURIComponent(next)}`, "Anni Koivisto")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Processing of patient data")
    // the adult brand asks the occupational consent too: five choices and the privacy-policy box
    await expect(page.getByRole("checkbox")).toHaveCount(6)
    await page.getByRole("checkbox", { name: "I have read the privacy policy" }).check()
    await page.getByRole("button", { name: "Save" }).click()
    const alert = page.getByRole("alert")
    await expect(alert).toContainText("Something went wrong, please try again")
    await expectAccessible("consent, save failed")
    fail = false
    await alert.getByRole("button", { name: "Try again" }).click()
    await expect(page).toHaveURL(next)
  })
})

test.describe("patient data consent, children's brand", () => {
  test.use({ environment: "children-development" })

  test("asks four choices (no occupational consent) and no privacy box after the first time (sv)", async ({
    page,
    expectAccessible,
  }) => {
    await logInOn(
      page,
      `/sv/behandling-av-patientuppgifter?next=${encodeURIComponent("/sv")}`,
      "Mikko Korhonen",
    )
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Behandling av patientuppgifter")
    await expect(page.getByRole("checkbox")).toHaveCount(4)
    await expect(page.getByRole("checkbox", { name: /företagshälsovård/ })).toHaveCount(0)
    const save = page.getByRole("button", { name: "Spara" })
    await expect(save).toBeEnabled()
    await expectAccessible("consent, children's brand, sv")
    await save.click()
    await expect(page).toHaveURL("/sv")
  })
})
