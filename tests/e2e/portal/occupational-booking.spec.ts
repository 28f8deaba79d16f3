import { expect, test } from "../fixtures.ts"
import { logIn } from "../login.ts"

const OCCUPATIONAL_LIST = "/en/booking/occupational-healthcare"
const isAgreement = (url: URL) => url.pathname === "/api/occupational/agreement"

test.describe("occupational booking: the agreement check", () => {
  test("a patient with online booking in the agreement sees the occupational list and home", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "jari", OCCUPATIONAL_LIST)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Appointment Booking")
    await expect(page.getByText("Occupational healthcare customer")).toBeVisible()
    await page.goto("/en/occupational-healthcare")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Occupational healthcare")
    await expect(page.getByText("Your employer: Rakennus Kallio Oy")).toBeVisible()
    await expectAccessible("occupational home")
    await page.getByRole("link", { name: "Book an occupational healthcare appointment" }).click()
    await expect(page).toHaveURL(/\/en\/booking\/occupational-healthcare$/)
  })

  test("unknown-error: the check fails, and the retry checks again", async ({ page, expectAccessible }) => {
    let failing = true
    await page.route(isAgreement, (route) =>
      failing
        ? route.continue({ headers: { ...route.request().headers(), "x-sandbox-fault": "status=503" } })
        : route.continue(),
    )
    await logIn(page, "jari", OCCUPATIONAL_LIST)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apologies! Something went wrong...")
    // each state names the page as its heading does, not as the route (Appointment Booking) would
    await expect(page).toHaveTitle("Apologies! Something went wrong... – Aava")
    await expectAccessible("occupational unknown error")
    failing = false
    await page.getByRole("button", { name: "Try again" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Appointment Booking")
    await expect(page).toHaveTitle("Occupational healthcare appointment Booking – Aava")
  })

  test("no-occupational-healthcare: a link to book as a private customer", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "aino", OCCUPATIONAL_LIST)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Occupational healthcare agreement not found",
    )
    await expect(page).toHaveTitle("Occupational healthcare agreement not found – Aava")
    await expectAccessible("no occupational healthcare")
    await page.getByRole("link", { name: "Book as a private customer" }).click()
    await expect(page).toHaveURL(/\/en\/booking\/private-customer/)
  })

  test("no-web-reservation: the occupational customer-service phone", async ({ page, expectAccessible }) => {
    await logIn(page, "sanna", OCCUPATIONAL_LIST)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Online booking is not included in your agreement",
    )
    await expect(page).toHaveTitle("Online booking is not included in your agreement – Aava")
    await expect(page.getByText("(Logistiikka Nord Ab)")).toBeVisible()
    await expect(page.getByRole("main").getByRole("link", { name: /^0/ })).toHaveAttribute(
      "href",
      /^tel:\+358/,
    )
    await expectAccessible("no web reservation")
  })

  test("the occupational list needs a login: the landing asks for it and returns to the list", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(`${OCCUPATIONAL_LIST}?includeRemote=true`)
    await expect(page).toHaveURL(/\/en\/anonymous-users\/occupational-healthcare\?includeRemote=true$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Occupational healthcare")
    await expectAccessible("occupational landing")
    await page.getByRole("main").getByRole("link", { name: "Log in" }).click()
    await expect(page).toHaveURL(
      `/en/login?nextPath=${encodeURIComponent(`${OCCUPATIONAL_LIST}?includeRemote=true`)}`,
    )
  })
})
