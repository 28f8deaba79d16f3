import { expect, test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { openList, reserveFirstFree, weekdayAhead } from "./booking-loggedin.helpers.ts"

const KELA65_LIST = "/en/booking/kela65"
const NOTICE = "Kela65 is for people aged 65 and over"
const isProfile = (url: URL) => url.pathname === "/api/user/profile"

test.describe("Kela65", () => {
  test("a patient of 65 or over sees the list without the notice and books with the Kela65 concept", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "raili", "/en/booking")
    const profile = page.waitForResponse((response) => isProfile(new URL(response.url())))
    await openList(page, KELA65_LIST, weekdayAhead(24))
    await profile
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kela65 appointment Booking")
    await expect(
      page.getByRole("list", { name: "Free appointments" }).getByRole("listitem").first(),
    ).toBeVisible()
    await expect(page.getByRole("heading", { name: NOTICE })).toHaveCount(0)
    await expectAccessible("Kela65 list, 65+")

    await reserveFirstFree(page)
    await expect(page).toHaveURL(/\/en\/available-appointments\/kela65\/\d+$/)
    await expect(page.getByRole("button", { name: "Reserve appointment" })).toBeEnabled()
    await expect(page.getByRole("heading", { name: NOTICE })).toHaveCount(0)
    // the sandbox seeds Raili with the Kela65 concept, so it is not posted again (spec §4)
    const conceptPosts: string[] = []
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/concepts") conceptPosts.push(request.postData() ?? "")
    })
    const reserve = page.waitForRequest(
      (request) => new URL(request.url()).pathname === "/api/reserve-appointment",
    )
    await page.getByRole("button", { name: "Reserve appointment" }).click()
    expect((await reserve).postDataJSON()).toMatchObject({ conceptCode: "663" })
    await expect(
      page.getByRole("heading", { level: 1, name: "Your appointment has been reserved" }),
    ).toBeVisible()
    expect(conceptPosts).toEqual([])
  })

  test("a patient under 65 sees the notice on the list and the reservation", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "aino", "/en/booking")
    await openList(page, KELA65_LIST, weekdayAhead(29))
    await expect(page.getByRole("heading", { name: NOTICE })).toBeVisible()
    await expectAccessible("Kela65 list, under 65")
    await reserveFirstFree(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve an appointment")
    await expect(page.getByRole("heading", { name: NOTICE })).toBeVisible()
    await expectAccessible("Kela65 reservation, under 65")
  })

  test("an anonymous visitor's age is unknown: the notice shows", async ({ page }) => {
    await openList(page, KELA65_LIST, weekdayAhead(34))
    await expect(page.getByRole("heading", { name: NOTICE })).toBeVisible()
  })
})
