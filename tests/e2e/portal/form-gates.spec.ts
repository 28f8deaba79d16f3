import type { Page } from "@playwright/test"
import { logIn } from "../login.ts"
import { expect, test, waitForPage } from "../fixtures.ts"

// spec booking §5 'Submit enabled only if…', 'Save disabled while any form error': a gated button stays in the
// tab order and says it is unavailable (aria-disabled, not disabled); a press (mouse, Enter on it, or Enter in a
// field) sends nothing and lists what is missing in the error summary, whose links move focus to the fields. The
// registration's gate is checked in registration.spec.ts (its persona registers once per run).

/** Every request to one API path from now on: a closed gate sends none. */
function requestsTo(page: Page, pathname: string): string[] {
  const sent: string[] = []
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === pathname) sent.push(request.method())
  })
  return sent
}

/** The summary: its heading's parent, which takes focus after a press. */
const summaryOf = (page: Page, title: string) => page.getByRole("heading", { name: title }).locator("..")

test.describe("gated submit buttons", () => {
  test("anonymous reservation: Reserve with nothing filled in lists what is missing and sends nothing (en)", async ({
    page,
    expectAccessible,
  }) => {
    const searched = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/appointments",
    )
    await page.goto("/en/booking/private-customer")
    const { availableAppointments } = (await (await searched).json()) as {
      availableAppointments: { appointments: { id: string; requiresAuthToReserve: boolean }[] }
    }
    const slot = availableAppointments.appointments.find((candidate) => !candidate.requiresAuthToReserve)
    expect(slot, "a free slot an anonymous visitor may book").toBeDefined()
    await page.goto(`/en/anonymous-users/available-appointments/${slot!.id}`)
    await waitForPage(page)
    const sent = requestsTo(page, "/api/anon/reserve-appointment")

    const submit = page.getByRole("button", { name: "Reserve appointment" })
    await expect(submit).toHaveAttribute("aria-disabled", "true")
    await expect(submit).not.toHaveAttribute("disabled")
    await expectAccessible("anonymous reservation, gate closed")

    // keyboard: the button is reachable, Enter on it runs the gate
    await submit.focus()
    await page.keyboard.press("Enter")
    const summary = summaryOf(page, "Please check the following fields")
    await expect(summary).toBeFocused()
    const binding = page.getByRole("checkbox", { name: /the reservation is binding/ })
    const bindingShown = (await binding.count()) > 0
    await expect(summary.getByRole("link")).toHaveText([
      "First name: Please enter your first name",
      "Last name: Please enter your last name",
      "Personal identity code: Please check your identity number",
      "Phone number: Please enter your phone number, eg. +358401234567",
      "Email address: Please enter your email address, eg. name@example.com",
      "Please accept the terms of use",
      ...(bindingShown ? ["Please confirm that you understand the reservation is binding"] : []),
    ])
    const terms = page.getByRole("checkbox", { name: "I accept the terms of use" })
    await expect(terms).toHaveAttribute("aria-invalid", "true")
    await expect(page.getByLabel("Phone number")).toHaveAccessibleDescription(
      "For example +358401234567 Please enter your phone number, eg. +358401234567",
    )
    expect(sent).toEqual([])
    await expectAccessible("anonymous reservation, Reserve pressed with nothing filled in")

    // a link moves focus to its field
    await summary.getByRole("link", { name: "Please accept the terms of use" }).click()
    await expect(terms).toBeFocused()

    // Enter in a field runs the same gate; what was typed stays (normalised as the field is left, spec §5)
    const phone = page.getByLabel("Phone number")
    await phone.fill("040 555 1234")
    await phone.press("Enter")
    await expect(summary).toBeFocused()
    await expect(summary.getByRole("link", { name: /^Phone number/ })).toHaveCount(0)
    await expect(phone).toHaveValue("+358405551234")
    expect(sent).toEqual([])

    // a mouse press on the unavailable button too
    await page.getByLabel("Email address").fill("visitor@example.fi")
    await submit.click({ force: true })
    await expect(summary).toBeFocused()
    await expect(summary.getByRole("link", { name: /^Email address/ })).toHaveCount(0)
    expect(sent).toEqual([])

    // spec §5: names and identity code are not part of the gate, yet a submit with them missing sends nothing
    await page.getByText("I accept the terms of use", { exact: true }).click()
    if (bindingShown) await page.getByText(/^I understand that the reservation is binding/).click()
    await expect(submit).not.toHaveAttribute("aria-disabled")
    await submit.click()
    await expect(summary).toBeFocused()
    await expect(summary.getByRole("link")).toHaveText([
      "First name: Please enter your first name",
      "Last name: Please enter your last name",
      "Personal identity code: Please check your identity number",
    ])
    expect(sent).toEqual([])
  })

  test("my information: Save with a field emptied lists it and sends nothing (fi)", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "aino", "/fi/omat-tiedot")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Omat tiedot")
    const sent = requestsTo(page, "/api/user/contact-form")
    const street = page.getByRole("textbox", { name: "Katuosoite" })
    await expect(street).not.toHaveValue("")
    const save = page.getByRole("button", { name: "Tallenna", exact: true })
    await expect(save).not.toHaveAttribute("aria-disabled")

    await street.fill("")
    await street.press("Tab")
    await expect(save).toHaveAttribute("aria-disabled", "true")
    await expect(save).not.toHaveAttribute("disabled")
    // Enter in another field runs the gate
    await page.getByRole("textbox", { name: "Postinumero" }).press("Enter")
    const summary = summaryOf(page, "Tarkista seuraavat kentät:")
    await expect(summary).toBeFocused()
    await expect(summary.getByRole("link")).toHaveText(["Katuosoite: Pakollinen tieto"])
    await expect(street).toHaveAttribute("aria-invalid", "true")
    expect(sent).toEqual([])
    await expectAccessible("my information, Save pressed with a field emptied")

    // Enter on the button, then the link to the field
    await save.focus()
    await page.keyboard.press("Enter")
    await expect(summary).toBeFocused()
    expect(sent).toEqual([])
    await summary.getByRole("link").click()
    await expect(street).toBeFocused()
  })

  test("consent: Save without the privacy-policy box lists it and sends nothing (sv)", async ({
    page,
    expectAccessible,
  }) => {
    // Oskari is registered without consent: the form is shown for the first time, with the privacy-policy box
    await logIn(page, "oskari", `/sv/behandling-av-patientuppgifter?next=${encodeURIComponent("/sv")}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Behandling av patientuppgifter")
    const sent = requestsTo(page, "/api/user/consent")
    const save = page.getByRole("button", { name: "Spara" })
    const policy = page.getByRole("checkbox", { name: "Jag har läst dataskyddsbeskrivningen" })
    await expect(save).toHaveAttribute("aria-disabled", "true")
    await expect(save).not.toHaveAttribute("disabled")
    await expect(policy).not.toHaveAttribute("aria-invalid")

    await save.focus()
    await page.keyboard.press("Enter")
    const summary = summaryOf(page, "Kontrollera följande fält:")
    await expect(summary).toBeFocused()
    const message = "Bekräfta att du har läst dataskyddsbeskrivningen för att kunna spara."
    await expect(summary.getByRole("link")).toHaveText([message])
    await expect(policy).toHaveAttribute("aria-invalid", "true")
    await expect(policy).toHaveAccessibleDescription(message)
    expect(sent).toEqual([])
    await expectAccessible("consent, Save pressed without the privacy-policy box")

    await summary.getByRole("link").click()
    await expect(policy).toBeFocused()
    await page.keyboard.press("Space")
    await expect(policy).toBeChecked()
    await expect(summary).toHaveCount(0)
    await expect(save).not.toHaveAttribute("aria-disabled")
    // Oskari stays without consent for the other tests: nothing is saved here
    expect(sent).toEqual([])
  })
})
