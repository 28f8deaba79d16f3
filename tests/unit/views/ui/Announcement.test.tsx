// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { Announcement, type AnnouncementType } from "../../../../src/kit/ui/markdown/Announcement.tsx"
import { renderView } from "../../../support/renderView.tsx"

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
      const { container } = await renderView(
        <Announcement
          heading="Huoltokatko"
          description="Viestit **eivät** ole käytössä."
          announcementType={type}
        />,
        { lang: "fi" },
      )
      const region = screen.getByRole("region", { name: new RegExp(`^${label}\\W+Huoltokatko$`) })
      expect(region.getAttribute("data-type")).toBe(type)
      // the type's label is a block of its own before the heading's text; no space before the colon
      expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(`${label}:Huoltokatko`)
      const icon = container.querySelector("svg")!
      expect(icon.getAttribute("aria-hidden")).toBe("true")
      shapes.add(icon.querySelector("path")!.getAttribute("d")!)
      // the markdown's chunk loads lazily: its first load on a busy machine gets time
      expect((await screen.findByText("eivät", {}, { timeout: 10_000 })).tagName).toBe("STRONG")
      cleanup()
    }
    expect(shapes.size).toBe(TYPES.length)
  })
})
