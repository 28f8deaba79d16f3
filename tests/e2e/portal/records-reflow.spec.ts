// WCAG 1.4.10 and 1.4.12 on the records pages: at 320 CSS px nothing scrolls sideways or is clipped, in fi, sv and
// en, on the front page's blocks, the lists, a visit, a referral, a result day with a trend open and an imaging
// day; once more with the text spacing of 1.4.12. The pages' addresses are read from the lists' own links.
import type { Page } from "@playwright/test"
import { buildPath } from "../../../src/platform/routing/index.ts"
import { test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { expect, texts } from "./recordsSupport.ts"
import {
  clippedTexts,
  measureOverflow,
  NARROW,
  openInApp,
  applyTextSpacing,
  waitForSettledPage,
  type Lang,
} from "./reflowSupport.ts"

test.describe.configure({ timeout: 240_000 })
test.use({ viewport: NARROW })

/** The first link of each list on a page (by the list's section), as paths. */
async function firstLinks(page: Page, path: string, sections: string[]): Promise<string[]> {
  await openInApp(page, path)
  await waitForSettledPage(page)
  const links: string[] = []
  for (const name of sections) {
    const href = await page
      .getByRole("region", { name })
      .getByRole("listitem")
      .first()
      .getByRole("link")
      .first()
      .getAttribute("href")
    links.push(href!)
  }
  return links
}

async function expectReflows(page: Page, path: string, options: { textSpacing?: boolean } = {}) {
  await openInApp(page, path)
  await waitForSettledPage(page)
  const removeSpacing = options.textSpacing ? await applyTextSpacing(page) : undefined
  const { records } = texts[path.split("/")[1] as Lang]
  const trend = page.getByRole("button", {
    name: new RegExp(`^${records.laboratory.trend.show_other.split(" (")[0]}`),
  })
  if ((await trend.count()) > 0) {
    await trend.first().click()
    await expect(page.locator("svg.trend-chart")).toBeVisible()
  }
  const overflow = await measureOverflow(page, NARROW.width)
  expect(overflow, `${path} at ${NARROW.width} px`).toEqual({ scrollWidth: NARROW.width, offenders: [] })
  // The front page's conversation previews (the messaging area's block) are cut short on purpose: overflow only there
  if (!/^\/(fi|sv|en)$/.test(path)) expect(await clippedTexts(page), path).toEqual([])
  await removeSpacing?.()
}

for (const lang of ["fi", "sv", "en"] as const satisfies Lang[]) {
  test(`the records pages reflow at 320 px (${lang})`, async ({ page }) => {
    const { records } = texts[lang]
    await logIn(page, "aino", `/${lang}`, { lang })
    await waitForSettledPage(page)
    const [visits] = await firstLinks(page, `/${lang}`, [records.front.visits])
    const lists = [buildPath("visits", lang), buildPath("laboratory", lang), buildPath("imaging", lang)]
    const [labReferral, labDay] = await firstLinks(page, buildPath("laboratory", lang), [
      records.laboratory.referrals,
      records.laboratory.results,
    ])
    const [imagingReferral, imagingDay] = await firstLinks(page, buildPath("imaging", lang), [
      records.imaging.referrals,
      records.imaging.results,
    ])
    for (const path of [
      `/${lang}`,
      ...lists,
      visits!,
      labReferral!,
      labDay!,
      imagingReferral!,
      imagingDay!,
    ]) {
      await expectReflows(page, path)
    }
  })
}

test("the result day reflows with WCAG 1.4.12 text spacing", async ({ page }) => {
  await logIn(page, "aino", "/fi", { lang: "fi" })
  await waitForSettledPage(page)
  const [labDay] = await firstLinks(page, "/fi/laboratorio", [texts.fi.records.laboratory.results])
  await expectReflows(page, labDay!, { textSpacing: true })
  await expectReflows(page, "/fi", { textSpacing: true })
})
