// @vitest-environment happy-dom
// Issue 31, in Swedish: a file not attached says why, one line a file, beside the attachment field and in the
// error summary: a type not allowed, a selection over 9 MB, and the upload service's refusals (content that is
// not its type, an empty file); the typed message is kept and nothing is sent while a failed file is listed.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ATTACHMENTS_MAX_TOTAL_BYTES } from "../../../../src/domain/messaging.ts"
import { NewConversationPage } from "../../../../src/features/messaging/views/NewConversationPage.tsx"
import { buildRoutePath, operationNameOf, renderPages, useWorkerSandbox } from "./support.tsx"

const sandbox = useWorkerSandbox()
afterEach(cleanup)

const ALLOWED =
  "pdf, rtf, ods, odt, pptx, xlsx, docx, gif, jpg, jpeg, jpe, png, tif, tiff, csv, txt, text, doc, xls, ppt, dotx"

const sized = (name: string, type: string, bytes: number) =>
  Object.defineProperty(new File(["x"], name, { type }), "size", { value: bytes })

describe("refused attachments say why (sv)", () => {
  it("names each file with its reason beside the field and in the summary, keeping the message", async () => {
    const operations: string[] = []
    const { uploads } = await renderPages(
      sandbox(),
      { conversationNew: <NewConversationPage /> },
      buildRoutePath("conversationNew", "sv"),
      {
        lang: "sv",
        intercept: async (request) => {
          const name = await operationNameOf(request)
          if (name) operations.push(name)
          return undefined
        },
      },
    )
    const subject = await screen.findByRole("textbox", { name: /^Ämne/ })
    const message = screen.getByRole("textbox", { name: /^Meddelande/ }) as HTMLTextAreaElement
    fireEvent.change(subject, { target: { value: "Utslag" } })
    fireEvent.change(message, { target: { value: "Se bilagorna." } })
    const picker = screen.getByLabelText("Lägg till bilagor")
    const errors = () =>
      [...document.querySelectorAll(".attachments-field__errors .field__error")].map((p) => p.textContent)

    // too large together: each file of the selection is named
    fireEvent.change(picker, {
      target: {
        files: [
          sized("röntgen.pdf", "application/pdf", ATTACHMENTS_MAX_TOTAL_BYTES - 10),
          sized("remiss.pdf", "application/pdf", 11),
        ],
      },
    })
    expect(errors()).toEqual([
      "Bilagan är för stor Bilagornas maximala storlek är 9 MB",
      "röntgen.pdf lades inte till: bilagorna får vara högst 9 MB sammanlagt.",
      "remiss.pdf lades inte till: bilagorna får vara högst 9 MB sammanlagt.",
    ])

    // a type not allowed, beside one the upload service refuses by its content and an empty one
    fireEvent.change(picker, {
      target: {
        files: [
          new File(["MZ"], "program.exe", { type: "application/x-msdownload" }),
          new File(["inte en bild"], "utslag.png", { type: "image/png" }),
          new File([], "tom.txt", { type: "text/plain" }),
        ],
      },
    })
    expect(errors()).toEqual([`program.exe kan inte bifogas. Tillåtna filtyper: ${ALLOWED}.`])
    await waitFor(() => expect(uploads.requests).toHaveLength(2))
    await act(() => uploads.answer(0))
    await act(() => uploads.answer(1))
    const chosen = screen.getByRole("list", { name: "Valda bilagor" })
    const content =
      "Uppladdningen misslyckades: filens innehåll stämmer inte med dess typ (filen kan ha bytt namn)."
    const empty = "Uppladdningen misslyckades: filen är tom."
    await waitFor(() => expect(within(chosen).getByText(content)).toBeTruthy())
    expect(within(chosen).getByText(empty)).toBeTruthy()
    // said once as each upload ends
    expect(screen.getAllByRole("status").map((region) => region.textContent)).toContain(`tom.txt: ${empty}`)

    // a failed file holds the send back: the summary lists every file's reason, and the message stays
    fireEvent.click(screen.getByRole("button", { name: "Skicka" }))
    const summary = (await screen.findByRole("heading", { name: "Kontrollera följande fält" })).parentElement!
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      `Bilagor: program.exe kan inte bifogas. Tillåtna filtyper: ${ALLOWED}.`,
      `Bilagor: utslag.png: ${content}`,
      `Bilagor: tom.txt: ${empty}`,
    ])
    expect(message.value).toBe("Se bilagorna.")
    expect(operations).not.toContain("SendMessageInNewThread")

    // removed, the rest goes
    fireEvent.click(screen.getByRole("button", { name: "Ta bort utslag.png" }))
    fireEvent.click(screen.getByRole("button", { name: "Ta bort tom.txt" }))
    await waitFor(() => expect(screen.queryByRole("list", { name: "Valda bilagor" })).toBeNull())
    fireEvent.click(screen.getByRole("button", { name: "Skicka" }))
    await waitFor(() => expect(operations).toContain("SendMessageInNewThread"))
  })

  it("keeps the first 10 files and names each one past them, with the count", async () => {
    await renderPages(
      sandbox(),
      { conversationNew: <NewConversationPage /> },
      buildRoutePath("conversationNew", "sv"),
      {
        lang: "sv",
      },
    )
    await screen.findByRole("textbox", { name: /^Ämne/ })
    expect(screen.getByText(/Högst 10 filer och 9 MB sammanlagt\.$/)).toBeTruthy()
    const files = Array.from(
      { length: 12 },
      (_, index) => new File(["x"], `bild${index + 1}.txt`, { type: "text/plain" }),
    )
    fireEvent.change(screen.getByLabelText("Lägg till bilagor"), { target: { files } })
    const errors = [...document.querySelectorAll(".attachments-field__errors .field__error")].map(
      (p) => p.textContent,
    )
    expect(errors).toEqual([
      "bild11.txt lades inte till: ett meddelande kan ha högst 10 bilagor.",
      "bild12.txt lades inte till: ett meddelande kan ha högst 10 bilagor.",
    ])
    expect(within(screen.getByRole("list", { name: "Valda bilagor" })).getAllByRole("listitem")).toHaveLength(
      10,
    )
  })
})
