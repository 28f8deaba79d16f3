import { expect, test, waitForPage } from "../fixtures.ts"
import { reportedVitals, vitalsReported } from "../webVitals.ts"
import { provision } from "./kiosk.ts"

test("the kiosk's Core Web Vitals name the attract screen, not its address", async ({ page }) => {
  await provision(page)
  // a visit that starts on the attract screen, as after the device's start
  await page.reload()
  await waitForPage(page)
  const heading = page.getByRole("heading", { level: 1 })
  await expect
    .poll(async () => {
      await heading.click()
      return vitalsReported(page, ["LCP", "INP"])
    })
    .toEqual(["LCP", "INP"])
  const vitals = await reportedVitals(page)
  expect(vitals.filter((entry) => entry.metric === "LCP")).toEqual([
    expect.objectContaining({ routeId: "kioskAttract", target: "kiosk" }),
  ])
  expect(JSON.stringify(vitals)).not.toMatch(/\/|kiosk\/|KAMPPI/)
})
