// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { observer } from "mobx-react-lite"
import { FrontConversations } from "../../../../src/features/messaging/index.ts"
import { ConversationsPage } from "../../../../src/features/messaging/views/ConversationsPage.tsx"
import { useStores } from "../../../../src/kit/ui/StoreContext.tsx"
import { SideMenu } from "../../../../src/features/shell/views/SideMenu.tsx"
import { menuItems } from "../../../../src/domain/menu.ts"
import { operationNameOf, renderPages, useWorkerSandbox } from "./support.tsx"

const sandbox = useWorkerSandbox()
afterEach(cleanup)

const front = { front: <FrontConversations /> }

describe("the front page's conversations (spec messaging §2)", () => {
  it("shows the newest conversations with 'New conversation' and 'show all'", async () => {
    await renderPages(sandbox(), front, "/en")
    const block = within(await screen.findByRole("region", { name: "Messages" }))
    expect(await block.findAllByRole("listitem")).toHaveLength(3)
    expect(block.getByRole("link", { name: "New conversation" }).getAttribute("href")).toBe(
      "/en/conversations/new",
    )
    expect(block.getByRole("link", { name: "Show all messages" }).getAttribute("href")).toBe(
      "/en/conversations",
    )
    expect(block.getAllByText("Unread").length).toBeGreaterThan(0)
  })

  it("says 'No messages' when there are none", async () => {
    await renderPages(sandbox(), front, "/en", {
      intercept: async (request) =>
        (await operationNameOf(request)) === "MessagingThreads"
          ? Response.json({
              data: { messagingThreads: { __typename: "MessagingThreadPage", totalCount: 0, items: [] } },
            })
          : undefined,
    })
    const block = within(await screen.findByRole("region", { name: "Messages" }))
    expect(await block.findByText("No messages")).toBeTruthy()
  })

  it("is not there for a customer without messaging", async () => {
    const { area } = await renderPages(sandbox(), front, "/en", { persona: "sanna" })
    await area.access.ensureLoaded()
    expect(area.accessState).toBe("empty")
    expect(screen.queryByRole("region", { name: "Messages" })).toBeNull()
  })

  it("a closed menu asks the service nothing; the count shows once the messaging area is in use", async () => {
    const requests: string[] = []
    const record = async (request: Request) => {
      requests.push(new URL(request.url).pathname)
      return undefined
    }
    const { root } = await renderPages(sandbox(), { front: <Menu hidden /> }, "/en", {
      persona: "jari",
      intercept: record,
    })
    expect(await screen.findByRole("link", { name: "Messages", hidden: true })).toBeTruthy()
    // closed, the menu loads nothing (opened, it loads the count itself: tests/unit/views/shell/sideMenu.test.tsx)
    expect(root.messaging?.unreadCount).toBeUndefined()
    expect(requests.filter((path) => path.includes("messaging"))).toEqual([])
    cleanup()

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
      "/en",
      { persona: "jari" },
    )
    const link = await screen.findByRole("link", { name: /^Messages, \d+ unread$/ })
    expect(link.querySelector(".side-menu__badge")?.getAttribute("aria-hidden")).toBe("true")
  })
})

describe("a session without the messaging features (spec messaging §6)", () => {
  it("has no menu item, no messaging on the front page and the empty list page, and asks the service nothing", async () => {
    const messagingCalls: string[] = []
    const { router, root } = await renderPages(
      sandbox(),
      {
        front: (
          <>
            <Menu />
            <FrontConversations />
          </>
        ),
        conversations: <ConversationsPage />,
      },
      "/en",
      {
        persona: "jari",
        environment: "adult-production",
        intercept: (request) => {
          if (new URL(request.url).pathname === "/api/customer-messaging") messagingCalls.push(request.url)
          return undefined
        },
      },
    )
    expect(root.session.hasFeature("customer-messaging-allowed")).toBe(false)
    const menu = within(await screen.findByRole("navigation"))
    expect(menu.getAllByRole("link").length).toBeGreaterThan(0)
    expect(menu.queryByRole("link", { name: /^Messages/ })).toBeNull()
    expect(screen.queryByRole("region", { name: "Messages" })).toBeNull()

    await router.navigate("/en/conversations")
    expect(await screen.findByText("Messaging is not available to you.")).toBeTruthy()
    expect(screen.queryByRole("link", { name: "New conversation" })).toBeNull()
    expect(messagingCalls).toEqual([])
  })
})

/** The side menu as the shell gives it, for the session in the store. */
const Menu = observer(function Menu({ hidden = false }: { hidden?: boolean }) {
  const { session } = useStores()
  const items = menuItems({
    brand: "adult",
    lang: "en",
    features: session.features,
    hasOccupationalHealthcare: session.hasOccupationalHealthcare,
    isLoggedIn: true,
    isMobile: false,
  })
  return <SideMenu id="menu" hidden={hidden} items={items} onNavigate={() => {}} onClose={() => {}} />
})
