// @vitest-environment happy-dom
// Issue 31, in Finnish: a message is never cut at its 10 000 characters; the counter shows from 90 % on, its
// live region speaks only as the text enters a band, and a text over the limit is refused beside the field and
// in the error summary, with nothing sent.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { MESSAGE_CONTENT_MAX_LENGTH } from "../../../../src/domain/text.ts"
import { ConversationsPage } from "../../../../src/features/messaging/views/ConversationsPage.tsx"
import { NewConversationPage } from "../../../../src/features/messaging/views/NewConversationPage.tsx"
import { ThreadPage } from "../../../../src/features/messaging/views/ThreadPage.tsx"
import { descriptionOf } from "../../../support/accessibleDescription.ts"
import {
  buildRoutePath,
  operationNameOf,
  renderPages,
  useWorkerSandbox,
  type PageOptions,
} from "./support.tsx"

const sandbox = useWorkerSandbox()
afterEach(cleanup)

// Finnish groups thousands with a no-break space
const NBSP = "\u00a0"

/** The operations sent, by name. */
function recording(names: string[]): PageOptions["intercept"] {
  return async (request) => {
    const name = await operationNameOf(request)
    if (name) names.push(name)
    return undefined
  }
}

/** The visible counter's text (its whitespace as testing-library normalizes it). */
const counter = () => document.querySelector(".message-counter")?.textContent?.replace(/\s/g, " ")

/** The polite live regions' texts (the counter's among them). */
const spoken = () => screen.getAllByRole("status").map((region) => region.textContent ?? "")

describe("the new conversation's message near and over its limit (fi)", () => {
  it("counts from 90 %, speaks once a band, keeps every character over the limit and refuses to send", async () => {
    const operations: string[] = []
    await renderPages(
      sandbox(),
      { conversationNew: <NewConversationPage /> },
      buildRoutePath("conversationNew", "fi"),
      {
        lang: "fi",
        intercept: recording(operations),
      },
    )
    const subject = await screen.findByRole("textbox", { name: /^Aihe/ })
    const message = screen.getByRole("textbox", { name: /^Viesti/ }) as HTMLTextAreaElement
    fireEvent.change(subject, { target: { value: "Pitkä kertomus" } })

    fireEvent.change(message, { target: { value: "a".repeat(8_999) } })
    expect(counter()).toBeUndefined()
    const near = `Viesti lähestyy enimmäispituuttaan: 1${NBSP}000 merkkiä jäljellä 10${NBSP}000 merkistä.`
    expect(spoken()).not.toContain(near)

    fireEvent.change(message, { target: { value: "a".repeat(9_000) } })
    expect(counter()).toBe(`1 000 merkkiä jäljellä`)
    await waitFor(() => expect(spoken()).toContain(near))
    // the count goes on, the live region says nothing new within the band
    fireEvent.change(message, { target: { value: "a".repeat(9_001) } })
    expect(counter()).toBe("999 merkkiä jäljellä")
    expect(spoken()).toContain(near)
    expect(spoken()).not.toContain("999 merkkiä jäljellä")

    fireEvent.change(message, { target: { value: "a".repeat(9_900) } })
    await waitFor(() => expect(spoken()).toContain("100 merkkiä jäljellä"))

    // pasted over the limit: nothing is cut
    const pasted = `${"a".repeat(MESSAGE_CONTENT_MAX_LENGTH)}loppu`
    fireEvent.change(message, { target: { value: pasted } })
    expect(message.value).toBe(pasted)
    expect(message.getAttribute("maxlength")).toBeNull()
    const tooLong = `Viestissä voi olla enintään 10${NBSP}000 merkkiä. Lyhennä sitä 5 merkillä.`
    expect(counter()).toBe("5 merkkiä liikaa")
    await waitFor(() => expect(spoken()).toContain(tooLong))
    expect(message.getAttribute("aria-invalid")).toBe("true")
    const field = message.closest(".field") as HTMLElement
    const error = field.querySelector(".field__error")!
    expect(error.textContent).toBe(tooLong)
    expect(message.getAttribute("aria-describedby")?.split(" ")).toContain(error.id)

    const send = screen.getByRole("button", { name: "Lähetä" })
    expect(send.getAttribute("aria-disabled")).toBe("true")
    // before a press the unavailable button says why: the text is too long, not that something is missing
    expect(descriptionOf(send)).toBe(tooLong)
    fireEvent.click(send)
    const summary = (await screen.findByRole("heading", { name: "Tarkista seuraavat kentät" })).parentElement!
    expect(within(summary).getByRole("link", { name: `Viesti: ${tooLong}` })).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(summary))
    expect(operations).not.toContain("SendMessageInNewThread")

    // one character at a time: 1 over is singular
    fireEvent.change(message, { target: { value: "a".repeat(MESSAGE_CONTENT_MAX_LENGTH + 1) } })
    expect(counter()).toBe("1 merkki liikaa")
  })
})

describe("the reply's text over its limit (fi)", () => {
  it("keeps a pasted text whole, refuses it with the summary, and sends once it fits the 10 000", async () => {
    const operations: string[] = []
    const page = await renderPages(
      sandbox(),
      { conversations: <ConversationsPage />, conversationThread: <ThreadPage /> },
      buildRoutePath("conversations", "fi"),
      { lang: "fi", intercept: recording(operations) },
    )
    await screen.findByRole("list", { name: "Keskustelut" })
    const thread = page.area.conversations.items.find(
      (item) => item.isActive && item.title.kind === "title" && item.title.text === "Ihottuma kyynärvarressa",
    )
    if (!thread) throw new Error("Aino's active thread Ihottuma kyynärvarressa is missing from the seed")
    await act(() => page.router.navigate(buildRoutePath("conversationThread", "fi", { threadId: thread.id })))
    const box = (await screen.findByRole("textbox", { name: "Viestisi" })) as HTMLTextAreaElement

    const pasted = "ö".repeat(MESSAGE_CONTENT_MAX_LENGTH + 250)
    fireEvent.change(box, { target: { value: pasted } })
    expect(box.value).toBe(pasted)
    expect(counter()).toBe("250 merkkiä liikaa")
    const tooLong = `Viestissä voi olla enintään 10${NBSP}000 merkkiä. Lyhennä sitä 250 merkillä.`
    expect(descriptionOf(screen.getByRole("button", { name: "Lähetä" }))).toBe(tooLong)
    fireEvent.click(screen.getByRole("button", { name: "Lähetä" }))
    const summary = (await screen.findByRole("heading", { name: "Tarkista seuraavat kentät" })).parentElement!
    expect(within(summary).getByRole("link", { name: `Viestisi: ${tooLong}` })).toBeTruthy()
    expect(operations).not.toContain("SendMessage")

    // at the limit exactly it goes
    fireEvent.change(box, { target: { value: pasted.slice(0, MESSAGE_CONTENT_MAX_LENGTH) } })
    expect(counter()).toBe("0 merkkiä jäljellä")
    expect(screen.queryByRole("heading", { name: "Tarkista seuraavat kentät" })).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Lähetä" }))
    await waitFor(() => expect(box.value).toBe(""))
    expect(operations).toContain("SendMessage")
  })
})
