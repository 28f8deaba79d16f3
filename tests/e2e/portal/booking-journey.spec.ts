import { expect, test } from "../fixtures.ts"
import { checkCharacterFor } from "../../../src/domain/ssn.ts"

// The whole anonymous journey: a filter, the calendar, reloads on the way, the reservation and its success view.
// Evening times keep it clear of the other reservation tests, which book each day's first (morning) time.
test("an anonymous visitor finds an evening time with the calendar and reserves it", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/fi/ajanvaraus/yksityisasiakas")
  await page.getByRole("tab", { name: /^Ilta / }).click()
  await expect(page).toHaveURL(/timeOfDay=evening/)

  const calendar = page.getByRole("application", { name: /Valitse päivä/ })
  const freeDays = calendar.locator("[role=button][data-free]")
  // late on a month's last day the month has no free evening left: the visitor turns to the next month (either
  // way the journey goes on from a free day)
  const inThisMonth = await freeDays
    .first()
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false)
  if (!inThisMonth) await calendar.getByRole("button", { name: "Seuraava kuukausi" }).click()
  await expect(freeDays.first()).toBeVisible()
  const day = freeDays.nth(Math.min(3, (await freeDays.count()) - 1))
  const dayName = (await day.getAttribute("aria-label")) ?? ""
  await day.click()
  const [, d, m, y] = /(\d{1,2})\.(\d{1,2})\.(\d{4})/.exec(dayName) ?? []
  const isoDay = `${y}-${m?.padStart(2, "0")}-${d?.padStart(2, "0")}`
  await expect(page).toHaveURL(new RegExp(`startDate=${isoDay}`))
  await expect(page).toHaveURL(/timeOfDay=evening/)

  // a reload restores the same view from the URL
  await page.reload()
  await expect(page.getByRole("tab", { name: /^Ilta / })).toHaveAttribute("aria-selected", "true")
  const results = page.getByRole("list", { name: "Vapaat ajat" })
  const card = results
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: /^Varaa/ }) })
    .first()
  await expect(card).toContainText(`${Number(d)}.${Number(m)}.${y}`)
  await expectAccessible("evening list from the chosen day")

  await card.getByRole("link", { name: /^Varaa/ }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varaa aika")
  await page.reload()
  await page.getByLabel("Etunimi").fill("Kaisa")
  await page.getByLabel("Sukunimi").fill("Lindqvist")
  const birth = "030491"
  await page.getByLabel("Henkilötunnus").fill(`${birth}-248${checkCharacterFor(birth, "248")}`)
  await page.getByLabel("Puhelinnumero").fill("050 123 4567")
  await page.getByLabel("Sähköpostiosoite").fill("kaisa.lindqvist@example.fi")
  await page.getByText("Hyväksyn käyttöehdot", { exact: true }).click()
  // a time less than 24 hours ahead (late in a month or on a Sunday night the calendar's only free day may be the
  // next morning) is booked bindingly: the visitor ticks that box too
  const binding = page.getByRole("checkbox", { name: /^Ymmärrän, että varaus on sitova/ })
  if ((await binding.count()) > 0) await page.getByText(/^Ymmärrän, että varaus on sitova/).click()
  await page.getByRole("button", { name: "Varaa aika" }).click()

  const success = page.getByRole("heading", { level: 1, name: "Aikasi on varattu" })
  await expect(success).toBeFocused()
  await expect(page.getByText("kaisa.lindqvist@example.fi")).toBeVisible()
  await expectAccessible("reservation success, fi")
})
