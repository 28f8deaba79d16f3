// Laboratory (spec messaging-records-payments §2, §4, §5): Aino reaches the page from the menu; referrals with their
// validity ('Not valid', a relative note within 30 days), result days ready or pending; a day with a package, an
// out-of-range value and a test still waiting; a day with every prefix; a trend of a test taken on several days
// (chart hidden from screen readers, the same values as a table). Days are chosen by the tests they hold, never by
// the date the suite runs on; a result day prints without the menu and buttons. One journey, in fi; axe on every
// state. The pages in sv and en (a result day's title, a value out of range in words, 'Not valid', the Finnish-only
// description not on other pages) are component tests (tests/unit/views/records/laboratoryLanguages.test.tsx), and
// so are 'Results were not found' and the empty page (tests/unit/views/records/recordStates.test.tsx).
import type { Page } from "@playwright/test"
import { personaById } from "../../../sandbox/personas.ts"
import { ADULT_BRAND } from "../../../src/platform/brand/brands.ts"
import { formatDate } from "../../../src/platform/i18n/format.ts"
import { sandboxNow } from "../clock.ts"
import { test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { expect, texts, titleOf, viaMenu } from "./recordsSupport.ts"

// A login through the identity provider and axe after each step: more than the default 30 s on a shared machine
test.describe.configure({ timeout: 120_000 })

const fi = texts.fi.records
const aino = personaById("aino")!

/** The summary's words for `count` values outside their range. */
const summaryOutside = (count: number) =>
  (count === 1 ? fi.laboratory.summary.outside_one : fi.laboratory.summary.outside_other).replace(
    "{{count}}",
    String(count),
  )

/** On the laboratory page: opens the result day whose tests include `testName`. */
async function openDayWith(page: Page, resultsHeading: string, testName: string) {
  const section = page.getByRole("region", { name: resultsHeading })
  const day = section.getByRole("listitem").filter({ hasText: testName }).first()
  await day.getByRole("link").click()
  await expect(page).toHaveURL(/\/\d{4}-\d{2}-\d{2}$/)
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
}

/** The row of a test in a result table. */
const testRow = (page: Page, name: string | RegExp) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) })

test("Aino walks the laboratory in Finnish: referrals, a pending day with a package, a trend, prefixes, printing", async ({
  page,
  expectAccessible,
}) => {
  await logIn(page, "aino", "/fi", { lang: "fi" })
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await viaMenu(page, "fi", texts.fi.shell.menu.laboratory)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fi.laboratory.title)
  await expect(page).toHaveTitle(titleOf("fi", "laboratory"))
  const referrals = page.getByRole("region", { name: fi.laboratory.referrals })
  // a referral valid for 7 to 13 more days carries the weeks note
  await expect(referrals.getByText(`(${fi.referral.note.weeks_one})`)).toBeVisible()
  const results = page.getByRole("region", { name: fi.laboratory.results })
  await expect(results.getByText(fi.laboratory.dayPending, { exact: true }).first()).toBeVisible()
  await expect(results.getByText(fi.laboratory.dayReady, { exact: true }).first()).toBeVisible()
  await expectAccessible("laboratory, fi")

  // a referral no longer valid
  const expired = referrals.getByRole("listitem").filter({ hasText: fi.referral.notValid }).first()
  await expired.getByRole("link").click()
  await expect(page).toHaveTitle(titleOf("fi", "laboratoryReferral"))
  await expect(page.getByRole("main").getByText(fi.referral.notValid, { exact: true })).toBeVisible()
  await expect(
    page.getByRole("main").getByText(/^Ei voimassa \(oli voimassa \d{1,2}\.\d{1,2}\.\d{4} asti\)$/),
  ).toBeVisible()
  // the description is Finnish and shows on the Finnish page
  await expect(page.getByRole("term").filter({ hasText: fi.referral.description })).toBeVisible()
  await expectAccessible("an expired laboratory referral, fi")

  // the pending day with the blood count package: an out-of-range value, a test still waiting
  await page.getByRole("link", { name: fi.referral.allLaboratory }).click()
  await openDayWith(page, fi.laboratory.results, "P -TSH")
  await expect(page).toHaveTitle(titleOf("fi", "laboratoryResult"))
  await expect(page.getByText(fi.laboratory.pendingDay)).toBeVisible()
  // the summary above the values counts those the rows mark outside their range
  const outsideCount = await page.locator(".lab-table .lab-standing[data-outside]").count()
  expect(outsideCount, "the day's values outside their range").toBeGreaterThan(0)
  await expect(page.getByText(summaryOutside(outsideCount))).toBeVisible()
  const bloodCount = page.getByRole("region", { name: "B -PVK (perusverenkuva)" })
  await expect(bloodCount.getByText(fi.laboratory.package)).toBeVisible()
  const leuk = testRow(page, /B -Leuk/)
  await expect(leuk.getByRole("cell").nth(0)).toContainText("9,1 E9/l")
  await expect(leuk.getByRole("cell").nth(0)).toContainText(fi.laboratory.standing.high)
  await expect(leuk.getByRole("cell").nth(1)).toHaveText("3,4-8,2 E9/l")
  await expect(
    testRow(page, /P -Krea/)
      .getByRole("cell")
      .nth(0),
  ).toHaveText(fi.laboratory.testStatus.sampled)
  await expect(
    testRow(page, /P -TSH/)
      .getByRole("cell")
      .nth(0),
  ).toHaveText(fi.laboratory.testStatus.referral)
  await expectAccessible("a pending result day with a package, fi")

  // the haemoglobin's trend over the days of the blood count
  // the package's first test, the haemoglobin, is the first with a trend
  await page
    .getByRole("button", { name: /^Näytä kehitys \(\d+ tulosta\)$/ })
    .first()
    .click()
  const hide = page.getByRole("button", { name: fi.laboratory.trend.hide })
  await expect(hide).toHaveAttribute("aria-expanded", "true")
  const trend = page.getByRole("table", { name: /B -Hb \(hemoglobiini\): tulokset ajan mittaan/ })
  await expect(trend).toBeVisible()
  expect(await trend.getByRole("row").count()).toBeGreaterThanOrEqual(3 + 1)
  const chart = page.locator("svg.trend-chart")
  await expect(chart).toBeVisible()
  await expect(chart).toHaveAttribute("aria-hidden", "true")
  await expectAccessible("a trend, fi")
  await hide.click()
  await expect(trend).toBeHidden()

  // the day with every prefix
  await page.getByRole("link", { name: fi.referral.allLaboratory }).click()
  await openDayWith(page, fi.laboratory.results, "P -Ferrit")
  const ferritin = testRow(page, /P -Ferrit/)
  await expect(ferritin.getByRole("cell").nth(0)).toContainText("≤5 µg/l")
  await expect(ferritin.getByRole("cell").nth(0)).toContainText(fi.laboratory.standing.low)
  await expect(ferritin.getByRole("cell").nth(1)).toHaveText("15-125 µg/l")
  await expect(
    testRow(page, /S -D-25/)
      .getByRole("cell")
      .nth(0),
  ).toContainText(">250 nmol/l")
  await expect(
    testRow(page, /S -D-25/)
      .getByRole("cell")
      .nth(1),
  ).toHaveText(">50")
  await expect(
    testRow(page, /S -B12-TC/)
      .getByRole("cell")
      .nth(0),
  ).toContainText("≥150 pmol/l")
  await expectAccessible("a result day with prefixes, fi")
  // printed: without the menu, footer and buttons, the results kept, under a header with the provider, Aino's name
  // and the day it was printed (the sandbox's today), which the screen does not show
  const printHeader = page.locator(".print-header")
  await expect(printHeader).toBeHidden()
  const today = formatDate(new Date(await sandboxNow()))
  await page.emulateMedia({ media: "print" })
  await expect(page.getByRole("button", { name: fi.print })).toBeHidden()
  await expect(page.getByRole("banner")).toBeHidden()
  await expect(page.getByRole("contentinfo")).toBeHidden()
  await expect(ferritin).toBeVisible()
  await expect(printHeader.getByText(ADULT_BRAND.displayName, { exact: true })).toBeVisible()
  await expect(printHeader.getByRole("term").filter({ hasText: fi.printHeader.patient })).toBeVisible()
  await expect(printHeader.getByText(`${aino.firstName} ${aino.lastName}`, { exact: true })).toBeVisible()
  await expect(printHeader.getByRole("term").filter({ hasText: fi.printHeader.printed })).toBeVisible()
  await expect(printHeader.getByText(today, { exact: true })).toBeVisible()
  await expectAccessible("a printed result day, fi")
  await page.emulateMedia({ media: "screen" })

  await page.getByRole("link", { name: fi.referral.allLaboratory }).click()
  await openDayWith(page, fi.laboratory.results, "fP -Gluk")
  const crp = testRow(page, /^P -CRP/)
  await expect(crp.getByRole("cell").nth(0)).toContainText("<3 mg/l")
  await expect(crp.getByRole("cell").nth(0)).toContainText(fi.laboratory.standing.within)
  await expect(crp.getByRole("cell").nth(1)).toHaveText("<10")
  await expect(
    testRow(page, /U -KemSeul/)
      .getByRole("cell")
      .nth(0),
  ).toContainText("Negatiivinen")
})

test("on a phone the trend chart keeps its texts at 12 px or more inside the drawing, its values apart, and its table", async ({
  page,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await logIn(page, "aino", "/fi/laboratorio", { lang: "fi" })
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fi.laboratory.title)
  await openDayWith(page, fi.laboratory.results, "P -TSH")
  await page
    .getByRole("button", { name: /^Näytä kehitys \(\d+ tulosta\)$/ })
    .first()
    .click()
  const trend = page.getByRole("table", { name: /B -Hb \(hemoglobiini\): tulokset ajan mittaan/ })
  await expect(trend).toBeVisible()
  const chart = page.locator("svg.trend-chart")
  await expect(chart).toBeVisible()
  const drawn = await chart.evaluate((svg: SVGSVGElement) => {
    const frame = svg.getBoundingClientRect()
    const scale = svg.getScreenCTM()!.a
    const texts = [...svg.querySelectorAll("text")].map((text) => {
      const box = text.getBoundingClientRect()
      return {
        text: text.textContent ?? "",
        kind: text.closest(".trend-chart__values") ? "value" : "axis",
        pixels: Number.parseFloat(getComputedStyle(text).fontSize) * scale,
        inside:
          box.left >= frame.left - 0.5 &&
          box.right <= frame.right + 0.5 &&
          box.top >= frame.top - 0.5 &&
          box.bottom <= frame.bottom + 0.5,
        box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
      }
    })
    return { width: frame.width, texts }
  })
  expect(drawn.width, "the chart's width on a 390 px phone").toBeLessThanOrEqual(390)
  for (const text of drawn.texts) {
    expect(text.pixels, `'${text.text}' in CSS pixels`).toBeGreaterThanOrEqual(12)
    expect(text.inside, `'${text.text}' inside the chart`).toBe(true)
  }
  const values = drawn.texts.filter((text) => text.kind === "value")
  const apart = (a: (typeof values)[number]["box"], b: (typeof values)[number]["box"]) =>
    a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top
  values.forEach((a, i) =>
    values.slice(i + 1).forEach((b) => expect(apart(a.box, b.box), `'${a.text}' and '${b.text}'`).toBe(true)),
  )
  // the latest value is always labelled: the last row of the table, without its unit
  const latest = await trend.getByRole("row").last().locator(".lab-value").innerText()
  expect(values.map((value) => value.text)).toContain(latest.split(" ")[0])
  await expectAccessible("a trend on a phone, fi")
})
