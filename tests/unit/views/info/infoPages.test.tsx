// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react"
import type { i18n } from "i18next"
import type { ReactNode } from "react"
import { I18nextProvider } from "react-i18next"
import { createMemoryRouter, RouterProvider } from "react-router"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import type { StoreEnv } from "../../../../src/platform/api/env.ts"
import type { Feature } from "../../../../src/domain/features.ts"
import { createI18n } from "../../../../src/platform/i18n/i18n.ts"
import { BOOT_NAMESPACES } from "../../../../src/platform/i18n/namespaces.ts"
import { createRootStore } from "../../../../src/kit/stores/RootStore.ts"
import { HelpPage } from "../../../../src/features/info/views/HelpPage.tsx"
import { PikkutsattiPage } from "../../../../src/features/info/views/PikkutsattiPage.tsx"
import { SicknessFundPage } from "../../../../src/features/info/views/SicknessFundPage.tsx"
import { StoreProvider } from "../../../../src/kit/ui/StoreContext.tsx"
import { testClock } from "../../../support/clock.ts"
import { ALL_FEATURES } from "../../../support/features.ts"

let i18nFi: i18n
beforeAll(async () => {
  i18nFi = await createI18n("fi", [...BOOT_NAMESPACES.portal, "info"])
})
afterEach(cleanup)

const env = { reportError: () => {}, track: () => {}, now: testClock } as unknown as StoreEnv

function renderAt(url: string, element: ReactNode, features: Feature[]) {
  const store = createRootStore(env, ALL_FEATURES, {
    session: { lang: "fi", isLoggedIn: true, isSessionValid: true, features },
  })
  const router = createMemoryRouter([{ path: "/fi/:page", element }], { initialEntries: [url] })
  render(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18nFi}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StoreProvider>,
  )
}

const h1 = () => screen.getByRole("heading", { level: 1 }).textContent

describe("the information pages' gating (spec booking §6)", () => {
  it("help: the SMS-login FAQ only with feature mfa", () => {
    renderAt("/fi/ohjeita", <HelpPage />, [])
    expect(h1()).toBe("Ohjeita")
    expect(screen.queryByRole("heading", { name: "Kirjautuminen tekstiviestikoodilla" })).toBeNull()
    cleanup()
    renderAt("/fi/ohjeita", <HelpPage />, ["mfa"])
    expect(screen.getByRole("heading", { level: 2, name: "Kirjautuminen tekstiviestikoodilla" })).toBeTruthy()
  })

  it("sickness fund: needs both sickness-fund-page and the member feature; the fragment picks the tab", () => {
    renderAt("/fi/sairauskassa", <SicknessFundPage />, ["sickness-fund-page"])
    expect(h1()).toBe("Sivua ei löytynyt")
    cleanup()
    renderAt("/fi/sairauskassa#usein-kysyttya", <SicknessFundPage />, [
      "sickness-fund-page",
      "is-finnair-sickness-fund-member",
    ])
    expect(h1()).toBe("Sairauskassa")
    expect(screen.getByRole("tab", { name: "Usein kysyttyä" }).getAttribute("aria-selected")).toBe("true")
  })

  it("children's chat notice: only with feature pikkutsatti", () => {
    renderAt("/fi/pikkutsatti", <PikkutsattiPage />, [])
    expect(h1()).toBe("Sivua ei löytynyt")
    cleanup()
    renderAt("/fi/pikkutsatti", <PikkutsattiPage />, ["pikkutsatti"])
    expect(h1()).toMatch(/^Pikkutsatti on siirtynyt/)
  })
})
