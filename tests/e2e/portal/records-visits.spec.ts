// Visits (spec messaging-records-payments §2): Aino reaches the list from the menu and a visit from the list and
// from the front page's block; the report shows the practitioner, specialty, time, diagnoses, texts, and her name
// and identity code (never in the address); printable; 'Visit was not found' (the records area's one e2e error path;
// the other languages and record pages: tests/unit/views/records/recordStates.test.tsx). One journey, in fi.
import { personaById } from "../../../sandbox/personas.ts"
import { ADULT_BRAND } from "../../../src/platform/brand/brands.ts"
import { formatDate } from "../../../src/platform/i18n/format.ts"
import { sandboxNow } from "../clock.ts"
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
  test(`Aino opens her visits from the menu, reads and prints one; a visit not hers is not found (${lang})`, async ({
    page,
    expectAccessible,
  }) => {
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
    await expect(
      main.getByRole("definition").filter({ hasText: `${aino.firstName} ${aino.lastName}` }),
    ).toBeVisible()
    await expect(main.getByText(aino.ssn)).toBeVisible()
    // an ICD-10 code in the diagnoses' table
    await expect(main.getByRole("cell", { name: /^[A-Z][0-9]{2}(\.[0-9]+)?$/ }).first()).toBeVisible()
    expect(page.url()).not.toContain(aino.ssn)
    expect(page.url()).not.toContain(aino.lastName)
    await expectAccessible(`a visit, ${lang}`)

    // printed: without the menu, header, footer or buttons, the report and her identity code kept; the printed
    // page's own header names the provider, Aino and the day it was printed (the sandbox's today), on paper only
    const print = page.getByRole("button", { name: records.print })
    await expect(print).toBeVisible()
    const printHeader = page.locator(".print-header")
    await expect(printHeader).toBeHidden()
    const today = formatDate(new Date(await sandboxNow()))
    await page.emulateMedia({ media: "print" })
    await expect(print).toBeHidden()
    await expect(page.getByRole("banner")).toBeHidden()
    await expect(page.getByRole("navigation", { name: shell.menu.label })).toBeHidden()
    await expect(page.getByRole("contentinfo")).toBeHidden()
    await expect(printHeader.getByText(ADULT_BRAND.displayName, { exact: true })).toBeVisible()
    await expect(printHeader.getByRole("term").filter({ hasText: records.printHeader.patient })).toBeVisible()
    await expect(printHeader.getByText(`${aino.firstName} ${aino.lastName}`, { exact: true })).toBeVisible()
    await expect(printHeader.getByRole("term").filter({ hasText: records.printHeader.printed })).toBeVisible()
    await expect(printHeader.getByText(today, { exact: true })).toBeVisible()
    await expectAccessible(`a printed visit, ${lang}`)
    await expect(main.getByRole("heading", { level: 2, name: records.visits.diagnoses })).toBeVisible()
    await expect(main.getByText(aino.ssn)).toBeVisible()
    await page.emulateMedia({ media: "screen" })

    // a visit that is not hers: the page's own 'not found', under that title, with the way back
    await page.goto(`/${lang}/kaynnit/999999`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(records.visits.notFound)
    await expect(page).toHaveTitle(`${records.visits.notFound} – Aava`)
    await expect(page.getByRole("link", { name: records.visits.allVisits })).toHaveAttribute(
      "href",
      `/${lang}/kaynnit`,
    )
    await expectAccessible(`visit not found, ${lang}`)
  })
}
