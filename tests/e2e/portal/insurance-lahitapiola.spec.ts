import { expect, test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { INSURANCE_LIST, recordedReservation, reserve, reserveFromList } from "./insurance-helpers.ts"

// spec booking §4 'Second insurer flow' (feature lahitapiola-insurance-flow, on in the sandbox's development
// environments): consent, policy check, permits; the insurer's redirect and its return statuses; concept 90021.
const D_M_YYYY = /valid until \d{1,2}\.\d{1,2}\.\d{4}$/

test.describe("LähiTapiola direct compensation", () => {
  // each test logs in, searches and runs axe on several states: on a shared machine that takes a while
  test.slow()

  test("a policyholder with permits chooses one: concept 90021 and the permit's hash are sent", async ({
    page,
    request,
    expectAccessible,
  }) => {
    await logIn(page, "ville", INSURANCE_LIST)
    const appointmentId = await reserveFromList(page, 5)
    const insurance = page.getByRole("region", { name: "Insurance" })
    await insurance.getByRole("radio", { name: "LähiTapiola" }).check()
    const check = insurance.getByRole("button", { name: "Check insurance" })
    await expect(check).toHaveAttribute("aria-disabled", "true")
    await expectAccessible("LähiTapiola: consent")
    await insurance.getByText(/checking my health insurance policy/).click()
    await check.click()

    const permits = insurance.getByRole("radiogroup", { name: /Choose the direct compensation permit/ })
    await expect(permits.getByRole("radio")).toHaveCount(2)
    await expect(permits.getByRole("radio").first()).toHaveAccessibleName(/^Knee pain, Left knee, /)
    await expect(permits.getByRole("radio").first()).toHaveAccessibleName(D_M_YYYY)
    await expect(page.getByRole("button", { name: "Reserve appointment" })).toBeDisabled()
    await expectAccessible("LähiTapiola: permits to choose from")
    await permits.getByRole("radio", { name: /^Back pain/ }).check()
    await expect(insurance.getByText("Direct compensation permit in use:")).toBeVisible()

    const body = await reserve(page)
    expect(body.conceptCode).toBe("90021")
    expect(body.dcpContentHash).toMatch(/^[0-9a-f]{32}$/)
    expect(await recordedReservation(request, appointmentId)).toEqual(
      expect.objectContaining({ conceptCode: "90021", dcpContentHash: body.dcpContentHash }),
    )
  })

  test("no permit yet: apply at the insurer, which grants one, and back on the page the permit is in use", async ({
    page,
    request,
    expectAccessible,
  }) => {
    await logIn(page, "veera", INSURANCE_LIST)
    const appointmentId = await reserveFromList(page, 6)
    const reservationPath = new URL(page.url()).pathname
    const insurance = page.getByRole("region", { name: "Insurance" })
    await insurance.getByRole("radio", { name: "LähiTapiola" }).check()
    await insurance.getByText(/checking my health insurance policy/).click()
    await insurance.getByRole("button", { name: "Check insurance" }).click()
    await expect(insurance.getByText(/no valid direct compensation permit/)).toBeVisible()
    await expectAccessible("LähiTapiola: insurance found, no permit")

    await insurance
      .getByRole("link", { name: "Apply for a direct compensation permit at LähiTapiola" })
      .click()
    await expect(page.getByRole("heading", { level: 1, name: /LähiTapiola/ })).toBeVisible()
    await page.getByRole("link", { name: "Grant the permit" }).click()

    // back on the reservation page, the return status read and cleaned from the address
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve an appointment")
    await expect(insurance.getByText("Direct compensation permit in use:")).toBeVisible()
    await expect(insurance.getByText(/^Sprained ankle, Right ankle, valid until/)).toHaveText(D_M_YYYY)
    await expect(page).toHaveURL((url) => url.pathname === reservationPath && url.search === "")
    await expect(insurance.getByRole("radio", { name: "LähiTapiola" })).toBeChecked()
    await expectAccessible("LähiTapiola: permit granted")

    const body = await reserve(page)
    expect(body.conceptCode).toBe("90021")
    expect(await recordedReservation(request, appointmentId)).toMatchObject({
      conceptCode: "90021",
      dcpContentHash: body.dcpContentHash,
    })
  })

  test("the insurer's other answers: canceled and denied, each cleaned from the address", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "ville", INSURANCE_LIST)
    await reserveFromList(page, 7)
    const reservationPath = new URL(page.url()).pathname
    const insurance = page.getByRole("region", { name: "Insurance" })

    await page.goto(`${reservationPath}?lahitapiolaStatus=cancel`)
    await expect(insurance.getByText("Direct compensation permit search was canceled")).toBeVisible()
    await expect(page).toHaveURL((url) => url.search === "")
    await expectAccessible("LähiTapiola: canceled")

    await page.goto(`${reservationPath}?lahitapiolaStatus=directcompensationdenied`)
    await expect(insurance.getByText("Direct compensation permit was denied")).toBeVisible()
    await expect(page.getByRole("button", { name: "Reserve appointment" })).toBeEnabled()
    await insurance.getByRole("button", { name: "Start again" }).click()
    await expect(insurance.getByRole("button", { name: "Check insurance" })).toBeVisible()

    await page.goto(`${reservationPath}?lahitapiolaStatus=error`)
    await expect(insurance.getByText("Something went wrong")).toBeVisible()
    await expect(insurance.getByRole("button", { name: "Try again" })).toBeVisible()
    await expect(page.getByRole("button", { name: "Reserve appointment" })).toBeDisabled()
    await expectAccessible("LähiTapiola: error")
  })
})
