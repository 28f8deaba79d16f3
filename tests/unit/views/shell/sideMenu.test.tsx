// @vitest-environment happy-dom
// The side menu's groups and its messages entry (docs/decisions/0013): messages right after home for everyone
// with messaging (a private patient too), with the unread count in its name; none in the children's brand; every
// group a list under its heading; the current page marked.
import { act, cleanup, screen, within } from "@testing-library/react"
import { observer } from "mobx-react-lite"
import { afterEach, describe, expect, it } from "vitest"
import type { Feature } from "../../../../src/domain/features.ts"
import { menuItems } from "../../../../src/domain/menu.ts"
import type { RootStoreSnapshot } from "../../../../src/kit/stores/RootStore.ts"
import { useStores } from "../../../../src/kit/ui/StoreContext.tsx"
import { FrontConversations } from "../../../../src/features/messaging/index.ts"
import { PageShell } from "../../../../src/features/shell/views/PageShell.tsx"
import { SideMenu } from "../../../../src/features/shell/views/SideMenu.tsx"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { PORTAL_MENU } from "../../../../targets/portal/composition.ts"
import { renderView } from "../../../support/renderView.tsx"
import { operationNameOf, renderPages, useWorkerSandbox } from "../messaging/support.tsx"

const sandbox = useWorkerSandbox()
afterEach(cleanup)

const MESSAGING: Feature[] = ["customer-messaging-enabled", "customer-messaging-allowed"]
const session = (overrides: RootStoreSnapshot["session"] = {}): RootStoreSnapshot["session"] => ({
  lang: "fi",
  isLoggedIn: true,
  isSessionValid: true,
  csrfToken: "token",
  environment: "adult-development",
  features: [...MESSAGING, "mfa"],
  hasOccupationalHealthcare: false,
  user: { firstName: "Aino", lastName: "Virtanen" },
  ...overrides,
})

/** The shell at the appointments page with its menu opened; the menu's navigation. */
async function openMenu(snapshot: RootStoreSnapshot["session"]) {
  const url = buildPath("appointments", "fi")
  await renderView(<PageShell menu={PORTAL_MENU}>{<h1>Ajanvaraukset</h1>}</PageShell>, {
    lang: "fi",
    snapshot: { session: snapshot },
    path: url,
    url,
  })
  await act(async () => screen.getByRole("button", { name: "Valikko" }).click())
  // the menu's view loads after the first page (PageShell): wait for it
  return within(await screen.findByRole("navigation", { name: "Päävalikko" }))
}

const linkTexts = (list: ReturnType<typeof within>) =>
  list.getAllByRole("link").map((link: HTMLElement) => link.textContent)

describe("the side menu", () => {
  it("gives a private patient with messaging the messages right after home, and the groups under headings", async () => {
    const menu = await openMenu(session())
    expect(linkTexts(menu).slice(0, 2)).toEqual(["Etusivu", "Viestit"])
    expect(menu.getByRole("link", { name: "Viestit" }).getAttribute("href")).toBe(
      buildPath("conversations", "fi"),
    )
    expect(menu.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Hoito ja terveystiedot",
      "Muut",
    ])
    expect(menu.queryByText("Työterveys")).toBeNull()
    // each group is a list named by its heading
    expect(linkTexts(within(menu.getByRole("list", { name: "Hoito ja terveystiedot" })))).toEqual([
      "Ajanvaraukset",
      "Käynnit",
      "Laboratorio",
      "Reseptit",
      "Rokotukset",
      "Kyselyt",
      "Kuvantaminen",
      "Todistukset",
    ])
    expect(linkTexts(within(menu.getByRole("list", { name: "Muut" })))).toEqual([
      "Laskut",
      "Omat tiedot",
      "Ohjeita",
      "Tekstiviestikirjautuminen",
    ])
  })

  it("marks the current page, and no other", async () => {
    const menu = await openMenu(session())
    const current = menu.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page")
    expect(current.map((link) => link.textContent)).toEqual(["Ajanvaraukset"])
  })

  it("has no messages without both messaging features", async () => {
    const menu = await openMenu(session({ features: ["customer-messaging-enabled"] }))
    expect(menu.queryByRole("link", { name: /^Viestit/ })).toBeNull()
    expect(linkTexts(menu)[0]).toBe("Etusivu")
  })

  it("keeps messages out of the occupational group for an occupational patient: one entry, after home", async () => {
    const menu = await openMenu(
      session({ hasOccupationalHealthcare: true, features: [...MESSAGING, "ohc-appointment-search"] }),
    )
    expect(linkTexts(menu).slice(0, 2)).toEqual(["Etusivu", "Viestit"])
    expect(menu.getAllByRole("link", { name: "Viestit" })).toHaveLength(1)
    expect(linkTexts(within(menu.getByRole("list", { name: "Työterveys" })))).toEqual([
      "Työterveyden etusivu",
      "Influenssarokotus",
      "Työterveystiimi",
    ])
  })

  it("has no messages in the children's brand, which has no conversations", async () => {
    const menu = await openMenu(
      session({ environment: "children-development", features: [...MESSAGING, "pikkutsatti"] }),
    )
    expect(menu.queryByRole("link", { name: /^Viestit/ })).toBeNull()
    expect(linkTexts(menu)[0]).toBe("Etusivu")
    expect(linkTexts(within(menu.getByRole("list", { name: "Muut" })))[0]).toBe("Lasten chat")
  })
})

/** The side menu as the shell gives it, in Finnish, for the session in the store. */
const Menu = observer(function Menu() {
  const { session: current } = useStores()
  const items = menuItems({
    brand: "adult",
    lang: "fi",
    features: current.features,
    hasOccupationalHealthcare: current.hasOccupationalHealthcare,
    isLoggedIn: true,
    isMobile: false,
  })
  return <SideMenu id="menu" hidden={false} items={items} onNavigate={() => {}} onClose={() => {}} />
})

describe("the side menu's messages entry with the unread count", () => {
  it("names the unread conversations of a private patient in Finnish", async () => {
    await renderPages(
      sandbox(),
      {
        front: (
          <>
            <Menu />
            <FrontConversations />
          </>
        ),
      },
      "/fi",
      { persona: "aino", lang: "fi" },
    )
    const link = await screen.findByRole("link", { name: /^Viestit, \d+ lukemat(on|onta)$/ })
    expect(link.getAttribute("href")).toBe(buildPath("conversations", "fi"))
    expect(link.querySelector(".side-menu__badge")?.textContent).toMatch(/^\d+$/)
  })

  it("loads the count itself on a page without messaging's list, once the menu is open", async () => {
    const operations: string[] = []
    const page = await renderPages(sandbox(), { appointments: <Menu /> }, buildPath("appointments", "fi"), {
      persona: "aino",
      lang: "fi",
      intercept: async (request) => {
        const name = await operationNameOf(request)
        if (name) operations.push(name)
        return undefined
      },
    })
    const link = await screen.findByRole("link", { name: /^Viestit, \d+ lukemat(on|onta)$/ })
    expect(link.querySelector(".side-menu__badge")?.textContent).toBe(String(page.area.unreadCount))
    // one load of the list, and no polling started by the menu
    expect(operations.filter((name) => name === "MessagingThreads")).toHaveLength(1)
    expect(page.area.conversations.poller.isRunning).toBe(false)
  })
})
