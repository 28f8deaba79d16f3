// The front page's record blocks (spec messaging-records-payments §2 'Front page'): Aino's visits, prescriptions
// (with the renew link), laboratory, questionnaires and imaging, each with 'show all', and every record page opened
// from its block. One journey in one language (sv). The blocks' texts in fi, sv and en, a source that does not
// answer, no renew link without renewal, a new customer's empty states and the children's brand without a
// questionnaires block are component tests (tests/unit/views/front/frontBlocks.test.tsx); the records area's one e2e
// error path is records-visits.spec.ts's visit that is not hers.
import type { Page } from "@playwright/test"
import { test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { expect, texts, type Lang } from "./recordsSupport.ts"

test.describe.configure({ timeout: 120_000 })

const block = (page: Page, name: string) => page.getByRole("region", { name, exact: true })

{
  // one language per journey, rotated across the specs; the other languages' texts and formats are held by
  // the locale checks and the view tests
  const lang: Lang = "sv"
  test(`Aino's front page sums up her records with show-all links, and each record page opens from its block (${lang})`, async ({
    page,
    expectAccessible,
  }) => {
    const { front } = texts[lang].records
    await logIn(page, "aino", `/${lang}`, { lang })
    const blocks = [
      [front.visits, front.visitsAll],
      [front.prescriptions, front.prescriptionsAll],
      [front.laboratory, front.laboratoryAll],
      [front.questionnaires, front.questionnairesAll],
      [front.imaging, front.imagingAll],
    ] as const
    for (const [name, showAll] of blocks) {
      const region = block(page, name)
      await expect(region.getByRole("listitem").first()).toBeVisible()
      await expect(region.getByRole("link", { name: showAll })).toBeVisible()
    }
    await expect(block(page, front.prescriptions).getByRole("link", { name: front.renew })).toBeVisible()
    await expectAccessible(`front page blocks, ${lang}`)

    await block(page, front.visits).getByRole("listitem").first().getByRole("link").click()
    await expect(page).toHaveURL(/\/sv\/besoken\/[0-9]+$/)
    await page.goBack()
    await block(page, front.visits).getByRole("link", { name: front.visitsAll }).click()
    await expect(page).toHaveURL(/\/sv\/besoken$/)
    await page.goBack()
    await block(page, front.laboratory).getByRole("listitem").first().getByRole("link").click()
    await expect(page).toHaveURL(/\/sv\/(laboratorieresultat\/\d{4}-\d{2}-\d{2}|laboratorieremiss\/[0-9]+)$/)
    await page.goBack()
    await block(page, front.laboratory).getByRole("link", { name: front.laboratoryAll }).click()
    await expect(page).toHaveURL(/\/sv\/laboratorium$/)
    await page.goBack()
    await block(page, front.imaging).getByRole("listitem").first().getByRole("link").click()
    await expect(page).toHaveURL(/\/sv\/(bildbehandling\/\d{4}-\d{2}-\d{2}|bildbehandlingremiss\/[0-9]+)$/)
    await page.goBack()
    await block(page, front.imaging).getByRole("link", { name: front.imagingAll }).click()
    await expect(page).toHaveURL(/\/sv\/bildbehandling$/)
    await page.goBack()
    await expect(
      block(page, front.prescriptions).getByRole("link", { name: front.prescriptionsAll }),
    ).toHaveAttribute("href", "/sv/recept")
    await expect(
      block(page, front.questionnaires).getByRole("listitem").first().getByRole("link"),
    ).toHaveAttribute("href", /^\/sv\/rundfraga\/[0-9]+$/)
  })
}
