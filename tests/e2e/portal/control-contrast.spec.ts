import type { Locator, Page, Response } from "@playwright/test"
import { expect, test } from "../fixtures.ts"

// WCAG 1.4.11 and 1.4.3 measured in the built page: each control's visible boundary (its own border, or the frame
// that draws it: the combobox's field, the checkbox's box, the tab list's rule) against what lies behind it, and
// the gated button's label against its fill. Axe checks text contrast but no boundary; these are read from
// getComputedStyle, so a token or a rule that lets a boundary fade fails here.

type Side = "top" | "right" | "bottom" | "left"

/** The lowest contrast of `sides` of the element's border against the colour behind the element (WCAG formula). */
async function borderContrast(frame: Locator, sides: readonly Side[] = ["top", "right", "bottom", "left"]) {
  return frame.evaluate((element, wanted) => {
    const rgb = (colour: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number)
      return { r, g, b, a }
    }
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (value: number) => {
        const c = value / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    const ratio = (one: string, other: string) => {
      const [high, low] = [luminance(rgb(one)), luminance(rgb(other))].sort((a, b) => b - a) as [
        number,
        number,
      ]
      return (high + 0.05) / (low + 0.05)
    }
    // what lies behind: the first ancestor with a fill of its own
    let behind = "rgb(255, 255, 255)"
    for (let node = element.parentElement; node; node = node.parentElement) {
      const fill = getComputedStyle(node).backgroundColor
      if (rgb(fill).a > 0) {
        behind = fill
        break
      }
    }
    const style = getComputedStyle(element)
    const measured = wanted.map((side) => {
      const width = Number.parseFloat(style.getPropertyValue(`border-${side}-width`))
      const colour = style.getPropertyValue(`border-${side}-color`)
      const style_ = style.getPropertyValue(`border-${side}-style`)
      return width > 0 && style_ !== "none" && rgb(colour).a === 1 ? ratio(colour, behind) : 0
    })
    return Math.min(...measured)
  }, sides)
}

/** The element's text colour against its own fill. */
async function labelContrast(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node)
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number)
      const channel = (value: number) => {
        const c = value / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    const [high, low] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a) as [
      number,
      number,
    ]
    return { ratio: (high + 0.05) / (low + 0.05), opacity: Number(style.opacity) }
  })
}

const isSearch = (response: Response) => new URL(response.url()).pathname === "/api/appointments"

async function openList(page: Page) {
  const searched = page.waitForResponse(isSearch)
  await page.goto("/en/booking/private-customer")
  const { availableAppointments } = (await (await searched).json()) as {
    availableAppointments: { appointments: { requiresAuthToReserve: boolean }[] }
  }
  return availableAppointments.appointments.findIndex((slot) => !slot.requiresAuthToReserve)
}

test.describe("control boundaries and gated buttons", () => {
  test("the booking list: combobox, checkboxes and time-of-day tabs reach 3:1, at 1280 and 390 px", async ({
    page,
  }) => {
    await openList(page)
    const combobox = page.getByRole("combobox", { name: "Healthcare professional" })
    const remote = page.getByRole("checkbox", { name: "Also show remote appointments (video and phone)" })
    const tabs = page.getByRole("tablist")
    await expect(remote).toBeAttached()
    await expect(combobox).toBeVisible()
    // the combobox's boundary is its field's frame; the checkbox's is its box (react-aria hides the input)
    expect(
      await borderContrast(combobox.locator("xpath=ancestor::*[contains(@class,'combobox__field')][1]")),
    ).toBeGreaterThanOrEqual(3)
    expect(
      await borderContrast(page.locator("label", { has: remote }).locator(".checkbox__box")),
    ).toBeGreaterThanOrEqual(3)
    // the tabs stand on a rule under them; the chosen one is marked by its own bottom edge
    expect(await borderContrast(tabs, ["bottom"])).toBeGreaterThanOrEqual(3)
    expect(
      await borderContrast(tabs.getByRole("tab", { selected: true }), ["bottom"]),
    ).toBeGreaterThanOrEqual(3)

    // on a phone each tab is a box of its own
    await page.setViewportSize({ width: 390, height: 844 })
    const eachTab = await tabs.getByRole("tab").all()
    expect(eachTab).toHaveLength(4)
    for (const tab of eachTab) expect(await borderContrast(tab)).toBeGreaterThanOrEqual(3)
  })

  test("the reservation form: text inputs reach 3:1; the gated button says why and its label reaches 4.5:1", async ({
    page,
    expectAccessible,
  }) => {
    const index = await openList(page)
    expect(index).toBeGreaterThanOrEqual(0)
    const card = page.getByRole("list", { name: "Free appointments" }).getByRole("listitem").nth(index)
    await card.getByRole("link", { name: "Reserve" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve an appointment")

    for (const name of [
      "First name",
      "Last name",
      "Personal identity code",
      "Phone number",
      "Email address",
    ]) {
      expect(
        await borderContrast(page.getByRole("textbox", { name, exact: true })),
        name,
      ).toBeGreaterThanOrEqual(3)
    }
    const submit = page.getByRole("button", { name: "Reserve appointment" })
    await expect(submit).toHaveAttribute("aria-disabled", "true")
    // before any press it says why it is unavailable
    await expect(submit).toHaveAccessibleDescription(
      "Not available yet: first fill in the form's required information.",
    )
    const label = await labelContrast(submit)
    expect(label.opacity).toBe(1)
    expect(label.ratio).toBeGreaterThanOrEqual(4.5)
    expect(await borderContrast(submit)).toBeGreaterThanOrEqual(3)
    await expectAccessible("reservation form, gated button")
  })
})
