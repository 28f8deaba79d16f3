// Visits (spec messaging-records-payments §2): Aino reaches the list from the menu and a visit from the list and
// from the front page's block; the report shows the practitioner, specialty, time, diagnoses, texts, and her name
// and identity code (never in the address); 'Visit was not found'; printable; axe on every state, fi/sv/en.
import { personaById } from "../../../sandbox/personas.ts"
import { test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { expect, texts, titleOf, viaMenu, type Lang } from "./recordsSupport.ts"

// A login through the identity provider and axe after each step: more than the default 30 s on a shared machine
test.describe.configure({ timeout: 120_000 })

const aino = personaById("aino")!

{
  // one language per journey, rotated across the specs; the other languages' texts and formats are held by
  // the locale checks and the view tests
  const lang: Lang = "fi"
  test(`Aino opens her visits from the menu and reads one (${lang})`, async ({ page, expectAccessible }) => {
    const { records, shell } = texts[lang]
    await logIn(page, "aino", `/${lang}`, { lang })
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await viaMenu(page, lang, shell.menu.visits)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(records.visits.title)
    await expect(page).toHaveTitle(titleOf(lang, "visits"))
    const rows = page.getByRole("main").getByRole("listitem")
    await expect(rows.first()).toBeVisible()
    expect(await rows.count()).toBeGreaterThan(3)
    await expectAccessible(`visits, ${lang}`)

    await rows.first().getByRole("link").click()
    await expect(page).toHaveURL(/\/[0-9]+$/)
    await expect(page).toHaveTitle(titleOf(lang, "visit"))
    const main = page.getByRole("main")
    await expect(main.getByRole("heading", { level: 2, name: records.visits.diagnoses })).toBeVisible()
    await expect(main.getByRole("heading", { level: 2, name: records.visits.texts })).toBeVisible()
    await expect(main.getByText(`${aino.firstName} ${aino.lastName}`)).toBeVisible()
    await expect(main.getByText(aino.ssn)).toBeVisible()
    // an ICD-10 code in the diagnoses' table
    await expect(main.getByRole("cell", { name: /^[A-Z][0-9]{2}(\.[0-9]+)?$/ }).first()).toBeVisible()
    expect(page.url()).not.toContain(aino.ssn)
    expect(page.url()).not.toContain(aino.lastName)
    await expectAccessible(`a visit, ${lang}`)
  })
}

test("a visit that is not hers says 'Visit was not found', under that title", async ({
  page,
  expectAccessible,
}) => {
  await logIn(page, "aino", "/en/visits/999999")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Visit was not found")
  await expect(page).toHaveTitle("Visit was not found – Aava")
  await expect(page.getByRole("link", { name: texts.en.records.visits.allVisits })).toHaveAttribute(
    "href",
    "/en/visits",
  )
  await expectAccessible("visit not found, en")
})

test("a visit prints without the menu, header or buttons", async ({ page }) => {
  await logIn(page, "aino", "/en/visits")
  await page.getByRole("main").getByRole("listitem").first().getByRole("link").click()
  const print = page.getByRole("button", { name: texts.en.records.print })
  await expect(print).toBeVisible()
  await page.emulateMedia({ media: "print" })
  await expect(print).toBeHidden()
  await expect(page.getByRole("banner")).toBeHidden()
  await expect(page.getByRole("heading", { level: 2, name: texts.en.records.visits.diagnoses })).toBeVisible()
  await expect(page.getByText(aino.ssn)).toBeVisible()
})
