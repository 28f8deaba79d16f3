import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { toIsoDate } from "../../../../src/domain/dates.ts"
import { ATTACHMENTS_MAX_TOTAL_BYTES } from "../../../../src/domain/messaging.ts"
import { disposeStores, file, messagingStore, operationNameOf, type StoreOptions } from "./support.ts"
import { testClock } from "../../../support/clock.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())
afterEach(() => disposeStores())

const isUpload = (request: Request) => request.method === "PUT" && request.url.includes("/api/uploads/")

async function aino(options: StoreOptions = {}) {
  const store = await messagingStore(sandbox, { login: sandbox.login("aino"), ...options })
  await store.area.access.ensureLoaded()
  return store
}

/** An open, active thread of Aino's. */
async function openActiveThread(options: StoreOptions = {}) {
  const store = await aino(options)
  await store.area.conversations.open()
  const active = store.area.conversations.items.find(
    (item) => item.isActive && item.title.kind === "title" && item.title.text === "Selkäkipu",
  )
  if (!active) throw new Error("Aino's active thread Selkäkipu is missing from the seed")
  const thread = store.area.openThread(active.id)
  await thread.open()
  return { ...store, thread }
}

describe("attachments (spec §3, §5, §7)", () => {
  it("uploads each file at once with its progress, and dates it by the Helsinki day", async () => {
    const { area, requests } = await aino()
    const attachments = area.newConversation.attachments
    attachments.add([file("Tulokset.PDF", "application/pdf", 2048), file("kuva.png", "image/png")])
    expect(attachments.items.map((item) => item.status)).toEqual(["uploading", "uploading"])
    expect(attachments.isUploading).toBe(true)
    await attachments.whenSettled()
    expect(attachments.items.map((item) => [item.status, item.progress, item.type])).toEqual([
      ["uploaded", 100, "binary"],
      ["uploaded", 100, "image"],
    ])
    expect(attachments.items[0]!.createdAt).toBe(toIsoDate(new Date(testClock())))
    expect(attachments.uploaded).toEqual([
      { key: expect.any(String), fileName: "Tulokset.PDF", contentType: "application/pdf" },
      { key: expect.any(String), fileName: "kuva.png", contentType: "image/png" },
    ])
    const uploads = requests.filter(isUpload)
    expect(uploads.map((request) => request.headers.get("content-type"))).toEqual([
      "application/pdf",
      "image/png",
    ])
  })

  it("refuses the whole selection when the total would pass 9437184 bytes ('Attachment file is too large')", async () => {
    const { area } = await aino()
    const attachments = area.newConversation.attachments
    attachments.add([file("a.txt", "text/plain", 100)])
    attachments.add([
      file("b.pdf", "application/pdf", ATTACHMENTS_MAX_TOTAL_BYTES - 150),
      file("c.pdf", "application/pdf", 100),
    ])
    expect(attachments.tooLarge).toBe(true)
    expect(attachments.items.map((item) => item.fileName)).toEqual(["a.txt"])
    attachments.add([file("b.pdf", "application/pdf", ATTACHMENTS_MAX_TOTAL_BYTES - 100)])
    expect(attachments.tooLarge).toBe(false)
    expect(attachments.totalBytes).toBe(ATTACHMENTS_MAX_TOTAL_BYTES)
    await attachments.whenSettled()
    expect(attachments.items.every((item) => item.status === "uploaded")).toBe(true)
  })

  it("refuses a wrong extension or type and names the file", async () => {
    const { area } = await aino()
    const attachments = area.newConversation.attachments
    attachments.add([
      file("ohjelma.exe", "application/octet-stream"),
      file("sivu.pdf", "text/html"),
      file("muistio.TXT", "text/plain"),
    ])
    expect(attachments.rejected).toEqual([
      { fileName: "ohjelma.exe", reason: "extension" },
      { fileName: "sivu.pdf", reason: "contentType" },
    ])
    expect(attachments.hasSelectionErrors).toBe(true)
    expect(attachments.items.map((item) => item.fileName)).toEqual(["muistio.TXT"])
    attachments.dismissSelectionErrors()
    expect(attachments.hasSelectionErrors).toBe(false)
    await attachments.whenSettled()
  })

  it("a failed upload is an error item, not retried, removable, and not sent", async () => {
    const { area, requests } = await aino({
      intercept: (request) => {
        if (isUpload(request)) request.headers.set("x-sandbox-fault", "status=500")
      },
    })
    const attachments = area.newConversation.attachments
    attachments.add([file("a.txt", "text/plain")])
    await attachments.whenSettled()
    const [item] = attachments.items
    expect(item!.status).toBe("error")
    expect(attachments.hasErrors).toBe(true)
    expect(attachments.uploaded).toEqual([])
    expect(attachments.totalBytes).toBe(0)
    expect(requests.filter(isUpload)).toHaveLength(1)
    attachments.remove(item!.localId)
    expect(attachments.items).toHaveLength(0)
  })

  it("removing an item while it uploads cancels the upload", async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const { area } = await aino({
      intercept: async (request) => {
        if (isUpload(request)) await held
      },
    })
    const attachments = area.newConversation.attachments
    attachments.add([file("a.txt", "text/plain")])
    attachments.remove(attachments.items[0]!.localId)
    release()
    await attachments.whenSettled()
    expect(attachments.items).toHaveLength(0)
  })
})

describe("a reply (spec §4, §5)", () => {
  it("needs text or an attachment; sends the text, clears the box and shows the message in the thread", async () => {
    const { thread, drafts } = await openActiveThread()
    const reply = thread.reply
    expect(reply.blockers).toEqual(["empty"])
    expect(await thread.sendReply()).toBe(false)
    reply.setText("  Kiitos, selkä on parempi.  ")
    expect(drafts.entries.size).toBe(1)
    expect(reply.canSend).toBe(true)
    const count = thread.messages.length
    const sending = thread.sendReply()
    expect(reply.isSending).toBe(true)
    expect(reply.blockers).toEqual(["sending"])
    expect(await sending).toBe(true)
    expect(reply.text).toBe("")
    expect(reply.sendState).toBe("idle")
    expect(drafts.entries.size).toBe(0)
    expect(thread.messages).toHaveLength(count + 1)
    expect(thread.lastMessage).toMatchObject({ content: "Kiitos, selkä on parempi.", isOwn: true })
  })

  it("sends an attachment alone, after its upload", async () => {
    const { thread } = await openActiveThread()
    thread.reply.attachments.add([file("kuva.jpg", "image/jpeg")])
    expect(thread.reply.canSend).toBe(true)
    expect(await thread.sendReply()).toBe(true)
    expect(thread.reply.attachments.items).toHaveLength(0)
    expect(thread.lastMessage?.attachments).toEqual([
      {
        id: expect.any(String),
        fileName: "kuva.jpg",
        contentType: "image/jpeg",
        type: "image",
        previewable: true,
      },
    ])
  })

  it("'Failed to send the message.' keeps the text and the attachments", async () => {
    const { thread } = await openActiveThread({
      intercept: async (request) => {
        if ((await operationNameOf(request)) === "SendMessage")
          request.headers.set("x-sandbox-fault", "status=503")
      },
    })
    thread.reply.setText("Tämä ei mene perille")
    thread.reply.attachments.add([file("a.txt", "text/plain")])
    expect(await thread.sendReply()).toBe(false)
    expect(thread.reply.sendFailed).toBe(true)
    expect(thread.reply.text).toBe("Tämä ei mene perille")
    expect(thread.reply.attachments.items.map((item) => item.status)).toEqual(["uploaded"])
    thread.reply.dismissFailure()
    expect(thread.reply.sendState).toBe("idle")
  })

  it("keeps the reply as a draft per thread, restored when the thread opens again", async () => {
    const first = await openActiveThread()
    first.thread.reply.setText("Luonnos")
    const second = await openActiveThread({ drafts: first.drafts })
    const thread = second.area.openThread(first.thread.threadId)
    await thread.open()
    expect(thread.reply.text).toBe("Luonnos")
    thread.reply.setText("")
    expect(first.drafts.entries.size).toBe(0)
  })
})

describe("a new conversation (spec §2, §4, §5)", () => {
  it("is blocked while the subject or message is empty after trimming, or the subject is too long", async () => {
    const { area } = await aino()
    const form = area.newConversation
    form.open()
    expect(form.recipient).toEqual({ kind: "healthcareTeam" })
    expect(form.blockers).toEqual(["subjectEmpty", "messageEmpty"])
    form.setSubject("   ")
    form.setMessage("Viesti")
    expect(form.blockers).toEqual(["subjectEmpty"])
    form.setSubject("x".repeat(71))
    expect(form.subjectLength).toBe(71)
    expect(form.subjectMaxLength).toBe(70)
    expect(form.blockers).toEqual(["subjectTooLong"])
    expect(await form.send()).toBe(false)
  })

  it("sends with two attachments and gives the one new thread, which has them", async () => {
    const { area, drafts } = await aino()
    const form = area.newConversation
    form.open()
    form.setSubject("  Kysymys rokotuksista  ")
    form.setMessage("Tarvitsenko tehosteen?")
    expect(drafts.entries.size).toBe(1)
    form.attachments.add([file("todistus.pdf", "application/pdf"), file("kuva.png", "image/png")])
    const sending = form.send()
    expect(form.isSending).toBe(true)
    expect(form.blockers).toEqual(["sending"])
    expect(await sending).toBe(true)
    expect(form.state).toBe("sent")
    expect(form.newThreadId).toMatch(/^\d+$/)
    expect(drafts.entries.size).toBe(0)
    const thread = area.openThread(form.newThreadId!)
    await thread.open()
    expect(thread.title).toEqual({ kind: "title", text: "Kysymys rokotuksista" })
    expect(thread.messages[0]?.attachments.map((attachment) => attachment.fileName)).toEqual([
      "todistus.pdf",
      "kuva.png",
    ])
    form.open()
    expect([form.subject, form.message, form.attachments.items.length, form.state]).toEqual([
      "",
      "",
      0,
      "idle",
    ])
  })

  it("'Sending the message failed. Try again.' keeps everything, on a failure", async () => {
    const { area } = await aino({
      intercept: async (request) => {
        if ((await operationNameOf(request)) === "SendMessageInNewThread")
          request.headers.set("x-sandbox-fault", "drop")
      },
    })
    const form = area.newConversation
    form.setSubject("Aihe")
    form.setMessage("Viesti")
    form.attachments.add([file("a.txt", "text/plain")])
    expect(await form.send()).toBe(false)
    expect(form.sendFailed).toBe(true)
    expect([form.subject, form.message, form.attachments.uploaded.length]).toEqual(["Aihe", "Viesti", 1])
    expect(form.newThreadId).toBeUndefined()
  })

  it("fails unless exactly one thread comes back", async () => {
    for (const ids of [[], ["101", "102"]]) {
      const { area } = await aino({
        intercept: async (request) =>
          (await operationNameOf(request)) === "SendMessageInNewThread"
            ? Response.json({ data: { sendMessageInNewThread: ids } })
            : undefined,
      })
      const form = area.newConversation
      form.setSubject("Aihe")
      form.setMessage("Viesti")
      expect(await form.send()).toBe(false)
      expect(form.state).toBe("failed")
      expect(form.newThreadId).toBeUndefined()
    }
  })

  it("keeps subject and message as a draft, restored as the form opens", async () => {
    const first = await aino()
    first.area.newConversation.setSubject("Aihe")
    first.area.newConversation.setMessage("Kesken jäänyt viesti")
    const second = await aino({ drafts: first.drafts })
    second.area.newConversation.open()
    expect([second.area.newConversation.subject, second.area.newConversation.message]).toEqual([
      "Aihe",
      "Kesken jäänyt viesti",
    ])
  })

  it("keeps no draft for another customer on the same tab", async () => {
    const first = await aino()
    first.area.newConversation.setMessage("Ainon luonnos")
    const jari = await messagingStore(sandbox, { login: sandbox.login("jari"), drafts: first.drafts })
    await jari.area.access.ensureLoaded()
    jari.area.newConversation.open()
    expect(jari.area.newConversation.message).toBe("")
  })
})
