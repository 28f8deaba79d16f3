// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { CLOSED_CONVERSATION_TOAST_DELAY_MS } from "../../../../src/domain/messaging.ts"
import { formatDate } from "../../../../src/platform/i18n/format.ts"
import { ConversationsPage } from "../../../../src/features/messaging/views/ConversationsPage.tsx"
import { ThreadPage } from "../../../../src/features/messaging/views/ThreadPage.tsx"
import { testNow } from "../../../support/clock.ts"
import {
  buildRoutePath,
  manualTimers,
  operationNameOf,
  renderPages,
  useWorkerSandbox,
  type PageOptions,
  type RenderedPage,
} from "./support.tsx"

const sandbox = useWorkerSandbox()
afterEach(cleanup)

const pages = { conversations: <ConversationsPage />, conversationThread: <ThreadPage /> }

/** Aino's list, then the thread of that title by its link, as she would open it. */
async function openThread(title: string, options: PageOptions = {}): Promise<RenderedPage> {
  const page = await renderPages(sandbox(), pages, buildRoutePath("conversations", "en"), options)
  await screen.findByRole("list", { name: "Conversations" })
  const item = page.area.conversations.items.find(
    (conversation) => conversation.title.kind === "title" && conversation.title.text === title,
  )
  expect(item, `Aino has a thread ${title}`).toBeDefined()
  await act(() => page.router.navigate(buildRoutePath("conversationThread", "en", { threadId: item!.id })))
  await screen.findByRole("heading", { level: 1, name: title })
  return page
}

// a PNG's signature and header chunk, enough for the sandbox()'s check that the bytes are what the type says
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
])

const replyBox = () => screen.getByRole("textbox", { name: "Your message" })
const sendButton = () => screen.getByRole("button", { name: "Send" })

describe("a thread (spec messaging §2, §4)", () => {
  it("shows the messages by day under headings, the absence of the assignee, and marks the thread read", async () => {
    const { area } = await openThread("Laboratoriotulokset")
    const days = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)
    // the seed: the latest message yesterday, the others days before, and the reply box's heading
    expect(days).toContain("Yesterday")
    expect(days.at(-1)).toBe("Reply")
    for (const day of days.slice(0, -2)) expect(day).toMatch(/^\w+day \d{1,2} \w+ \d{4}$/)
    const lists = screen.getAllByRole("list").filter((list) => list.tagName === "OL")
    expect(lists.flatMap((list) => within(list).getAllByRole("listitem")).length).toBeGreaterThanOrEqual(3)
    const absence = area.thread!.assigneeAbsence(testNow())
    expect(absence, "the seed has Sari Kallio away today").toBeDefined()
    expect(
      screen.getByText(
        `Sari Kallio is away from ${formatDate(absence!.startDate)} to ${formatDate(absence!.endDate)}. Your message will be answered by a substitute.`,
      ),
    ).toBeTruthy()
    await area.thread!.whenMarked()
    await waitFor(() =>
      expect(area.conversations.items.find((item) => item.id === area.thread!.threadId)!.isUnread).toBe(
        false,
      ),
    )
  })

  it("downloads an attachment from its download URL with no new tab (no empty tab while it downloads)", async () => {
    const open = vi.spyOn(window, "open")
    const followed: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      followed.push({ href: this.href, download: this.getAttribute("download") ?? "(none)" })
    })
    await openThread("Laboratoriotulokset")
    const button = screen.getByRole("button", {
      name: /^File: Laboratoriotulokset\.pdf \(downloads the file\)$/,
    })
    fireEvent.click(button)
    await waitFor(() => expect(followed).toHaveLength(1))
    expect(followed[0]!.href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/uploads\//)
    expect(followed[0]!.download).toBe("")
    expect(open).not.toHaveBeenCalled()
    // the link is gone once pressed
    expect(document.querySelectorAll("a[download]")).toHaveLength(0)
  })

  it("says 'This message has been deleted.' for a deleted message", async () => {
    await openThread("Ajanvarauksen siirto")
    expect(screen.getByText("This message has been deleted.")).toBeTruthy()
  })

  it("a closed thread says so, offers a new conversation, and toasts after 15 s", async () => {
    const timers = manualTimers()
    await openThread("Kysymys laskusta", { timers })
    expect(screen.getByText(/This conversation has been closed/)).toBeTruthy()
    expect(screen.getByRole("link", { name: "Start a new conversation" }).getAttribute("href")).toBe(
      "/en/conversations/new",
    )
    expect(screen.queryByRole("textbox", { name: "Your message" })).toBeNull()
    await waitFor(() => expect(timers.has(CLOSED_CONVERSATION_TOAST_DELAY_MS)).toBe(true))
    expect(screen.queryByText("This conversation has been closed")).toBeNull()
    act(() => timers.fire(CLOSED_CONVERSATION_TOAST_DELAY_MS))
    expect(await screen.findByText("This conversation has been closed")).toBeTruthy()
  })

  it("a press of send with nothing to send says what is missing", async () => {
    await openThread("Ihottuma kyynärvarressa")
    expect(sendButton().getAttribute("aria-disabled")).toBe("true")
    fireEvent.click(sendButton())
    const summary = await screen.findByRole("heading", { name: "Please check the following fields" })
    expect(
      within(summary.parentElement!).getByRole("link", { name: "Write a message or add an attachment" }),
    ).toBeTruthy()
  })

  it("sends a reply, which shows in the thread, and empties the box", async () => {
    await openThread("Ihottuma kyynärvarressa")
    fireEvent.change(replyBox(), { target: { value: "Ihottuma palasi, mitä teen?" } })
    expect(sendButton().getAttribute("aria-disabled")).toBeNull()
    fireEvent.click(sendButton())
    expect(await screen.findByText("Ihottuma palasi, mitä teen?")).toBeTruthy()
    await waitFor(() => expect((replyBox() as HTMLTextAreaElement).value).toBe(""))
    expect(await screen.findByText("Your message was sent.")).toBeTruthy()
  })

  it("keeps the text and says 'Failed to send the message.' when sending fails", async () => {
    await openThread("Ihottuma kyynärvarressa", {
      intercept: async (request) => {
        if ((await operationNameOf(request)) === "SendMessage") return new Response("down", { status: 503 })
      },
    })
    fireEvent.change(replyBox(), { target: { value: "Tämä ei mene perille" } })
    fireEvent.click(sendButton())
    expect(await screen.findByText("Failed to send the message.")).toBeTruthy()
    expect((replyBox() as HTMLTextAreaElement).value).toBe("Tämä ei mene perille")
  })

  it("keeps the text and says why when the hour's messages are sent (RATE_LIMITED)", async () => {
    await openThread("Ihottuma kyynärvarressa", {
      intercept: async (request) => {
        if ((await operationNameOf(request)) !== "SendMessage") return undefined
        const refusal = { code: "RATE_LIMITED", reason: "messagesPerHour", limit: 30 }
        const body = {
          data: null,
          errors: [
            { message: "A customer may send a message at most 30 times an hour", extensions: refusal },
          ],
        }
        return new Response(JSON.stringify(body), {
          headers: { "content-type": "application/graphql-response+json; charset=utf-8" },
        })
      },
    })
    fireEvent.change(replyBox(), { target: { value: "Vielä yksi kysymys" } })
    fireEvent.click(sendButton())
    expect(
      await screen.findByText("You have sent many messages within the past hour. Please try again later."),
    ).toBeTruthy()
    expect(screen.queryByText("Failed to send the message.")).toBeNull()
    expect((replyBox() as HTMLTextAreaElement).value).toBe("Vielä yksi kysymys")
  })

  it("uploads an attachment with a progress bar, and sends it", async () => {
    const { uploads } = await openThread("Selkäkipu")
    const input = screen.getByLabelText("Add attachments")
    fireEvent.change(input, { target: { files: [new File([PNG], "selkä.png", { type: "image/png" })] } })
    await waitFor(() => expect(uploads.requests).toHaveLength(1))
    const progress = screen.getByRole("progressbar", { name: "Upload of selkä.png" })
    act(() => uploads.progress(0, 40))
    expect(progress.getAttribute("value")).toBe("40")
    await act(() => uploads.finish(0))
    expect(await screen.findByText("Uploaded")).toBeTruthy()
    fireEvent.click(sendButton())
    expect(await screen.findByRole("button", { name: /^Image: selkä\.png/ })).toBeTruthy()
  })

  it("a failed upload is an error item, removable", async () => {
    const { uploads } = await openThread("Selkäkipu")
    fireEvent.change(screen.getByLabelText("Add attachments"), {
      target: { files: [new File(["x"], "lausunto.pdf", { type: "application/pdf" })] },
    })
    await waitFor(() => expect(uploads.requests).toHaveLength(1))
    act(() => uploads.fail(0))
    expect(
      await screen.findByText(
        "Upload failed: the service did not accept the file. Remove the file and try again.",
      ),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Remove lausunto.pdf" }))
    await waitFor(() => expect(screen.queryByText("lausunto.pdf")).toBeNull())
  })
})
