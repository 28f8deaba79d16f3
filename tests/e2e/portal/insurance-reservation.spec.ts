import { expect, test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import {
  INSURANCE_LIST,
  isReserve,
  recordedReservation,
  reserve,
  reserveFromList,
} from "./insurance-helpers.ts"

// spec booking §3, §4, §5: the insurance choice of a logged-in reservation, and the concept code the sandbox got.
test.describe("insurance in the reservation", () => {
  // each test logs in, searches and runs axe on several states: on a shared machine that takes a while
  test.slow()

  test("If with direct compensation: the reimbursement choice, the consent, concept 90157", async ({
    page,
    request,
    expectAccessible,
  }) => {
    await logIn(page, "pekka", INSURANCE_LIST)
    const appointmentId = await reserveFromList(page, 0)
    const insurance = page.getByRole("region", { name: "Insurance" })
    const submit = page.getByRole("button", { name: "Reserve appointment" })
    await expect(submit).toBeDisabled()
    await expectAccessible("insurance: no company chosen")

    await insurance.getByRole("radio", { name: "If" }).check()
    await expect(
      insurance.getByRole("radiogroup", { name: "How do you want to pay for the visit?" }),
    ).toBeVisible()
    await insurance.getByRole("radio", { name: /^Direct compensation/ }).check()
    const consent = insurance.getByRole("checkbox", { name: /I consent to the clinic sending If/ })
    await expect(submit).toBeDisabled()
    await expectAccessible("insurance: If, direct compensation without consent")
    // the react-aria checkbox: its label is the target
    await insurance.getByText(/I consent to the clinic sending If/).click()
    await expect(consent).toBeChecked()
    await expect(submit).toBeEnabled()

    const body = await reserve(page)
    expect(body.conceptCode).toBe("90157")
    expect(await recordedReservation(request, appointmentId)).toMatchObject({ conceptCode: "90157" })
    await expectAccessible("insurance: If reserved")
  })

  test("Reserve without a company: the message next to the field and in the summary, then the booking", async ({
    page,
    request,
    expectAccessible,
  }) => {
    await logIn(page, "pekka", INSURANCE_LIST)
    const appointmentId = await reserveFromList(page, 4)
    const insurance = page.getByRole("region", { name: "Insurance" })
    const companies = insurance.getByRole("radiogroup", { name: "Insurance company" })
    const submit = page.getByRole("button", { name: "Reserve appointment" })
    // the gate is closed and says why, but Reserve stays reachable (aria-disabled, not removed from the tab order)
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveAccessibleDescription("To reserve, please complete: the insurance details")
    await expect(page.getByText("Choose your insurance company")).toHaveCount(0)

    const reserveRequests: string[] = []
    page.on("request", (sent) => {
      if (isReserve(sent)) reserveRequests.push(sent.url())
    })
    await submit.focus()
    await page.keyboard.press("Enter")
    const summaryHeading = page.getByRole("heading", { name: "Please check the following fields" })
    await expect(summaryHeading).toBeVisible()
    await expect(summaryHeading.locator("..")).toBeFocused()
    const summaryLink = page.getByRole("link", { name: "Choose your insurance company" })
    await expect(summaryLink).toHaveAttribute("href", "#insurance-company")
    await expect(companies).toHaveAccessibleDescription("Choose your insurance company")
    await expect(insurance.getByText("Choose your insurance company")).toBeVisible()
    expect(reserveRequests).toEqual([])
    await expectAccessible("insurance: Reserve pressed without a company")

    // the summary's link takes the patient to the field
    await summaryLink.click()
    await expect(insurance.getByRole("radio", { name: "If" })).toBeFocused()

    await insurance.getByRole("radio", { name: "Other insurance company" }).check()
    await expect(page.getByText("Choose your insurance company")).toHaveCount(0)
    await expect(summaryHeading).toHaveCount(0)
    await expect(submit).toBeEnabled()
    await expectAccessible("insurance: company chosen after the summary")

    const body = await reserve(page)
    expect(body.conceptCode).toBeUndefined()
    expect(await recordedReservation(request, appointmentId)).toMatchObject({ conceptCode: null })
  })

  test("OP found: verify, the OP concept 999503 is sent", async ({ page, request, expectAccessible }) => {
    await logIn(page, "liisa", INSURANCE_LIST)
    const appointmentId = await reserveFromList(page, 1)
    const insurance = page.getByRole("region", { name: "Insurance" })
    await insurance.getByRole("radio", { name: "OP Pohjola" }).check()
    await expect(page.getByRole("button", { name: "Reserve appointment" })).toBeDisabled()
    await expectAccessible("insurance: OP not verified")
    await insurance.getByRole("button", { name: "Verify insurance" }).click()
    await expect(
      insurance.getByText("Personal insurance found. The visit will be billed to OP."),
    ).toBeVisible()
    await expect(insurance.getByRole("heading", { name: "OP personal insurance" })).toBeFocused()
    await expect(insurance.getByRole("button", { name: "Remove verification" })).toBeVisible()
    await expectAccessible("insurance: OP found")

    const body = await reserve(page)
    expect(body.conceptCode).toBe("999503")
    expect(await recordedReservation(request, appointmentId)).toMatchObject({ conceptCode: "999503" })
  })

  test("OP not found: the customer-service number, booking at the base price without a concept", async ({
    page,
    request,
    expectAccessible,
  }) => {
    await logIn(page, "pekka", INSURANCE_LIST)
    const appointmentId = await reserveFromList(page, 2)
    const insurance = page.getByRole("region", { name: "Insurance" })
    await insurance.getByRole("radio", { name: "OP Pohjola" }).check()
    // 'Do not verify' and back to the start first, then the check
    await insurance.getByRole("button", { name: "Do not verify" }).click()
    await expect(insurance.getByText(/Insurance not verified/)).toBeVisible()
    await insurance.getByRole("button", { name: "Back to the start" }).click()
    await insurance.getByRole("button", { name: "Verify insurance" }).click()
    await expect(insurance.getByText("Personal insurance not found")).toBeVisible()
    await expect(insurance.getByRole("link", { name: /^0/ })).toHaveAttribute("href", /^tel:\+358/)
    await expectAccessible("insurance: OP not found")

    const body = await reserve(page)
    expect(body.conceptCode).toBeUndefined()
    expect(await recordedReservation(request, appointmentId)).toMatchObject({ conceptCode: null })
  })

  test("OP verification failing: 'Verification failed' and try again", async ({ page, expectAccessible }) => {
    await logIn(page, "liisa", INSURANCE_LIST)
    await reserveFromList(page, 3)
    const insurance = page.getByRole("region", { name: "Insurance" })
    await insurance.getByRole("radio", { name: "OP Pohjola" }).check()
    await page.route("**/api/insurance/pohjola-check/*", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: '{"type":"Unavailable","message":"down"}',
      }),
    )
    await insurance.getByRole("button", { name: "Verify insurance" }).click()
    await expect(insurance.getByText("Verification failed")).toBeVisible()
    await expectAccessible("insurance: OP verification failed")
    await page.unroute("**/api/insurance/pohjola-check/*")
    await insurance.getByRole("button", { name: "Try again" }).click()
    await expect(
      insurance.getByText("Personal insurance found. The visit will be billed to OP."),
    ).toBeVisible()
  })
})
