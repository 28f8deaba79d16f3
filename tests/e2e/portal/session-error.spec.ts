import { expect, test, waitForPage } from "../fixtures.ts"

test.describe("when the session cannot be loaded", () => {
  // The sandbox refuses an environment it does not know with a 400 ValidationError.
  test.use({ environment: "no-such-environment" as "adult-development" })

  test("the generic error shows with a retry that recovers", async ({
    page,
    context,
    baseURL,
    expectAccessible,
  }) => {
    await page.goto("/en/booking")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apologies! Something went wrong...")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(page).toHaveTitle("Apologies! Something went wrong... – Aava")
    await expectAccessible("session error")
    await context.addCookies([
      { name: "sandbox-environment", value: "adult-development", url: baseURL ?? "" },
    ])
    await page.getByRole("button", { name: "Try again" }).click()
    await waitForPage(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose the type of your visit")
  })
})
