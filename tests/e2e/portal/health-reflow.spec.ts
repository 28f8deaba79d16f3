// WCAG 1.4.10 and 1.4.12 on the health pages: at 320 × 640 CSS px nothing scrolls sideways (also with text
// spacing) and no text is clipped, on the list, the renewal form with its messages, a questionnaire with its
// messages, certificates and vaccinations, in fi (the longest words) and sv. Nothing is sent.
import { test } from "../fixtures.ts"
import { expectReflow, NARROW, openInApp } from "./reflowSupport.ts"
import { logIn } from "../login.ts"
import { expect, paths, texts, type Lang } from "./healthSupport.ts"

test.use({ viewport: NARROW })
test.describe.configure({ timeout: 180_000 })

for (const lang of ["fi", "sv"] as const satisfies Lang[]) {
  test(`the health pages reflow at 320 px (${lang})`, async ({ page }) => {
    const { prescriptions, questionnaires } = texts[lang]
    await logIn(page, "aino", paths.prescriptions[lang], { lang })
    await expectReflow(page, `prescriptions ${lang}`)

    const box = page.getByRole("checkbox", { name: prescriptions.list.selectAll })
    await box.focus()
    await page.keyboard.press("Space")
    await page.getByRole("button", { name: prescriptions.list.renew }).click()
    await expect(page.getByRole("heading", { level: 1, name: prescriptions.renewal.title })).toBeVisible()
    await page.getByRole("button", { name: prescriptions.renewal.send }).click({ force: true })
    await expect(page.locator("#renewal-summary")).toBeFocused()
    await expectReflow(page, `renewal form with its messages ${lang}`)

    await openInApp(page, paths.questionnaires[lang])
    await expectReflow(page, `questionnaires ${lang}`)
    await page
      .getByRole("region", { name: questionnaires.list.openHeading })
      .getByRole("link")
      .first()
      .click()
    await expect(page.getByRole("button", { name: questionnaires.questionnaire.send })).toBeVisible()
    await page.getByRole("button", { name: questionnaires.questionnaire.send }).click({ force: true })
    await expectReflow(page, `questionnaire with its messages ${lang}`)

    await openInApp(page, paths.certificates[lang])
    await expectReflow(page, `certificates ${lang}`)
    await openInApp(page, `${paths.vaccinations[lang]}?page=2`)
    await expectReflow(page, `vaccinations ${lang}`)
  })
}
