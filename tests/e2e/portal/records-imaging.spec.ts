// Imaging (spec messaging-records-payments §2, §3, §8): referrals as for laboratory; results by date with the
// fallbacks 'No title' and 'No doctor's statement'; a day the imaging system does not answer for; a valid referral
// with its instructions. One journey in one language (en). The whole results list's 'temporary-api-error' marker
// ('This section is temporarily unavailable', the referrals still there) and 'Results were not found' are component
// tests (tests/unit/views/records/recordStates.test.tsx).
import type { Page } from "@playwright/test"
import { test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { expect, texts, titleOf, viaMenu, type Lang } from "./recordsSupport.ts"

test.describe.configure({ timeout: 120_000 })

/** On the imaging page: opens the day whose examinations include `name`. */
async function openDayWith(page: Page, lang: Lang, name: string) {
  const results = page.getByRole("region", { name: texts[lang].records.imaging.results })
  await results.getByRole("listitem").filter({ hasText: name }).first().getByRole("link").click()
  await expect(page).toHaveURL(/\/\d{4}-\d{2}-\d{2}$/)
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
}

{
  // one language per journey, rotated across the specs; the other languages' texts and formats are held by
  // the locale checks and the view tests
  const lang: Lang = "en"
  test(`Aino reads her imaging results with their fallbacks, a day the system does not answer for, and a referral (${lang})`, async ({
    page,
    expectAccessible,
  }) => {
    const { records, shell } = texts[lang]
    await logIn(page, "aino", `/${lang}`, { lang })
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await viaMenu(page, lang, shell.menu.imaging)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(records.imaging.title)
    await expect(page).toHaveTitle(titleOf(lang, "imaging"))
    const referrals = page.getByRole("region", { name: records.imaging.referrals })
    await expect(referrals.getByText(records.referral.notValid, { exact: true })).toBeVisible()
    await expectAccessible(`imaging, ${lang}`)

    // the day with an examination without a title or a statement
    await openDayWith(page, lang, records.imaging.noTitle)
    await expect(page).toHaveTitle(titleOf(lang, "imagingResult"))
    await expect(page.getByRole("heading", { level: 2, name: records.imaging.noTitle })).toBeVisible()
    await expect(page.getByText(records.imaging.noStatement)).toBeVisible()
    await expect(page.getByRole("heading", { level: 2, name: "Polven natiiviröntgen, oikea" })).toBeVisible()
    await expectAccessible(`imaging results with fallbacks, ${lang}`)

    // the day the imaging system does not answer for
    await page.getByRole("link", { name: records.referral.allImaging }).click()
    await openDayWith(page, lang, "Keuhkojen röntgen")
    await expect(page.getByText(records.unavailable)).toBeVisible()
    await expectAccessible(`imaging results unavailable, ${lang}`)

    // a referral still valid, from the list
    await page.goBack()
    await expect(page).toHaveTitle(titleOf(lang, "imaging"))
    await referrals
      .getByRole("listitem")
      .filter({ hasNotText: records.referral.notValid })
      .first()
      .getByRole("link")
      .click()
    await expect(page).toHaveTitle(titleOf(lang, "imagingReferral"))
    await expect(page.getByText(records.referral.imaging, { exact: true })).toBeVisible()
    await expect(page.getByRole("link", { name: records.referral.instructions })).toHaveAttribute(
      "href",
      /^https:/,
    )
    await expectAccessible(`an imaging referral, ${lang}`)
  })
}
