// @vitest-environment happy-dom
// The kiosk's idle warning in fi, sv and en: a modal alert dialog named by its title, saying the seconds left, with
// one Continue that continues. The e2e suite keeps one language of it in a real browser (Continue focused, the rest
// of the screen inert, Tab kept on Continue, axe: robustness.spec.ts).
import { cleanup, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import enKiosk from "../../../../locales/en/kiosk.json"
import fiKiosk from "../../../../locales/fi/kiosk.json"
import svKiosk from "../../../../locales/sv/kiosk.json"
import { IdleWarning } from "../../../../src/features/kiosk/views/IdleWarning.tsx"
import { renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const texts = { fi: fiKiosk, sv: svKiosk, en: enKiosk }

describe("the idle warning", () => {
  for (const lang of ["fi", "sv", "en"] as const)
    it(`asks whether the visitor is still there, with the seconds left and a Continue that continues (${lang})`, async () => {
      let continued = 0
      await renderView(<IdleWarning isOpen secondsLeft={30} onContinue={() => (continued += 1)} />, {
        lang,
        namespaces: ["kiosk"],
      })
      const { idle } = texts[lang]
      const warning = await screen.findByRole("alertdialog", { name: idle.title })
      expect(warning.textContent).toContain(idle.body_other.replace("{{count}}", "30"))
      const resume = within(warning).getByRole("button", { name: idle.continue })
      fireEvent.click(resume)
      expect(continued).toBe(1)
    })

  it("says one second in the singular", async () => {
    await renderView(<IdleWarning isOpen secondsLeft={1} onContinue={() => {}} />, {
      lang: "en",
      namespaces: ["kiosk"],
    })
    const warning = await screen.findByRole("alertdialog", { name: enKiosk.idle.title })
    expect(warning.textContent).toContain(enKiosk.idle.body_one.replace("{{count}}", "1"))
  })
})
