import type { Page, Route } from "@playwright/test"
import { expect, test, waitForPage } from "../fixtures.ts"
import { withoutRequestDeadline } from "../support/requestDeadline.ts"
import { helsinkiDay } from "../clock.ts"

const isSearch = (url: URL) => url.pathname === "/api/appointments"

/** The cards of the result list (named by the results heading). */
const results = (page: Page, heading: string) =>
  page.getByRole("list", { name: heading }).getByRole("listitem")

/** Sends the search on to the sandbox with a fault header (x-sandbox-fault, see sandbox/faults.ts). */
const withFault = (route: Route, fault: string) =>
  route.continue({ headers: { ...route.request().headers(), "x-sandbox-fault": fault } })

function firstOfNextMonthInHelsinki(): string {
  const today = helsinkiDay()
  const [year, month] = today.split("-").map(Number) as [number, number]
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`
}

const lists = {
  fi: [
    { path: "/fi/ajanvaraus/yksityisasiakas", title: "Ajanvaraus" },
    { path: "/fi/ajanvaraus/vakuutus", title: "Vakuutusasiakkaan ajanvaraus" },
    { path: "/fi/ajanvaraus/kela65", title: "Kela65-ajanvaraus" },
  ],
  sv: [
    { path: "/sv/tidsbokning/privat-kund", title: "Tidsbokning" },
    { path: "/sv/tidsbokning/forsakring", title: "Tidsbokning för försäkringskunder" },
    { path: "/sv/tidsbokning/kela65", title: "Kela65-tidsbokning" },
  ],
  en: [
    { path: "/en/booking/private-customer", title: "Appointment Booking" },
    { path: "/en/booking/insurance", title: "Insurance appointment Booking" },
    { path: "/en/booking/kela65", title: "Kela65 appointment Booking" },
  ],
} as const
const resultsHeading = { fi: "Vapaat ajat", sv: "Lediga tider", en: "Free appointments" } as const
/** The list's announcement for `n` results: a full first page (20) says more can be loaded. */
const showing = {
  fi: (n: number) =>
    `${n === 1 ? "Näytetään 1 vapaa aika." : `Näytetään ${n} vapaata aikaa.`}${n === 20 ? " Lisää aikoja voi hakea." : ""}`,
  sv: (n: number) =>
    `${n === 1 ? "Visar 1 ledig tid." : `Visar ${n} lediga tider.`}${n === 20 ? " Fler tider kan hämtas." : ""}`,
  en: (n: number) =>
    `${n === 1 ? "Showing 1 free appointment." : `Showing ${n} free appointments.`}${n === 20 ? " More can be loaded." : ""}`,
} as const

test.describe("appointment lists", () => {
  {
    // one language per journey, rotated across the specs; the other languages' texts and formats are held by
    // the locale checks and the view tests
    const lang: "fi" | "sv" | "en" = "en"
    test(`the private, insurance and Kela65 lists: five skeletons while searching, then the free appointments in ${lang} @mobile`, async ({
      page,
      expectAccessible,
    }) => {
      // The first search is held for as long as the checks of the loading state take
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(isSearch, async (route) => {
        await held
        await route.continue()
      })
      await withoutRequestDeadline(page)
      for (const [index, { path, title }] of lists[lang].entries()) {
        // as many cards as the first search answered (fewer than a page of 20 when the week ahead has fewer,
        // e.g. the Kela65 kinds late on a Friday), and the announcement says how many
        const searched = page.waitForResponse((response) => isSearch(new URL(response.url())))
        await page.goto(path)
        if (index === 0) {
          await waitForPage(page)
          await expect(page.locator(".appointment-card--skeleton")).toHaveCount(5)
          await expect(page.getByRole("status")).toHaveText("Searching for free appointments…")
          await expectAccessible(`${path}, loading`)
          release()
        }
        const { availableAppointments } = (await (await searched).json()) as {
          availableAppointments: { appointments: unknown[] }
        }
        const found = availableAppointments.appointments.length
        expect(found, `free appointments on ${path}`).toBeGreaterThan(0)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
        await expect(page).toHaveTitle(`${title} – Aava`)
        await expect(results(page, resultsHeading[lang])).toHaveCount(found)
        await expect(page.getByRole("status")).toHaveText(showing[lang](found))
        await expectAccessible(`${path}, loaded`)
      }
    })
  }

  test("the occupational list shows a logged-in employee's appointments", async ({
    page,
    expectAccessible,
  }) => {
    // Straight back to the occupational list: its guard must wait for the session on a direct load
    await page.goto(
      `/oauth/authenticate?lang=fi&acr_values=tupas-nordea&next=${encodeURIComponent("/fi/ajanvaraus/tyoterveys")}`,
    )
    await page.getByRole("button", { name: "Jari Nieminen" }).click()
    await expect(page).toHaveURL("/fi/ajanvaraus/tyoterveys")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ajanvaraus")
    await expect(page.getByText("Työterveysasiakas", { exact: true })).toBeVisible()
    await expect(results(page, "Vapaat ajat").first()).toBeVisible()
    await expectAccessible("occupational list, loaded")
  })

  test("a failed search says so, with a retry that searches again", async ({ page, expectAccessible }) => {
    let fault: string | undefined = "failure"
    await page.route(isSearch, (route) => (fault ? withFault(route, fault) : route.continue()))
    await page.goto("/sv/tidsbokning/forsakring")
    const error = page.getByRole("heading", { name: "Tyvärr – det gick inte att söka lediga tider" })
    await expect(error).toBeVisible()
    await expect(page.getByRole("status")).toHaveText("Tyvärr – det gick inte att söka lediga tider")
    await expectAccessible("list, search failed")

    fault = "status=503"
    await page.getByRole("button", { name: "Försök igen" }).click()
    await expect(error).toBeVisible()
    await expect(page.getByRole("heading", { name: "Lediga tider", exact: true })).toBeFocused()

    fault = undefined
    await page.getByRole("button", { name: "Försök igen" }).click()
    await expect(results(page, "Lediga tider")).toHaveCount(20)
  })

  test("load more appends the next 20 with focus on the first of them; the time-of-day tabs filter by hours and update the URL in place; reload and back restore it", async ({
    page,
  }) => {
    await page.goto("/en/booking")
    await page.getByRole("link", { name: "Private customer" }).click()
    await expect(results(page, "Free appointments")).toHaveCount(20)
    await page.getByRole("button", { name: "Load more appointments" }).focus()
    await page.keyboard.press("Enter")
    await expect(results(page, "Free appointments")).toHaveCount(40)
    await expect(results(page, "Free appointments").nth(20).getByRole("heading", { level: 3 })).toBeFocused()
    await expect(page.getByRole("status")).toHaveText("Showing 40 free appointments. More can be loaded.")
    const historyLength = await page.evaluate(() => history.length)

    const tabs = page.getByRole("tablist", { name: "Time of day" })
    await expect(tabs.getByRole("tab")).toHaveText([/^All/, /^Morning/, /^Afternoon/, /^Evening/])
    await tabs.getByRole("tab", { name: /^All/ }).focus()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await expect(page).toHaveURL(/\/en\/booking\/private-customer\?timeOfDay=evening$/)
    await expect(tabs.getByRole("tab", { name: /^Evening/ })).toHaveAttribute("aria-selected", "true")
    await expect(results(page, "Free appointments")).not.toHaveCount(0)
    await expect(page.getByRole("status")).toHaveText(/^Showing \d+ free appointments?\./)
    for (const time of await results(page, "Free appointments").getByRole("heading").allTextContents()) {
      const [, hour, minute] = /(\d{1,2}):(\d{2})$/.exec(time)!
      expect(Number(hour) * 60 + Number(minute)).toBeGreaterThanOrEqual(16 * 60)
      expect(Number(hour) * 60 + Number(minute)).toBeLessThanOrEqual(21 * 60)
    }
    expect(await page.evaluate(() => history.length)).toBe(historyLength)

    await page.reload()
    await expect(tabs.getByRole("tab", { name: /^Evening/ })).toHaveAttribute("aria-selected", "true")
    await expect(results(page, "Free appointments").first()).toBeVisible()

    await page.getByRole("link", { name: "Change customer type" }).click()
    await expect(page).toHaveURL(/\/en\/booking\?timeOfDay=evening$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/en\/booking\/private-customer\?timeOfDay=evening$/)
    await expect(tabs.getByRole("tab", { name: /^Evening/ })).toHaveAttribute("aria-selected", "true")
    await page.goBack()
    await expect(page).toHaveURL(/\/en\/booking$/)
  })

  test("nothing found: the message alone when nothing is free anywhere; at the chosen clinic, next free days and nearby clinics to go to", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/en/booking/private-customer?startDate=2030-01-07")
    const nothingFound = "Unfortunately no appointments matching given search criteria were found."
    await expect(page.getByRole("tabpanel").getByText(nothingFound)).toBeVisible()
    await expect(page.getByRole("status")).toHaveText(nothingFound)
    await expect(page.getByText("Try other search criteria.")).toBeVisible()
    await expectAccessible("list, nothing found")

    // The sandbox has free times almost everywhere, so the chosen clinic's own search answers empty here;
    // the suggestions (next month, other clinics) come from the sandbox.
    const nextMonth = firstOfNextMonthInHelsinki()
    await page.route(isSearch, (route) => {
      const query = new URL(route.request().url()).searchParams
      const ownSearch = query.getAll("clinicIds").join() === "KERAVA" && query.get("startDate") !== nextMonth
      return ownSearch
        ? route.fulfill({ json: { availableAppointments: { type: "Success", appointments: [] } } })
        : route.continue()
    })
    await page.goto("/en/booking/private-customer?clinicIds=KERAVA")
    await expect(page.getByRole("heading", { name: "Next days with free appointments" })).toBeVisible()
    const nearby = page.getByRole("region", { name: "Free appointments at clinics nearby" })
    await expect(nearby.getByRole("link").first()).toBeVisible()
    const links = await nearby.getByRole("link").allTextContents()
    expect(links.length).toBeLessThanOrEqual(5)
    expect(links.every((text) => /^Aava (Järvenpää|Hyrylä):/.test(text))).toBe(true)
    expect(new Set(links.map((text) => text.replace(/ at \d+:\d+$/, ""))).size).toBe(links.length)
    await expectAccessible("list, nothing found, with alternatives")

    await nearby.getByRole("link").first().click()
    await expect(page).toHaveURL(/clinicIds=(JARVENPAA|TUUSULA)&startDate=\d{4}-\d{2}-\d{2}$/)
    await expect(results(page, "Free appointments").first()).toBeVisible()
  })
})
