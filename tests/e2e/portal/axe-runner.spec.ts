// The fixture's axe runner (tests/e2e/axe.ts) can fail: faults put into a real page are reported, by rule.
import { axeViolations } from "../axe.ts"
import { expect, test, waitForPage } from "../fixtures.ts"

test("the axe runner reports contrast, a missing label and a missing alternative text", async ({ page }) => {
  await page.goto("/fi")
  await waitForPage(page)
  expect(await axeViolations(page)).toEqual([])
  await page.evaluate(() => {
    const main = document.querySelector("main")!
    const faint = document.createElement("p")
    faint.textContent = "Vaalea teksti"
    faint.style.color = "#ccc"
    const input = document.createElement("input")
    const image = document.createElement("img")
    image.src = "data:image/gif;base64,R0lGODlhAQABAAAAACw="
    main.append(faint, input, image)
  })
  const rules = (await axeViolations(page)).map((violation) => violation.split(" ")[0])
  expect(rules).toEqual(expect.arrayContaining(["color-contrast", "image-alt", "label"]))
})
