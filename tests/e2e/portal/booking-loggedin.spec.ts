import { expect, test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { dataLayerEvents, openList, reserveFirstFree, weekdayAhead } from "./booking-loggedin.helpers.ts"

const PRIVATE_LIST = "/en/booking/private-customer"
const isReserve = (url: URL) => url.pathname === "/api/reserve-appointment"

test.describe("logged-in reservation", () => {
  test("a registered patient books with saved contact details", async ({ page, expectAccessible }) => {
    await logIn(page, "aino", PRIVATE_LIST)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await openList(page, PRIVATE_LIST, weekdayAhead(7))
    await reserveFirstFree(page)
    await expect(page).toHaveURL(/\/en\/available-appointments\/\d+$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve an appointment")

    const contact = page.getByRole("region", { name: "Contact information" })
    await expect(contact.getByText("aino.virtanen@example.fi")).toBeVisible()
    await expect(contact.getByText("+358401234567")).toBeVisible()
    const submit = page.getByRole("button", { name: "Reserve appointment" })
    await expect(submit).toBeEnabled()
    await expectAccessible("logged-in reservation form")

    // an unsaved contact edit blocks the booking
    await contact.getByRole("button", { name: "Edit contact information" }).click()
    await contact.getByLabel("Post office").fill("Espoo")
    await expect(page.getByText("Save unfinished changes before continuing")).toBeVisible()
    await expect(submit).toBeDisabled()
    await expectAccessible("unsaved contact edits")
    await contact.getByRole("button", { name: "Cancel" }).click()
    await expect(submit).toBeEnabled()

    // the arrival description: over 300 characters blocks the booking
    const description = page.getByLabel("Reason for the visit (optional)")
    await description.fill("x".repeat(301))
    await expect(page.getByText("Character limit exceeded")).toBeVisible()
    await expect(submit).toBeDisabled()
    await description.fill("Sore throat for three days.")

    const request = page.waitForRequest((candidate) => isReserve(new URL(candidate.url())))
    await submit.click()
    const body = (await request).postDataJSON() as Record<string, unknown>
    expect(body).toMatchObject({
      internalOrganization: "aava",
      description: "Sore throat for three days.",
      emailAddress: "aino.virtanen@example.fi",
      phone: "+358401234567",
    })
    expect(body.conceptCode).toBeUndefined()

    const heading = page.getByRole("heading", { level: 1, name: "Your appointment has been reserved" })
    await expect(heading).toBeFocused()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.getByRole("link", { name: "Cancel appointment" })).toHaveAttribute(
      "href",
      `/en/appointments/${String(body.appointmentId)}`,
    )
    const events = await dataLayerEvents(page)
    expect(events).toContainEqual(
      expect.objectContaining({ event: "booking_success", bookingType: "private" }),
    )
    // no personal data in analytics
    expect(JSON.stringify(events)).not.toMatch(/aino|virtanen|\+358|140385/i)
    await expectAccessible("logged-in reservation success")
  })

  test("a patient who is not credit-worthy sees 'Booking interrupted' with billing's contacts", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "marko", PRIVATE_LIST)
    await openList(page, PRIVATE_LIST, weekdayAhead(8))
    await reserveFirstFree(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking interrupted")
    const main = page.getByRole("main")
    await expect(main.getByRole("link", { name: /^010/ })).toHaveAttribute("href", /^tel:\+358/)
    await expect(main.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/)
    await expect(page.getByRole("button", { name: "Reserve appointment" })).toHaveCount(0)
    await expectAccessible("booking interrupted")
  })

  test("a reservation error goes to analytics by its type, the form kept", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "aino", PRIVATE_LIST)
    await openList(page, PRIVATE_LIST, weekdayAhead(9))
    await reserveFirstFree(page)
    await page.route(isReserve, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"type":"treatmentChainCreationFailed"}',
      }),
    )
    await page.getByLabel("Reason for the visit (optional)").fill("Knee pain")
    await page.getByRole("button", { name: "Reserve appointment" }).click()
    await expect(
      page.getByRole("alert").filter({ hasText: "Booking using direct reimbursement failed" }),
    ).toBeVisible()
    await expect(page.getByLabel("Reason for the visit (optional)")).toHaveValue("Knee pain")
    await expectAccessible("direct reimbursement error")

    await page.route(isReserve, (route) =>
      route.fulfill({ status: 409, contentType: "application/json", body: '{"type":"somethingNew"}' }),
    )
    await page.getByRole("button", { name: "Reserve appointment" }).click()
    await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible()
    const events = await dataLayerEvents(page)
    expect(events.filter((entry) => entry.event === "reservation_error")).toEqual([
      expect.objectContaining({ errorType: "directReimbursementError" }),
      expect.objectContaining({ errorType: "unknownError" }),
    ])
  })
})
