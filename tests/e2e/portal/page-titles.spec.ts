// WCAG 2.4.2: the document title of every built route in every language is the route's own (from the route-title
// table, locales/{lang}/shell.json `pageTitles`), set on the real page, and no two pages share one.
// Registration and hpa/register are left to the unit test of the table and the registration specs: the one
// unregistered persona who reaches them is registered by registration.spec.ts in the same sandbox run.
import type { Page } from "@playwright/test"
import enCommon from "../../../locales/en/common.json" with { type: "json" }
import enShell from "../../../locales/en/shell.json" with { type: "json" }
import fiCommon from "../../../locales/fi/common.json" with { type: "json" }
import fiShell from "../../../locales/fi/shell.json" with { type: "json" }
import svCommon from "../../../locales/sv/common.json" with { type: "json" }
import svShell from "../../../locales/sv/shell.json" with { type: "json" }
import { buildPath, type RouteId } from "../../../src/platform/routing/index.ts"
import { expect as baseExpect, test } from "../fixtures.ts"
import { logIn } from "../login.ts"

// Pages wait for code and data on a machine other test runs share: a generous wait for what the user would see
const expect = baseExpect.configure({ timeout: 20_000 })

// A page load with axe for each of some 15 routes (and a login through the identity provider)
test.describe.configure({ timeout: 480_000 })

type Lang = "fi" | "sv" | "en"
type TitledRoute = keyof typeof fiShell.pageTitles

const titles = { fi: fiShell.pageTitles, sv: svShell.pageTitles, en: enShell.pageTitles }
const notFound = { fi: fiCommon.notFound.title, sv: svCommon.notFound.title, en: enCommon.notFound.title }

// Any id of the right shape: the page answers with its own state (not available, not found), under its own title
const ID = { id: "123" }

const anonymousRoutes: [TitledRoute, Record<string, unknown>?][] = [
  ["booking"],
  ["bookingPrivate"],
  ["bookingInsurance"],
  ["bookingKela65"],
  ["occupationalHealthcareLanding"],
  ["anonymousAvailableAppointments", ID],
  ["anonymousAvailableAppointmentsInsurance", ID],
  ["anonymousAvailableAppointmentsKela65", ID],
  ["anonymousAppointment", { linkToken: "abc123" }],
  ["login"],
  ["childrenLoginChoice"],
  ["transactionPath"],
  ["authentication"],
  ["expiredSession"],
  ["eula"],
]

const loggedInRoutes: [TitledRoute, Record<string, unknown>?][] = [
  ["front"],
  ["appointments"],
  ["appointmentsByIds", { ids: ["1"] }],
  ["myInformation"],
  ["dataProcessing"],
  ["bookingOccupational"],
  ["occupationalHealthcare"],
  ["availableAppointments", ID],
  ["availableAppointmentsOccupational", ID],
  ["availableAppointmentsInsurance", ID],
  ["availableAppointmentsKela65", ID],
  ["conversations"],
  ["conversationNew"],
  // no such thread of Aino's: the page says so under the route's own title
  ["conversationThread", { threadId: "123" }],
  ["prescriptions"],
  // no renewable prescription of Aino's with this id: the page says so under the route's own title
  ["prescriptionRenewal", { ids: ["1"] }],
  ["questionnaires"],
  ["certificates"],
  ["vaccinations"],
  ["sicknessFund"],
]

const pathOf = (routeId: RouteId, lang: Lang, params?: Record<string, unknown>) =>
  (buildPath as (id: RouteId, lang: Lang, params?: unknown) => string)(routeId, lang, params)

/** Opens a route and checks that the page's own title names the document; returns the title. */
async function expectTitled(
  page: Page,
  path: string,
  pageTitle: string,
  expectAccessible: (state: string) => Promise<void>,
): Promise<string> {
  await page.goto(path)
  await expect(page).toHaveURL((url) => url.pathname === path)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  const documentTitle = `${pageTitle} – Aava`
  await expect(page).toHaveTitle(documentTitle)
  await expectAccessible(path)
  return documentTitle
}

for (const lang of ["fi", "sv", "en"] as const) {
  test(`every page an anonymous visitor reaches has its own document title in ${lang}`, async ({
    page,
    expectAccessible,
  }) => {
    const seen = new Set<string>()
    for (const [routeId, params] of anonymousRoutes) {
      seen.add(
        await expectTitled(page, pathOf(routeId, lang, params), titles[lang][routeId], expectAccessible),
      )
    }
    // an address of no route keeps the not-found title
    seen.add(await expectTitled(page, `/${lang}/no-such-page`, notFound[lang], expectAccessible))
    expect(seen.size).toBe(anonymousRoutes.length + 1)
  })

  test(`every logged-in page has its own document title in ${lang}`, async ({ page, expectAccessible }) => {
    await logIn(page, "aino", `/${lang}`, { lang })
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    const seen = new Set<string>()
    for (const [routeId, params] of loggedInRoutes) {
      seen.add(
        await expectTitled(page, pathOf(routeId, lang, params), titles[lang][routeId], expectAccessible),
      )
    }
    expect(seen.size).toBe(loggedInRoutes.length)
  })
}
