// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { SCROLL_TO_LAST_MESSAGE_DELAY_MS } from "../../../../src/domain/messaging.ts"
import { ConversationsPage } from "../../../../src/features/messaging/views/ConversationsPage.tsx"
import { ThreadPage } from "../../../../src/features/messaging/views/ThreadPage.tsx"
import {
  buildRoutePath,
  nodeFetch,
  operationNameOf,
  renderPages,
  useWorkerSandbox,
  type PageOptions,
  type RenderedPage,
} from "./support.tsx"

const sandbox = useWorkerSandbox()
afterEach(cleanup)

const pages = { conversations: <ConversationsPage />, conversationThread: <ThreadPage /> }

async function threadIdOf(page: RenderedPage, title: string): Promise<string> {
  await screen.findByRole("list", { name: "Conversations" })
  const item = page.area.conversations.items.find((c) => c.title.kind === "title" && c.title.text === title)
  expect(item, `Aino has a thread ${title}`).toBeDefined()
  return item!.id
}

async function openThread(title: string, options: PageOptions = {}): Promise<RenderedPage> {
  const page = await renderPages(sandbox(), pages, buildRoutePath("conversations", "en"), options)
  const threadId = await threadIdOf(page, title)
  await act(() => page.router.navigate(buildRoutePath("conversationThread", "en", { threadId })))
  await screen.findByRole("heading", { level: 1, name: title })
  return page
}

describe("a thread's details (spec messaging §2)", () => {
  it("links questionnaire invitations to the questionnaire, saying whether they are answered", async () => {
    await openThread("Univaikeudet")
    const open = screen.getByRole("link", { name: "Questionnaire: Unikysely" })
    expect(open.getAttribute("href")).toMatch(/^\/en\/questionnaires\/\d+$/)
    expect(screen.getByText("Answer the questionnaire")).toBeTruthy()
    cleanup()
    await openThread("Esitiedot ennen vastaanottoa")
    expect(
      screen.getByRole("link", { name: "Questionnaire: Esitietolomake ennen vastaanottoa" }),
    ).toBeTruthy()
    expect(screen.getByText(/^Answered \d{1,2}\.\d{1,2}\.\d{4}$/)).toBeTruthy()
  })

  it("scrolls to the last message 100 ms after the messages show", async () => {
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    await openThread("Selkäkipu")
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1), {
      timeout: SCROLL_TO_LAST_MESSAGE_DELAY_MS * 20,
    })
    expect(scrolled).toHaveBeenCalledWith({ block: "end" })
  })

  it("takes files dropped onto the message box as attachments", async () => {
    const { uploads } = await openThread("Selkäkipu")
    const box = screen.getByRole("textbox", { name: "Your message" }).parentElement!
    const files = [new File(["x"], "kuva.pdf", { type: "application/pdf" })]
    fireEvent.dragEnter(box, { dataTransfer: { types: ["Files"], files } })
    expect(box.getAttribute("data-drop-over")).toBe("true")
    expect(screen.getByText("Drop the files to attach them")).toBeTruthy()
    fireEvent.drop(box, { dataTransfer: { types: ["Files"], files } })
    expect(box.getAttribute("data-drop-over")).toBeNull()
    await waitFor(() => expect(uploads.requests).toHaveLength(1))
    expect(screen.getByRole("list", { name: "Chosen attachments" }).textContent).toContain("kuva.pdf")
  })

  it("says 'Failed to fetch messages' when the thread does not load, and a retry loads it", async () => {
    let fail = true
    const page = await renderPages(sandbox(), pages, buildRoutePath("conversations", "en"), {
      intercept: async (request) => {
        if (fail && (await operationNameOf(request)) === "MessagingThreadForCustomer") {
          return new Response("down", { status: 503 })
        }
        return undefined
      },
    })
    const threadId = await threadIdOf(page, "Selkäkipu")
    await act(() => page.router.navigate(buildRoutePath("conversationThread", "en", { threadId })))
    expect(await screen.findByText("Failed to fetch messages. Please try again later.")).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByRole("heading", { level: 1, name: "Selkäkipu" })).toBeTruthy()
    expect(screen.queryByText("Failed to fetch messages. Please try again later.")).toBeNull()
  })

  it("says politely when new messages arrive while the thread is open", async () => {
    let extra = false
    const { area } = await openThread("Selkäkipu", {
      intercept: async (request) => {
        if (!extra || (await operationNameOf(request)) !== "MessagingThreadForCustomer") return undefined
        // the service's answer with a professional's new message added, as a poll would bring it
        const answer = (await (await nodeFetch(request, await sandbox().login("aino"))).json()) as {
          data: { messagingThreadForCustomer: { messages: { items: { author: { __typename: string } }[] } } }
        }
        const items = answer.data.messagingThreadForCustomer.messages.items
        const fromProfessional = items.find((message) => message.author.__typename === "ProfessionalUser")!
        items.unshift({
          ...fromProfessional,
          id: "999999",
          created: new Date().toISOString(),
          content: "Uusi viesti hoitajalta",
        } as never)
        return Response.json(answer)
      },
    })
    const status = () => screen.getAllByRole("status").map((element) => element.textContent)
    expect(status()).not.toContain("1 new message arrived")
    extra = true
    await act(() => area.thread!.refresh())
    expect(await screen.findByText("Uusi viesti hoitajalta")).toBeTruthy()
    await waitFor(() => expect(status()).toContain("1 new message arrived"))
  })
})
