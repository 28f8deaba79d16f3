// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ATTACHMENTS_MAX_TOTAL_BYTES } from "../../../../src/domain/messaging.ts"
import { NewConversationPage } from "../../../../src/features/messaging/views/NewConversationPage.tsx"
import { ThreadPage } from "../../../../src/features/messaging/views/ThreadPage.tsx"
import {
  buildRoutePath,
  operationNameOf,
  renderPages,
  useWorkerSandbox,
  type PageOptions,
} from "./support.tsx"

const sandbox = useWorkerSandbox()
afterEach(cleanup)

const pages = { conversationNew: <NewConversationPage />, conversationThread: <ThreadPage /> }

async function openForm(options: PageOptions = {}) {
  const page = await renderPages(sandbox(), pages, buildRoutePath("conversationNew", "en"), options)
  expect(screen.getByRole("heading", { level: 1, name: "New conversation" })).toBeTruthy()
  await screen.findByRole("textbox", { name: /^Subject/ })
  return page
}

const subject = () => screen.getByRole("textbox", { name: /^Subject/ }) as HTMLInputElement
const message = () => screen.getByRole("textbox", { name: /^Message/ }) as HTMLTextAreaElement
const send = () => screen.getByRole("button", { name: "Send" })
const pick = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText("Add attachments"), { target: { files } })
const sized = (name: string, type: string, bytes: number) =>
  Object.defineProperty(new File(["x"], name, { type }), "size", { value: bytes })

describe("a new conversation (spec messaging §2, §4, §5)", () => {
  it("names the healthcare team as the recipient and shows the announcement", async () => {
    await openForm()
    expect(screen.getByText("Recipient")).toBeTruthy()
    expect(screen.getByText("Your healthcare team")).toBeTruthy()
    expect(await screen.findByRole("heading", { name: /We answer messages on weekdays/ })).toBeTruthy()
  })

  it("links the recipient to the occupational healthcare team's page for a patient who has one (spec §2)", async () => {
    await openForm({ persona: "jari" })
    const recipient = screen.getByText("Recipient").parentElement!
    expect(within(recipient).getByRole("link", { name: "Your healthcare team" }).getAttribute("href")).toBe(
      buildRoutePath("occupationalTeam", "en"),
    )
  })

  it("names the recipient as text for a patient without occupational healthcare: there is no team page", async () => {
    await openForm()
    const recipient = screen.getByText("Recipient").parentElement!
    expect(within(recipient).queryByRole("link")).toBeNull()
    expect(recipient.textContent).toBe("Recipient Your healthcare team")
  })

  it("keeps send unavailable while the subject or message is empty, and a press lists what is missing", async () => {
    await openForm()
    expect(send().getAttribute("aria-disabled")).toBe("true")
    fireEvent.change(subject(), { target: { value: "   " } })
    fireEvent.click(send())
    const summary = within(
      (await screen.findByRole("heading", { name: "Please check the following fields" })).parentElement!,
    )
    expect(summary.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Subject: Enter a subject",
      "Message: Write a message",
    ])
    fireEvent.change(subject(), { target: { value: "Kysymys" } })
    fireEvent.change(message(), { target: { value: "Hei!" } })
    expect(send().getAttribute("aria-disabled")).toBeNull()
  })

  it("counts the subject's characters against 70, and says when it is over", async () => {
    await openForm()
    fireEvent.change(subject(), { target: { value: "a".repeat(70) } })
    expect(screen.getByText("70/70 characters")).toBeTruthy()
    expect(screen.queryByText("The subject can be at most 70 characters long")).toBeNull()
    fireEvent.change(subject(), { target: { value: "a".repeat(71) } })
    expect(screen.getByText("71/70 characters")).toBeTruthy()
    expect(screen.getAllByText(/The subject can be at most 70 characters long/).length).toBeGreaterThan(0)
    expect(subject().getAttribute("aria-invalid")).toBe("true")
  })

  it("refuses a selection over 9 MB and a file of a type not allowed, naming the types that are", async () => {
    const { uploads } = await openForm()
    pick(
      sized("a.pdf", "application/pdf", ATTACHMENTS_MAX_TOTAL_BYTES / 2 + 1),
      sized("b.pdf", "application/pdf", ATTACHMENTS_MAX_TOTAL_BYTES / 2),
    )
    expect(await screen.findByText("Attachment file is too large")).toBeTruthy()
    expect(screen.getByText("Maximum attachment size is 9MB")).toBeTruthy()
    expect(uploads.requests).toHaveLength(0)
    pick(new File(["MZ"], "ohjelma.exe", { type: "application/x-msdownload" }))
    expect(
      await screen.findByText(
        "ohjelma.exe cannot be attached. Allowed file types: pdf, rtf, ods, odt, pptx, xlsx, docx, gif, jpg, jpeg, jpe, png, tif, tiff, csv, txt, text, doc, xls, ppt, dotx.",
      ),
    ).toBeTruthy()
    expect(screen.queryByText("Attachment file is too large")).toBeNull()
  })

  it("refuses a file whose name's extension is not its type's, saying so, and uploads nothing", async () => {
    const { uploads } = await openForm()
    pick(new File(["MZ"], "tulokset.pdf", { type: "text/plain" }))
    expect(
      await screen.findByText(
        "tulokset.pdf cannot be attached: the file name's extension does not match the file's type.",
      ),
    ).toBeTruthy()
    expect(screen.getByLabelText("Add attachments").getAttribute("aria-describedby")).toContain("errors")
    expect(uploads.requests).toHaveLength(0)
    expect(screen.queryByRole("list", { name: "Chosen attachments" })).toBeNull()
  })

  it("goes to the new thread once sent", async () => {
    const { router } = await openForm()
    fireEvent.change(subject(), { target: { value: "Uusi kysymys" } })
    fireEvent.change(message(), { target: { value: "Hei, minulla on kysymys." } })
    fireEvent.click(send())
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/en\/conversations\/\d+$/))
    expect(await screen.findByRole("heading", { level: 1, name: "Uusi kysymys" })).toBeTruthy()
    expect(screen.getByText("Hei, minulla on kysymys.")).toBeTruthy()
  })

  it("keeps everything and says 'Sending the message failed. Try again.' when sending fails", async () => {
    const { router } = await openForm({
      intercept: async (request) => {
        if ((await operationNameOf(request)) === "SendMessageInNewThread")
          return new Response("", { status: 502 })
      },
    })
    fireEvent.change(subject(), { target: { value: "Ei mene" } })
    fireEvent.change(message(), { target: { value: "Tämä ei lähde." } })
    fireEvent.click(send())
    expect(await screen.findByText("Sending the message failed. Try again.")).toBeTruthy()
    expect(subject().value).toBe("Ei mene")
    expect(message().value).toBe("Tämä ei lähde.")
    expect(router.state.location.pathname).toBe("/en/conversations/new")
  })

  it("says so when the hour's new conversations are started (RATE_LIMITED), keeping everything", async () => {
    await openForm({
      intercept: async (request) => {
        if ((await operationNameOf(request)) !== "SendMessageInNewThread") return undefined
        const refusal = { code: "RATE_LIMITED", reason: "newThreadsPerHour", limit: 10 }
        const body = {
          data: null,
          errors: [
            { message: "A customer may start a conversation at most 10 times an hour", extensions: refusal },
          ],
        }
        return new Response(JSON.stringify(body), {
          headers: { "content-type": "application/graphql-response+json; charset=utf-8" },
        })
      },
    })
    fireEvent.change(subject(), { target: { value: "Yksitoista" } })
    fireEvent.change(message(), { target: { value: "Vielä yksi keskustelu." } })
    fireEvent.click(send())
    const notice =
      "You have started many new conversations within the past hour. Please try again later, or reply in an earlier conversation."
    expect(await screen.findByText(notice)).toBeTruthy()
    expect(screen.queryByText("Sending the message failed. Try again.")).toBeNull()
    expect(subject().value).toBe("Yksitoista")
    // editing again puts the notice away
    fireEvent.change(message(), { target: { value: "Vielä yksi keskustelu, myöhemmin." } })
    expect(screen.queryByText(notice)).toBeNull()
  })
})
