import type { Locator, Page, Response } from "@playwright/test"
import { checkCharacterFor } from "../../../src/domain/ssn.ts"
import { expect, test } from "../fixtures.ts"
import { weekdayAhead } from "./booking-loggedin.helpers.ts"
import { installSandboxClock } from "../clock.ts"

type Lang = "fi" | "sv" | "en"
type Slot = { id: string; requiresAuthToReserve: boolean }

const isSearch = (response: Response) => new URL(response.url()).pathname === "/api/appointments"
const isReserve = (url: URL) => url.pathname === "/api/anon/reserve-appointment"

const texts = {
  fi: {
    list: "/fi/ajanvaraus/yksityisasiakas",
    results: "Vapaat ajat",
    reserve: "Varaa",
    title: "Varaa aika",
    firstName: "Etunimi",
    lastName: "Sukunimi",
    ssn: "Henkilötunnus",
    phone: "Puhelinnumero",
    email: "Sähköpostiosoite",
    terms: "Hyväksyn käyttöehdot",
    submit: "Varaa aika",
    summary: "Tarkista seuraavat kentät",
    firstNameError: "Syötä etunimesi",
    ssnError: "Tarkista henkilötunnuksesi",
    emailError: "Syötä sähköpostiosoitteesi, esim. nimi@esimerkki.fi",
  },
  sv: {
    list: "/sv/tidsbokning/privat-kund",
    results: "Lediga tider",
    reserve: "Boka",
    title: "Boka en tid",
    firstName: "Förnamn",
    lastName: "Efternamn",
    ssn: "Personbeteckning",
    phone: "Telefonnummer",
    email: "E-postadress",
    terms: "Jag godkänner användarvillkoren",
    submit: "Boka tid",
    summary: "Kontrollera följande fält",
    firstNameError: "Ange ditt förnamn",
    ssnError: "Kontrollera din personbeteckning",
    emailError: "Ange din e-postadress, t.ex. namn@exempel.fi",
  },
  en: {
    list: "/en/booking/private-customer",
    results: "Free appointments",
    reserve: "Reserve",
    title: "Reserve an appointment",
    firstName: "First name",
    lastName: "Last name",
    ssn: "Personal identity code",
    phone: "Phone number",
    email: "Email address",
    terms: "I accept the terms of use",
    submit: "Reserve appointment",
    summary: "Please check the following fields",
    firstNameError: "Please enter your first name",
    ssnError: "Please check your identity number",
    emailError: "Please enter your email address, eg. name@example.com",
  },
} as const

/** A valid identity code of its own for each test (the sandbox limits reservations per patient). */
function ssnFor(n: number): string {
  const date = `1503${String(60 + n).padStart(2, "0")}`
  const individual = String(200 + n)
  return `${date}-${individual}${checkCharacterFor(date, individual)}`
}

/** Opens the private list from a day and returns the first card whose slot an anonymous visitor may book. */
async function openList(page: Page, lang: Lang, day: string): Promise<{ card: Locator; slot: Slot }> {
  const searched = page.waitForResponse(isSearch)
  await page.goto(`${texts[lang].list}?startDate=${day}`)
  const { availableAppointments } = (await (await searched).json()) as {
    availableAppointments: { appointments: Slot[] }
  }
  const index = availableAppointments.appointments.findIndex((slot) => !slot.requiresAuthToReserve)
  expect(index).toBeGreaterThanOrEqual(0)
  const card = page.getByRole("list", { name: texts[lang].results }).getByRole("listitem").nth(index)
  return { card, slot: availableAppointments.appointments[index]! }
}

async function fillForm(page: Page, lang: Lang, n: number) {
  const t = texts[lang]
  await page.getByLabel(t.firstName).fill("Mikko")
  await page.getByLabel(t.lastName).fill("Nieminen")
  await page.getByLabel(t.ssn).fill(ssnFor(n))
  await page.getByLabel(t.phone).fill("040 555 1234")
  await page.getByLabel(t.email).fill(`mikko.${n}@example.fi`)
  await page.getByText(t.terms, { exact: true }).click()
}

test.describe("anonymous reservation", () => {
  test("a visitor reserves from the private list, and a reload at the form restores the page", async ({
    page,
    expectAccessible,
  }) => {
    const { card } = await openList(page, "en", weekdayAhead(0))
    await card.getByRole("link", { name: "Reserve" }).click()
    await expect(page).toHaveURL(/\/en\/anonymous-users\/available-appointments\/\d+$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve an appointment")
    await expect(page.getByRole("button", { name: "Reserve appointment" })).toBeDisabled()
    await expectAccessible("reservation form")

    await page.reload()
    await expect(page.getByLabel("First name")).toBeVisible()
    const back = page.getByRole("link", { name: "Back to the appointment list" })
    await expect(back).toHaveAttribute("href", new RegExp(`startDate=${weekdayAhead(0)}`))

    await fillForm(page, "en", 0)
    await page.getByLabel("Phone number").blur()
    await expect(page.getByLabel("Phone number")).toHaveValue("+358405551234")
    await page.getByRole("button", { name: "Reserve appointment" }).click()
    const heading = page.getByRole("heading", { level: 1, name: "Your appointment has been reserved" })
    await expect(heading).toBeFocused()
    await expect(page.getByText("mikko.0@example.fi")).toBeVisible()
    await expectAccessible("reservation success")
  })

  test("two visitors reserve the same slot: one succeeds, the other is told it is taken", async ({
    page,
    browser,
    baseURL,
    expectAccessible,
  }) => {
    const { card } = await openList(page, "en", weekdayAhead(1))
    await card.getByRole("link", { name: "Reserve" }).click()
    await expect(page.getByLabel("First name")).toBeVisible()

    const other = await browser.newContext({ baseURL })
    const second = await other.newPage()
    // the second visitor's browser keeps the same time as the sandbox (under E2E_NOW it is not the machine's)
    if (process.env.E2E_NOW) await installSandboxClock(second)
    await second.goto(new URL(page.url()).pathname)
    await fillForm(second, "en", 1)
    await fillForm(page, "en", 2)
    await page.getByRole("button", { name: "Reserve appointment" }).click()
    await expect(page.getByRole("heading", { name: "Your appointment has been reserved" })).toBeVisible()
    await second.getByRole("button", { name: "Reserve appointment" }).click()
    await expect(
      second.getByText("The appointment has already been reserved. Please choose another appointment."),
    ).toBeVisible()
    await expect(second.getByRole("link", { name: "Choose another appointment" })).toBeVisible()
    await other.close()

    await page.reload()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Unfortunately the appointment is no longer available",
    )
    await expectAccessible("appointment no longer available")
  })

  test("a network error on reserve keeps every typed field", async ({ page, expectAccessible }) => {
    const { card } = await openList(page, "en", weekdayAhead(2))
    await card.getByRole("link", { name: "Reserve" }).click()
    // The connection drops before any answer (through the preview proxy a dropped sandbox socket turns into a 500)
    await page.route(isReserve, (route) => route.abort("connectionreset"))
    await fillForm(page, "en", 3)
    await page.getByRole("button", { name: "Reserve appointment" }).click()
    await expect(page.getByText("Network error. Please try again.")).toBeVisible()
    await expect(page.getByLabel("First name")).toHaveValue("Mikko")
    await expect(page.getByLabel("Last name")).toHaveValue("Nieminen")
    await expect(page.getByLabel("Personal identity code")).toHaveValue(ssnFor(3))
    await expect(page.getByLabel("Phone number")).toHaveValue("+358405551234")
    await expect(page.getByLabel("Email address")).toHaveValue("mikko.3@example.fi")
    await expect(page.getByRole("checkbox", { name: "I accept the terms of use" })).toBeChecked()
    await expectAccessible("network error")
  })

  {
    // one language per journey, rotated across the specs; the other languages' texts and formats are held by
    // the locale checks and the view tests
    const lang: Lang = "sv"
    test(`validation errors show in the summary and next to the fields in ${lang}`, async ({
      page,
      expectAccessible,
    }) => {
      const t = texts[lang]
      const { card } = await openList(page, lang, weekdayAhead(3))
      await card.getByRole("link", { name: t.reserve, exact: true }).click()
      await page.getByLabel(t.ssn).fill("150360-2000")
      await page.getByLabel(t.phone).fill("0401234567")
      await page.getByLabel(t.email).fill("aino@example.fi")
      await page.getByText(t.terms, { exact: true }).click()
      await page.getByRole("button", { name: t.submit }).click()

      const summary = page.getByRole("heading", { name: t.summary }).locator("..")
      await expect(summary).toBeFocused()
      await expect(summary.getByRole("link")).toHaveText([
        `${t.firstName}: ${t.firstNameError}`,
        new RegExp(`^${t.lastName}: `),
        `${t.ssn}: ${t.ssnError}`,
      ])
      const firstName = page.getByLabel(t.firstName)
      await expect(firstName).toHaveAttribute("aria-invalid", "true")
      await expect(firstName).toHaveAccessibleDescription(t.firstNameError)
      await expectAccessible("validation errors")
      await summary.getByRole("link").first().click()
      await expect(firstName).toBeFocused()

      // a 400 from the server names the fields too
      await page.route(isReserve, (route) =>
        route.fulfill({
          status: 400,
          json: { type: "ValidationError", details: [{ path: "body.emailAddress", message: "is invalid" }] },
        }),
      )
      await page.getByLabel(t.firstName).fill("Aino")
      await page.getByLabel(t.lastName).fill("Virtanen")
      await page.getByLabel(t.ssn).fill(ssnFor(9))
      await page.getByRole("button", { name: t.submit }).click()
      await expect(summary).toBeFocused()
      await expect(summary.getByRole("link")).toHaveText([`${t.email}: ${t.emailError}`])
      await expect(page.getByLabel(t.email)).toHaveAccessibleDescription(t.emailError)
    })
  }

  test("the whole anonymous booking by keyboard alone", async ({ page }) => {
    const { card } = await openList(page, "fi", weekdayAhead(4))
    const tabTo = async (target: Locator) => {
      for (let presses = 0; presses < 300; presses++) {
        if (await target.evaluate((element) => element === document.activeElement)) return
        await page.keyboard.press("Tab")
      }
      throw new Error("focus never reached the target")
    }
    await tabTo(card.getByRole("link", { name: "Varaa" }))
    await page.keyboard.press("Enter")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varaa aika")
    const type = async (label: string, value: string) => {
      await tabTo(page.getByLabel(label))
      await page.keyboard.type(value)
    }
    await type("Etunimi", "Mikko")
    await type("Sukunimi", "Nieminen")
    await type("Henkilötunnus", ssnFor(5))
    await type("Puhelinnumero", "0405551234")
    await type("Sähköpostiosoite", "mikko.5@example.fi")
    await tabTo(page.getByRole("checkbox", { name: "Hyväksyn käyttöehdot" }))
    await page.keyboard.press("Space")
    const binding = page.getByRole("checkbox", { name: /sitova/ })
    if (await binding.count()) {
      await tabTo(binding)
      await page.keyboard.press("Space")
    }
    await tabTo(page.getByRole("button", { name: "Varaa aika" }))
    await page.keyboard.press("Enter")
    await expect(page.getByRole("heading", { level: 1, name: "Aikasi on varattu" })).toBeFocused()
  })

  test("a slot starting within the cancellation hours asks to confirm the reservation is binding", async ({
    page,
    expectAccessible,
  }) => {
    const day = weekdayAhead(6)
    const query = new URLSearchParams({
      startDate: day,
      endDate: day,
      timeOfDay: "all",
      lang: "en",
      offset: "0",
    })
    const search = await page.request.get(`/api/appointments?${query}`)
    const { availableAppointments } = (await search.json()) as {
      availableAppointments: { appointments: (Slot & { startDate: string })[] }
    }
    const slot = availableAppointments.appointments.find((candidate) => !candidate.requiresAuthToReserve)
    expect(slot).toBeDefined()
    // The visitor's clock two hours before the start: within the brand's 24-hour threshold (Helsinki time)
    await page.clock.setFixedTime(new Date(new Date(slot!.startDate).getTime() - 2 * 3_600_000))
    await page.goto(`/en/anonymous-users/available-appointments/${slot!.id}`)
    await fillForm(page, "en", 7)
    const submit = page.getByRole("button", { name: texts.en.submit })
    // spec §5: the submit gate needs the binding checkbox when the start is within the threshold
    await expect(submit).toBeDisabled()
    await page.getByText(/the reservation is binding/).click()
    await expect(submit).toBeEnabled()
    await expectAccessible("reservation form with the binding confirmation")
  })

  test("a slot that needs login shows the login prompt", async ({ page, expectAccessible }) => {
    await page.goto("/en/booking/insurance")
    const card = page.getByRole("list", { name: "Free appointments" }).getByRole("listitem").first()
    await card.getByRole("link", { name: "Reserve" }).click()
    await expect(page).toHaveURL(/\/en\/anonymous-users\/available-appointments\/insurance\/\d+$/)
    const login = page.getByRole("main").getByRole("link", { name: "Log in" })
    await expect(page.getByRole("heading", { name: "Log in to reserve" })).toBeVisible()
    await expect(login).toHaveAttribute("href", /^\/en\/login\?nextPath=%2Fen%2Fanonymous-users/)
    await expect(page.getByLabel("First name")).toHaveCount(0)
    await expectAccessible("login prompt")
  })
})
