// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react"
import type { i18n } from "i18next"
import { I18nextProvider } from "react-i18next"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { createI18n } from "../../../../src/platform/i18n/i18n.ts"
import { Announcement, type AnnouncementType } from "../../../../src/kit/ui/markdown/Announcement.tsx"

let i18nFi: i18n
beforeAll(async () => {
  i18nFi = await createI18n("fi", ["common"])
})
afterEach(cleanup)

const TYPES: [AnnouncementType, string][] = [
  ["info", "Tiedoksi"],
  ["notification", "Ilmoitus"],
  ["warning", "Huomio"],
  ["success", "Hyvä uutinen"],
]

describe("an announcement by its type (issue 15: more than colour)", () => {
  it("names its type in its heading and has an icon of its own shape", async () => {
    const shapes = new Set<string>()
    for (const [type, label] of TYPES) {
      const { container } = render(
        <I18nextProvider i18n={i18nFi}>
          <Announcement
            heading="Huoltokatko"
            description="Viestit **eivät** ole käytössä."
            announcementType={type}
          />
        </I18nextProvider>,
      )
      const region = screen.getByRole("region", { name: new RegExp(`^${label}\\W+Huoltokatko$`) })
      expect(region.getAttribute("data-type")).toBe(type)
      expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(`${label}: Huoltokatko`)
      const icon = container.querySelector("svg")!
      expect(icon.getAttribute("aria-hidden")).toBe("true")
      shapes.add(icon.querySelector("path")!.getAttribute("d")!)
      // the markdown's chunk loads lazily
      expect((await screen.findByText("eivät")).tagName).toBe("STRONG")
      cleanup()
    }
    expect(shapes.size).toBe(TYPES.length)
  })
})
