import type { Locator, Page } from "@playwright/test"
import { expect, test, waitForPage } from "../fixtures.ts"
import { measureOverflow, NARROW } from "./reflowSupport.ts"

// spec booking §2, §3, §5, §9 (children's brand): the guardian forms on my information. The flow persona Jukka
// Vainio logs in as the guardian of Ilona (9), who has one guardian (Jukka, from the register). The fi test adds a
// second guardian, saves, removes it and saves again, so Ilona ends as she began; the others save nothing. Serial:
// the fi test's second guardian would otherwise take the other tests' 'Add a guardian'.
test.describe.configure({ mode: "serial" })
test.use({ environment: "children-development" })

const texts = {
  fi: {
    path: "/fi/omat-tiedot",
    child: "Lapsi, jonka asioita hoidat",
    title: "Huoltajat",
    guardian: (n: number) => `Huoltaja ${n}`,
    ssn: "Henkilötunnus",
    add: "Lisää huoltaja",
    remove: (n: number) => `Poista huoltaja ${n}`,
    removed: "Huoltaja 2 poistettiin. Muutos tallentuu, kun tallennat tiedot.",
    name: "Nimi",
    phone: "Puhelinnumero",
    email: "Sähköposti",
    sameAddress: "Sama osoite kuin lapsella",
    street: "Katuosoite",
    zip: "Postinumero",
    postOffice: "Postitoimipaikka",
    save: "Tallenna",
    saved: "Tietosi on tallennettu.",
    tooLong: (max: number) => `Enimmäispituus on ${max} merkkiä`,
    zipInvalid: "Postinumerossa tulee olla 5 merkkiä, ja se voi sisältää vain numeroita",
    phoneInvalid: "Anna puhelinnumero",
    emailInvalid: "Sähköpostiosoitteesi on virheellinen.",
  },
  sv: {
    path: "/sv/mina-uppgifter",
    child: "Barnet vars ärenden du sköter",
    title: "Vårdnadshavare",
    guardian: (n: number) => `Vårdnadshavare ${n}`,
    add: "Lägg till vårdnadshavare",
    name: "Namn",
    sameAddress: "Samma adress som barnet",
    zip: "Postnummer",
    tooLong: (max: number) => `Högsta tillåtna längd är ${max} tecken`,
    zipInvalid: "Postnumret ska ha 5 tecken och får bara innehålla siffror",
  },
  en: {
    path: "/en/my-information",
    child: "The child whose matters you handle",
    title: "Guardians",
    guardian: (n: number) => `Guardian ${n}`,
    add: "Add a guardian",
    name: "Name",
    sameAddress: "Same address as the child",
    zip: "Zip code",
    tooLong: (max: number) => `Maximum character length is ${max}`,
    zipInvalid: "Zipcode length should be 5 and can only contain numbers",
  },
} as const
type Lang = keyof typeof texts

/** The guardian Jukka, acting for Ilona: a guardian login (through hpa/register), on to my information. */
async function logInAsGuardian(page: Page, lang: Lang): Promise<void> {
  const t = texts[lang]
  const next = `/${lang}/hpa/register?next=${encodeURIComponent(t.path)}`
  const query = new URLSearchParams({ lang, next, acr_values: "tupas-nordea" })
  await page.goto(`/oauth/authenticate?${query.toString()}`)
  await page.getByLabel(t.child).selectOption({ label: "Ilona Vainio" })
  await page.getByRole("button", { name: "Jukka Vainio", exact: true }).click()
  await expect(page).toHaveURL(t.path)
  await waitForPage(page)
}

/** Ticks or unticks 'same address as the child' as a user does: a press on its label (react-aria's box). */
async function setSameAddress(group: Locator, label: string, same: boolean) {
  const box = group.getByRole("checkbox", { name: label })
  if ((await box.isChecked()) !== same) await group.getByText(label, { exact: true }).click()
  await expect(box).toBeChecked({ checked: same })
}

const guardianGroup = (page: Page, lang: Lang, n: number) =>
  page.getByRole("group", { name: texts[lang].guardian(n), exact: true })

test("a guardian adds a second guardian with the same address, saves, removes it; the first stays (fi)", async ({
  page,
  expectAccessible,
}) => {
  const t = texts.fi
  await logInAsGuardian(page, "fi")
  await expect(page.getByRole("heading", { level: 2, name: t.title })).toBeVisible()
  const first = guardianGroup(page, "fi", 1)
  await expect(first.getByRole("textbox", { name: t.name })).toHaveValue("Jukka Vainio")
  // the first guardian's obfuscated identity number, as static text; no remove button
  await expect(first.getByText("180586-****")).toBeVisible()
  await expect(first.getByRole("button", { name: t.remove(1) })).toHaveCount(0)
  await expect(first.getByRole("checkbox", { name: t.sameAddress })).toBeChecked()
  await expect(first.getByRole("textbox", { name: t.street })).toHaveCount(0)
  await expectAccessible("guardians, one guardian")

  // add: focus goes to the new guardian's name; the same address is ticked, the address fields hidden
  await page.getByRole("button", { name: t.add }).click()
  const second = guardianGroup(page, "fi", 2)
  await expect(second.getByRole("textbox", { name: t.name })).toBeFocused()
  await expect(page.getByRole("button", { name: t.add })).toHaveCount(0)
  await expect(second.getByRole("checkbox", { name: t.sameAddress })).toBeChecked()
  await expect(second.getByRole("textbox", { name: t.street })).toHaveCount(0)

  // each field rule shows its message next to the field and in the summary; nothing typed is lost
  const name = second.getByRole("textbox", { name: t.name })
  const longName = "Laura Vainio-Korhonen-Lindqvist-Mäkinen-X"
  expect(longName).toHaveLength(41)
  await name.fill(longName)
  await name.press("Tab")
  await expect(name).toHaveAccessibleDescription(t.tooLong(40))
  const phone = second.getByRole("textbox", { name: t.phone })
  await phone.fill("12")
  const email = second.getByRole("textbox", { name: t.email })
  await email.fill("laura@")
  await setSameAddress(second, t.sameAddress, false)
  const street = second.getByRole("textbox", { name: t.street })
  await street.fill("Satakunnankatu 18 B 12, porras 3")
  await second.getByRole("textbox", { name: t.zip }).fill("3321a")
  const save = page.getByRole("button", { name: t.save, exact: true })
  await expect(save).toHaveAttribute("aria-disabled", "true")
  // a press on the unavailable button sends nothing and leads to the summary
  await save.focus()
  await page.keyboard.press("Enter")
  const summary = page.locator("#my-information-summary")
  await expect(summary).toBeFocused()
  for (const line of [
    `Huoltaja 2, Nimi: ${t.tooLong(40)}`,
    `Huoltaja 2, Puhelinnumero: ${t.phoneInvalid}`,
    `Huoltaja 2, Sähköposti: ${t.emailInvalid}`,
    `Huoltaja 2, Katuosoite: ${t.tooLong(30)}`,
    `Huoltaja 2, Postinumero: ${t.zipInvalid}`,
    `Huoltaja 2, Postitoimipaikka: Pakollinen tieto`,
  ]) {
    await expect(summary.getByRole("link", { name: line })).toBeVisible()
  }
  await expect(second.getByRole("textbox", { name: t.zip })).toHaveAccessibleDescription(t.zipInvalid)
  await expect(name).toHaveValue(longName)
  await expect(street).toHaveValue("Satakunnankatu 18 B 12, porras 3")
  await expectAccessible("guardians, every rule broken")
  await page.setViewportSize(NARROW)
  const { scrollWidth, offenders } = await measureOverflow(page, NARROW.width)
  expect(scrollWidth, offenders.join("; ")).toBeLessThanOrEqual(NARROW.width)
  await page.setViewportSize({ width: 1280, height: 720 })

  // the summary's link leads to the field
  await summary.getByRole("link", { name: `Huoltaja 2, Nimi: ${t.tooLong(40)}` }).click()
  await expect(name).toBeFocused()

  // put right, same address as the child again: the address is not asked for
  await name.fill("Laura Vainio")
  await phone.fill("040 555 1212")
  await phone.press("Tab")
  await expect(phone).toHaveValue("+358405551212")
  await email.fill("laura.vainio@example.fi")
  await setSameAddress(second, t.sameAddress, true)
  await expect(second.getByRole("textbox", { name: t.street })).toHaveCount(0)
  await expect(save).not.toHaveAttribute("aria-disabled")
  await save.click()
  await expect(page.getByText(t.saved)).toBeVisible()
  await page.reload()
  await waitForPage(page)
  await expect(second.getByRole("textbox", { name: t.name })).toHaveValue("Laura Vainio")
  await expect(second.getByRole("textbox", { name: t.phone })).toHaveValue("+358405551212")
  await expect(second.getByRole("checkbox", { name: t.sameAddress })).toBeChecked()
  await expectAccessible("guardians, two guardians")

  // remove the second: focus to 'Add a guardian', and it is said; saved, one guardian again
  await second.getByRole("button", { name: t.remove(2) }).click()
  await expect(second).toHaveCount(0)
  await expect(page.getByRole("button", { name: t.add })).toBeFocused()
  await expect(page.getByRole("status").filter({ hasText: t.removed })).toBeAttached()
  await save.click()
  await expect(page.getByText(t.saved)).toBeVisible()
  await page.reload()
  await waitForPage(page)
  await expect(guardianGroup(page, "fi", 1)).toBeVisible()
  await expect(guardianGroup(page, "fi", 2)).toHaveCount(0)
  await expect(page.getByRole("button", { name: t.remove(1) })).toHaveCount(0)
})

{
  // one language per journey, rotated across the specs; the other languages' texts and formats are held by
  // the locale checks and the view tests
  const lang: Lang = "en"
  test(`the guardian's messages in ${lang}: the name's limit and the zip code`, async ({
    page,
    expectAccessible,
  }) => {
    const t = texts[lang]
    await logInAsGuardian(page, lang)
    await expect(page.getByRole("heading", { level: 2, name: t.title })).toBeVisible()
    await page.getByRole("button", { name: t.add }).click()
    const second = guardianGroup(page, lang, 2)
    const name = second.getByRole("textbox", { name: t.name })
    await name.fill("x".repeat(41))
    await name.press("Tab")
    await expect(name).toHaveAccessibleDescription(t.tooLong(40))
    await setSameAddress(second, t.sameAddress, false)
    const zip = second.getByRole("textbox", { name: t.zip })
    await zip.fill("123")
    await zip.press("Tab")
    await expect(zip).toHaveAccessibleDescription(t.zipInvalid)
    await expectAccessible(`guardian messages, ${lang}`)
  })
}
