// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it } from "vitest"
import type { Feature } from "../../../../src/domain/features.ts"
import { HelpPage } from "../../../../src/features/info/views/HelpPage.tsx"
import { PikkutsattiPage } from "../../../../src/features/info/views/PikkutsattiPage.tsx"
import { SicknessFundPage } from "../../../../src/features/info/views/SicknessFundPage.tsx"
import { renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

function renderAt(url: string, element: ReactNode, features: Feature[]) {
  return renderView(element, {
    lang: "fi",
    namespaces: ["info"],
    snapshot: { session: { isLoggedIn: true, isSessionValid: true, features } },
    path: "/fi/:page",
    url,
  })
}

const h1 = () => screen.getByRole("heading", { level: 1 }).textContent

describe("the information pages' gating (spec booking §6)", () => {
  it("help: the SMS-login FAQ only with feature mfa", async () => {
    await renderAt("/fi/ohjeita", <HelpPage />, [])
    expect(h1()).toBe("Ohjeita")
    expect(screen.queryByRole("heading", { name: "Kirjautuminen tekstiviestikoodilla" })).toBeNull()
    cleanup()
    await renderAt("/fi/ohjeita", <HelpPage />, ["mfa"])
    expect(screen.getByRole("heading", { level: 2, name: "Kirjautuminen tekstiviestikoodilla" })).toBeTruthy()
  })

  it("sickness fund: needs both sickness-fund-page and the member feature; the fragment picks the tab", async () => {
    await renderAt("/fi/sairauskassa", <SicknessFundPage />, ["sickness-fund-page"])
    expect(h1()).toBe("Sivua ei löytynyt")
    cleanup()
    await renderAt("/fi/sairauskassa#usein-kysyttya", <SicknessFundPage />, [
      "sickness-fund-page",
      "is-finnair-sickness-fund-member",
    ])
    expect(h1()).toBe("Sairauskassa")
    expect(screen.getByRole("tab", { name: "Usein kysyttyä" }).getAttribute("aria-selected")).toBe("true")
  })

  it("children's chat notice: only with feature pikkutsatti", async () => {
    await renderAt("/fi/pikkutsatti", <PikkutsattiPage />, [])
    expect(h1()).toBe("Sivua ei löytynyt")
    cleanup()
    await renderAt("/fi/pikkutsatti", <PikkutsattiPage />, ["pikkutsatti"])
    expect(h1()).toMatch(/^Pikkutsatti on siirtynyt/)
  })
})
