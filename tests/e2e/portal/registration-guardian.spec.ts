import type { Page } from "@playwright/test"
import { expect, test, waitForPage } from "../fixtures.ts"

// spec booking §2 'Registration' (hpa/register), messaging §2 'Children's brand login choice screen': a guardian
// (the flow persona Petri Lehtinen) logs in through 'my child's' acting for his child Lumi, who is not yet a patient,
// and fills in the child's information. Lumi registers once per sandbox run: sv and en look first, fi registers.
test.describe.configure({ mode: "serial" })
test.use({ environment: "children-development" })

const texts = {
  fi: {
    booking: "/fi/ajanvaraus",
    choice: "/fi/kirjaudu/kenen-puolesta",
    myChild: /Lapseni asiat/,
    child: "Lapsi, jonka asioita hoidat",
    title: "Lapsen tiedot",
    firstName: "Etunimi",
    lastName: "Sukunimi",
    locked: "Nimi tulee väestötietojärjestelmästä, eikä sitä voi muuttaa tässä.",
  },
  sv: {
    booking: "/sv/tidsbokning",
    choice: "/sv/loggain/for-vem",
    myChild: /Mitt barns ärenden/,
    child: "Barnet vars ärenden du sköter",
    title: "Barnets uppgifter",
    firstName: "Förnamn",
    lastName: "Efternamn",
    locked: "Namnet kommer från befolkningsdatasystemet och kan inte ändras här.",
  },
  en: {
    booking: "/en/booking",
    choice: "/en/login/for-whom",
    myChild: /My child's/,
    child: "The child whose matters you handle",
    title: "Child information",
    firstName: "First name",
    lastName: "Last name",
    locked: "The name comes from the Population Information System and cannot be changed here.",
  },
} as const
type Lang = keyof typeof texts

const CONTACT = {
  street: "Katuosoite",
  zip: "Postinumero",
  postOffice: "Postitoimipaikka",
  phone: "Puhelinnumero",
  email: "Sähköposti",
} as const

/** 'My child's' on the login choice, a bank, then the guardian Petri acting for Lumi: back on hpa/register. */
async function logInAsGuardian(page: Page, lang: Lang): Promise<void> {
  const t = texts[lang]
  await page.getByRole("link", { name: t.myChild }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/(kirjaudu|loggain|login)\\?nextPath=`))
  await page.getByRole("link", { name: "Nordea" }).click()
  // the identity provider asks whose guardian the visitor acts as
  await page.getByLabel(t.child).selectOption({ label: "Lumi Lehtinen" })
  await page.getByRole("button", { name: "Petri Lehtinen" }).click()
  await expect(page).toHaveURL(`/${lang}/hpa/register?next=${encodeURIComponent(t.booking)}`)
  await waitForPage(page)
}

/** The child's information: the title, the masked identity code, the names from the register, locked. */
async function expectChildForm(page: Page, lang: Lang): Promise<void> {
  const t = texts[lang]
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title)
  await expect(page).toHaveTitle(new RegExp(t.title))
  await expect(page.getByText("090320A****")).toBeVisible()
  const firstName = page.getByRole("textbox", { name: t.firstName, exact: true })
  const lastName = page.getByRole("textbox", { name: t.lastName, exact: true })
  for (const [field, value] of [
    [firstName, "Lumi"],
    [lastName, "Lehtinen"],
  ] as const) {
    await expect(field).toHaveValue(value)
    await expect(field).not.toBeEditable()
    await expect(field).toHaveAccessibleDescription(t.locked)
  }
  // typing into a locked name changes nothing
  await firstName.focus()
  await page.keyboard.type("x")
  await expect(firstName).toHaveValue("Lumi")
}

test.describe("the guardian's registration of a child", () => {
  {
    // one language per journey, rotated across the specs; the other languages' texts and formats are held by
    // the locale checks and the view tests
    const lang: Lang = "sv"
    test(`the child information form in ${lang}`, async ({ page, expectAccessible }) => {
      await page.goto(`${texts[lang].choice}?nextPath=${encodeURIComponent(texts[lang].booking)}`)
      await waitForPage(page)
      await logInAsGuardian(page, lang)
      await expectChildForm(page, lang)
      await expectAccessible(`child information, ${lang}`)
    })
  }

  test("a guardian registers the child with the contact fields empty, consents and lands on next (fi)", async ({
    page,
    expectAccessible,
  }) => {
    const t = texts.fi
    await page.goto(t.booking)
    await waitForPage(page)
    await page.getByRole("link", { name: "Kirjaudu sisään" }).click()
    await expect(page).toHaveURL(`${t.choice}?nextPath=${encodeURIComponent(t.booking)}`)
    await logInAsGuardian(page, "fi")
    await expectChildForm(page, "fi")

    // the contact fields are optional: empty, not required, no required marks
    for (const label of Object.values(CONTACT)) {
      const field = page.getByLabel(label, { exact: true })
      await expect(field).toHaveValue("")
      await expect(field).not.toHaveAttribute("required")
      await expect(field).toBeEditable()
    }
    await expect(page.getByText("Tähdellä (*) merkityt kentät ovat pakollisia.")).toHaveCount(0)
    const save = page.getByRole("button", { name: "Tallenna" })
    await expect(save).toBeEnabled()
    await expectAccessible("child information, fi")

    // a bad email still has its message next to the field and in the summary; what was typed stays
    const email = page.getByLabel(CONTACT.email, { exact: true })
    await email.focus()
    await page.keyboard.type("lumi@example")
    await page.keyboard.press("Tab")
    await expect(email).toHaveAttribute("aria-invalid", "true")
    await expect(email).toHaveAccessibleDescription("Sähköpostiosoitteesi on virheellinen.")
    const summary = page.getByRole("heading", { name: "Tarkista seuraavat kentät:" }).locator("..")
    const summaryLink = summary.getByRole("link", {
      name: `${CONTACT.email}: Sähköpostiosoitteesi on virheellinen.`,
    })
    await expect(summaryLink).toBeVisible()
    await expect(email).toHaveValue("lumi@example")
    await expect(save).toBeDisabled()
    await expectAccessible("child information, bad email")

    // keyboard only from here: the summary link takes focus to the email, which is emptied again
    await summaryLink.focus()
    await page.keyboard.press("Enter")
    await expect(email).toBeFocused()
    await page.keyboard.press("Control+A")
    await page.keyboard.press("Delete")
    await page.keyboard.press("Tab")
    await expect(email).toHaveValue("")
    await expect(save).toBeFocused()
    await expect(save).toBeEnabled()
    await expect(page.getByRole("heading", { name: "Tarkista seuraavat kentät:" })).toHaveCount(0)
    await expectAccessible("child information, contact fields empty")
    await page.keyboard.press("Enter")

    // the child's patient data consent comes next (the first time: the privacy-policy box), then next
    await expect(page).toHaveURL(`/fi/potilastietojen-kasittely?next=${encodeURIComponent(t.booking)}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Potilastietojen käsittely")
    const consentSave = page.getByRole("button", { name: "Tallenna" })
    await expect(consentSave).toBeDisabled()
    // the children's brand: four choices (no occupational consent) and the privacy-policy box
    await expect(page.getByRole("checkbox")).toHaveCount(5)
    await expectAccessible("child's consent, first time")
    await page.getByRole("checkbox", { name: "Olen lukenut tietosuojaselosteen" }).focus()
    await page.keyboard.press("Space")
    await expect(consentSave).toBeEnabled()
    await page.keyboard.press("Tab")
    await expect(consentSave).toBeFocused()
    await page.keyboard.press("Enter")

    await expect(page).toHaveURL(t.booking)
    await waitForPage(page)
    await expectAccessible("next page after the child's registration")
    // Lumi is a patient now: the guardian registration goes straight on to next
    await page.goto(`/fi/hpa/register?next=${encodeURIComponent("/fi/ajanvaraus/yksityisasiakas")}`)
    await expect(page).toHaveURL("/fi/ajanvaraus/yksityisasiakas")

    // my information accepts what the registration accepted: the child's contact fields stay optional
    await page.goto("/fi/omat-tiedot")
    await waitForPage(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Omat tiedot")
    for (const label of Object.values(CONTACT)) {
      const field = page.getByLabel(label, { exact: true })
      await expect(field).toHaveValue("")
      await expect(field).not.toHaveAttribute("required")
    }
    await expect(page.getByText("Tähdellä (*) merkityt kentät ovat pakollisia.")).toHaveCount(0)
    const mySave = page.getByRole("button", { name: "Tallenna", exact: true })
    await expect(mySave).not.toHaveAttribute("aria-disabled")
    await expectAccessible("the child's my information, contact fields empty")
    // a filled field must still be valid
    const zip = page.getByLabel(CONTACT.zip, { exact: true })
    await zip.fill("701")
    await zip.press("Tab")
    await expect(mySave).toHaveAttribute("aria-disabled", "true")
    await zip.fill("70110")
    await zip.press("Tab")
    await expect(mySave).not.toHaveAttribute("aria-disabled")
    const saved = page.waitForRequest(
      (request) => new URL(request.url()).pathname === "/api/user/contact-form",
    )
    await mySave.click()
    const body = (await saved).postDataJSON() as Record<string, unknown>
    expect(body).toMatchObject({ zipCode: "70110", lang: "fi", next: "/fi/omat-tiedot" })
    for (const left of ["streetAddress", "postOffice", "phoneNumber", "emailAddress"])
      expect(body).not.toHaveProperty(left)
    await expect(page.getByText("Tietosi on tallennettu.")).toBeVisible()
    await page.reload()
    await waitForPage(page)
    await expect(zip).toHaveValue("70110")
    await expect(page.getByLabel(CONTACT.phone, { exact: true })).toHaveValue("")
  })
})
