// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { CONVERSATIONS_PAGE_SIZE } from "../../../../src/domain/messaging.ts"
import { ConversationsPage } from "../../../../src/features/messaging/views/ConversationsPage.tsx"
import { buildRoutePath, operationNameOf, renderPages, useWorkerSandbox } from "./support.tsx"

const sandbox = useWorkerSandbox()
afterEach(cleanup)

const pages = { conversations: <ConversationsPage /> }
const listPath = (page?: number) => buildRoutePath("conversations", "en", undefined, page ? { page } : {})

async function list() {
  return within(await screen.findByRole("list", { name: "Conversations" }))
}

describe("the conversations list page (spec messaging §2)", () => {
  it("shows 10 of Aino's threads a page, unread ones saying so, and pages with the number in the URL", async () => {
    await renderPages(sandbox(), pages, listPath(), {})
    expect(screen.getByRole("heading", { level: 1, name: "Messages" })).toBeTruthy()
    const items = (await list()).getAllByRole("listitem")
    expect(items).toHaveLength(CONVERSATIONS_PAGE_SIZE)
    const unread = items.filter((item) => within(item).queryByText("Unread"))
    expect(unread.length).toBeGreaterThan(0)
    for (const item of unread) expect(item.getAttribute("data-unread")).toBe("true")
    expect(screen.getByRole("link", { name: "New conversation" }).getAttribute("href")).toBe(
      "/en/conversations/new",
    )
    const pagination = within(screen.getByRole("navigation", { name: "Pages of the conversations" }))
    expect(pagination.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page")
    expect(pagination.getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe(
      "/en/conversations?page=2",
    )
  })

  it("opens the page of ?page=2 with the rest of the threads", async () => {
    const { area } = await renderPages(sandbox(), pages, listPath(2), {})
    const items = (await list()).getAllByRole("listitem")
    expect(items.length).toBe(area.conversations.items.length - CONVERSATIONS_PAGE_SIZE)
    expect(screen.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page")
  })

  it("shows the fallback title and the deleted-message text where a thread has them", async () => {
    const { area } = await renderPages(sandbox(), pages, listPath(), {})
    await list()
    const all = area.conversations.items
    const untitled = all.findIndex((item) => item.title.kind === "fallback")
    const deleted = all.findIndex((item) => item.latestMessage?.deleted)
    expect(untitled, "the seed has an untitled thread").toBeGreaterThanOrEqual(0)
    if (untitled < CONVERSATIONS_PAGE_SIZE)
      expect(screen.getAllByRole("link", { name: "Conversation" }).length).toBe(1)
    if (deleted >= 0 && deleted < CONVERSATIONS_PAGE_SIZE) {
      expect(screen.getByText("This message has been deleted.")).toBeTruthy()
    }
  })

  it("says 'Failed to fetch conversations' when the list does not load, and a retry loads it", async () => {
    let fail = true
    await renderPages(sandbox(), pages, listPath(), {
      intercept: async (request) => {
        if (fail && (await operationNameOf(request)) === "MessagingThreads") {
          return new Response("unavailable", { status: 503 })
        }
      },
    })
    const message = await screen.findByText("Failed to fetch conversations. Please try again later.")
    const alert = message.closest<HTMLElement>("[role=alert]")!
    expect(screen.queryByRole("list", { name: "Conversations" })).toBeNull()
    fail = false
    within(alert).getByRole("button", { name: "Try again" }).click()
    await list()
    await waitFor(() => expect(screen.queryByText(/Failed to fetch conversations/)).toBeNull())
  })

  it("shows the maintenance notice with a link to book a remote appointment", async () => {
    await renderPages(sandbox(), pages, listPath(), {
      intercept: (request) => {
        if (new URL(request.url).pathname !== "/api/messaging/status") return
        return Response.json({
          maintenanceMode: true,
          systemStatus: "plannedMaintenance",
          customerMessagingUserId: "6b0f8e52-3c1d-4a7e-9f20-81d4c5a7e913",
          customerMessagingInfo: {
            active: true,
            heading: "Maintenance break",
            description: "Messages are **not** in use on Tuesday.",
            announcementType: "warning",
          },
        })
      },
    })
    expect(await screen.findByRole("heading", { name: "Messaging is currently offline" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Book a remote appointment" }).getAttribute("href")).toBe(
      "/en/booking/private-customer?includeRemote=true",
    )
    expect(screen.getByRole("heading", { name: /^Warning\W+Maintenance break$/ })).toBeTruthy()
    expect((await screen.findByText("not")).tagName).toBe("STRONG")
    expect(screen.queryByRole("list", { name: "Conversations" })).toBeNull()
  })

  it("is an empty page for a customer without a messaging user", async () => {
    await renderPages(sandbox(), pages, listPath(), { persona: "sanna" })
    expect(await screen.findByText("Messaging is not available to you.")).toBeTruthy()
    expect(screen.queryByRole("link", { name: "New conversation" })).toBeNull()
  })
})
