// @vitest-environment happy-dom
import { act, cleanup, screen, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import type { RootStoreSnapshot } from "../../../src/kit/stores/RootStore.ts"
import { PageShell } from "../../../src/features/shell/views/PageShell.tsx"
import { renderView } from "../../support/renderView.tsx"
import { PORTAL_MENU } from "../../../targets/portal/composition.ts"

// The shell only reads the session: the view's fake backend answers no request (one sent fails the test).
beforeAll(async () => {
  // the user menu is a lazy chunk: loaded here once, so a test waits for a render, not for a module's first load
  await import("../../../src/features/shell/views/UserMenu.tsx")
  // the side menu's view too (it loads after the first page)
  await import("../../../src/features/shell/views/SideMenu.tsx")
})
afterEach(cleanup)

const loggedIn: RootStoreSnapshot["session"] = {
  lang: "fi",
  isLoggedIn: true,
  isSessionValid: true,
  csrfToken: "token",
  environment: "adult-development",
  features: ["mfa", "customer-messaging-enabled", "customer-messaging-allowed", "pikkutsatti"],
  hasOccupationalHealthcare: true,
  user: { firstName: "Aino", lastName: "Virtanen" },
}

function renderShell(session: RootStoreSnapshot["session"]) {
  return renderView(<PageShell menu={PORTAL_MENU}>{<h1>Ajanvaraus</h1>}</PageShell>, {
    lang: "fi",
    snapshot: { session },
    path: "/fi/ajanvaraus",
    url: "/fi/ajanvaraus",
  })
}

describe("PageShell", () => {
  it("offers an anonymous visitor the log-in button and no menu", async () => {
    await renderShell({ lang: "fi" })
    expect(screen.getByRole("link", { name: "Kirjaudu sisään" }).getAttribute("href")).toBe(
      "/fi/kirjaudu?nextPath=%2Ffi%2Fajanvaraus",
    )
    expect(screen.queryByRole("button", { name: "Valikko" })).toBeNull()
    expect(screen.getByRole("contentinfo")).toBeTruthy()
  })

  it("gives a logged-in user the name picker and the menu the gating rules allow", async () => {
    await renderShell(loggedIn)
    // the user menu is a lazy chunk: under a loaded parallel run it can take more than findBy's default second
    expect(
      await screen.findByRole("button", { name: "Käyttäjän valikko: Aino Virtanen" }, { timeout: 4_000 }),
    ).toBeTruthy()
    expect(screen.queryByRole("link", { name: "Kirjaudu sisään" })).toBeNull()
    const toggle = screen.getByRole("button", { name: "Valikko" })
    expect(toggle.getAttribute("aria-expanded")).toBe("false")
    await act(async () => toggle.click())
    expect(toggle.getAttribute("aria-expanded")).toBe("true")
    const menu = screen.getByRole("navigation", { name: "Päävalikko" })
    expect(toggle.getAttribute("aria-controls")).toBe(menu.id)
    const links = within(menu)
      .getAllByRole("link")
      .map((link) => link.textContent)
    expect(links).toContain("Viestit")
    expect(links).toContain("Työterveystiimi")
    expect(links).toContain("Lasten chat")
    expect(links).toContain("Ohjeita")
    expect(links).toContain("Tekstiviestikirjautuminen")
    expect(within(menu).getByRole("link", { name: "Omat tiedot" }).getAttribute("href")).toBe(
      "/fi/omat-tiedot",
    )
  })

  it("closes the menu with Escape and returns focus to its button", async () => {
    await renderShell(loggedIn)
    const toggle = screen.getByRole("button", { name: "Valikko" })
    await act(async () => toggle.click())
    const menu = screen.getByRole("navigation", { name: "Päävalikko" })
    const first = within(menu).getAllByRole("link")[0]!
    first.focus()
    await act(async () => {
      first.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
    })
    expect(toggle.getAttribute("aria-expanded")).toBe("false")
    expect(document.activeElement).toBe(toggle)
  })

  it("follows the session: the children's brand has no occupational group", async () => {
    await renderShell({ ...loggedIn, environment: "children-development" })
    await act(async () => screen.getByRole("button", { name: "Valikko" }).click())
    const menu = screen.getByRole("navigation", { name: "Päävalikko" })
    expect(within(menu).queryByText("Työterveys")).toBeNull()
    expect(within(menu).queryByRole("link", { name: "Todistukset" })).toBeNull()
  })

  it("hides header and footer in the in-app booking scope", async () => {
    await renderShell({ ...loggedIn, sessionScope: "inAppBooking" })
    expect(screen.queryByRole("banner")).toBeNull()
    expect(screen.queryByRole("contentinfo")).toBeNull()
    expect(screen.getByRole("main")).toBeTruthy()
  })
})
