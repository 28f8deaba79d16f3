// Certificates and vaccinations (spec booking-and-account §2, §9): the sick-leave certificates since 1.1.2022 with a
// PDF download that names the file; the vaccinations 25 a page, with name, date, effective until and who gave it.
// One journey in sv; axe on every state. The vaccinations' texts in fi, sv and en are a component test
// (tests/unit/views/records/vaccinationsLanguages.test.tsx), the certificates' empty page another
// (tests/unit/views/records/recordStates.test.tsx).
import { test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { expect, paths, texts, type Lang } from "./healthSupport.ts"

test.describe.configure({ timeout: 120_000 })

{
  // one language per journey, rotated across the specs; the other languages' texts and formats are held by
  // the locale checks and the view tests
  const lang: Lang = "sv"
  test(`Aino downloads a sick-leave certificate as a named PDF and pages through her vaccinations, 25 a page (${lang})`, async ({
    page,
    expectAccessible,
  }) => {
    const { certificates } = texts[lang].certificates
    await logIn(page, "aino", paths.certificates[lang], { lang })
    await expect(page.getByRole("heading", { level: 1, name: certificates.title })).toBeVisible()
    await expect(page).toHaveTitle(`${texts[lang].shell.pageTitles.certificates} – Aava`)
    await expect(page.getByText(certificates.intro)).toBeVisible()
    const items = page.getByRole("list", { name: certificates.listLabel }).getByRole("listitem")
    await expect(items.first()).toBeVisible()
    await expect(
      items.first().getByRole("heading", {
        name: new RegExp(`^(${certificates.types.medicalCertificateA}|${certificates.types.nurse})$`),
      }),
    ).toBeVisible()
    await expectAccessible(`certificates, ${lang}`)

    const link = items.first().getByRole("link", { name: new RegExp(`^${certificates.download}: `) })
    const downloading = page.waitForEvent("download")
    await link.click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${certificates.filename}-\\d{4}-\\d{2}-\\d{2}-[0-9]+\\.pdf$`),
    )
    const file = await download.path()
    const { readFile } = await import("node:fs/promises")
    const bytes = await readFile(file)
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-")
    // no personal data in the link: an id, the file name, the language and the session's token
    const href = (await link.getAttribute("href"))!
    expect(href).not.toMatch(/Aino|Virtanen|140385/)

    // her vaccinations, 25 a page
    const { vaccinations } = texts[lang].certificates
    await page.goto(paths.vaccinations[lang])
    await expect(page.getByRole("heading", { level: 1, name: vaccinations.title })).toBeVisible()
    await expect(page).toHaveTitle(`${texts[lang].shell.pageTitles.vaccinations} – Aava`)
    const shots = page.getByRole("list", { name: vaccinations.listLabel }).getByRole("listitem")
    await expect(shots).toHaveCount(25)
    const firstShot = shots.first()
    await expect(firstShot.getByRole("heading", { level: 2 })).toBeVisible()
    await expect(firstShot.getByText(vaccinations.date)).toBeVisible()
    await expect(firstShot.getByText(vaccinations.effectiveUntil)).toBeVisible()
    await expect(firstShot.getByText(vaccinations.practitioner)).toBeVisible()
    const status = page.getByRole("status").filter({ hasText: /25/ })
    await expect(status).toBeVisible()
    const total = Number((await status.innerText()).match(/(\d+)\D*$/)![1])
    expect(total).toBeGreaterThan(25)
    await expectAccessible(`vaccinations page 1, ${lang}`)

    const pages = page.getByRole("navigation", { name: vaccinations.pages })
    await pages
      .getByRole("link", { name: texts[lang].common.pagination.page.replace("{{page}}", "2"), exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`${paths.vaccinations[lang]}\\?page=2$`))
    await expect(shots).toHaveCount(Math.min(25, total - 25))
    await expect(
      page.getByRole("status").filter({ hasText: new RegExp(`26\\D+${Math.min(50, total)}`) }),
    ).toBeVisible()
    await expectAccessible(`vaccinations page 2, ${lang}`)
    // back keeps the page in the address
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${paths.vaccinations[lang]}$`))
    await expect(shots).toHaveCount(25)
  })
}

test.describe("the children's brand", () => {
  test.use({ environment: "children-development" })
  test("has no certificates page (spec messaging §1)", async ({ page, expectAccessible }) => {
    await logIn(page, "elina", paths.certificates.en)
    await expect(page.getByRole("heading", { level: 1, name: texts.en.common.notFound.title })).toBeVisible()
    await expectAccessible("certificates in the children's brand")
  })
})
