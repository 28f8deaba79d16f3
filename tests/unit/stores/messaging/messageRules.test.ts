// Issue 31: the message's length against its limit (never cut), and why an attachment's upload failed, as the
// stores read them from the sandbox's answers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { ATTACHMENTS_MAX_TOTAL_BYTES } from "../../../../src/domain/messaging.ts"
import { MESSAGE_CONTENT_MAX_LENGTH } from "../../../../src/domain/text.ts"
import { apiError, httpError } from "../../../../src/platform/api/errors.ts"
import { messageLength } from "../../../../src/features/messaging/store/messageLength.ts"
import { uploadFailureOf } from "../../../../src/features/messaging/store/uploadFailure.ts"
import { disposeStores, file, messagingStore } from "./support.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())
afterEach(() => disposeStores())

const MAX = MESSAGE_CONTENT_MAX_LENGTH

describe("a message's length (10 000 characters, counted as the service counts them)", () => {
  it("is under the counter below 90 %, near from 90 %, in the last 100 and over past the limit", () => {
    expect(messageLength("a".repeat(MAX * 0.9 - 1))).toMatchObject({ band: "under", left: MAX * 0.1 + 1 })
    expect(messageLength("a".repeat(MAX * 0.9))).toMatchObject({ band: "near", left: MAX * 0.1, over: 0 })
    expect(messageLength("a".repeat(MAX - 101))).toMatchObject({ band: "near", left: 101 })
    expect(messageLength("a".repeat(MAX - 100))).toMatchObject({ band: "last", left: 100 })
    expect(messageLength("a".repeat(MAX))).toMatchObject({ band: "last", left: 0, over: 0 })
    expect(messageLength("a".repeat(MAX + 1))).toMatchObject({ band: "over", left: 0, over: 1 })
  })

  it("counts an emoji as one character, as the service does", () => {
    expect(messageLength("🩺".repeat(MAX)).over).toBe(0)
    expect(messageLength("🩺".repeat(MAX + 2))).toMatchObject({ length: MAX + 2, over: 2 })
  })
})

describe("why an upload failed, from the upload service's answer", () => {
  const validation = (path: string) =>
    httpError(400, { type: "ValidationError", details: [{ path, message: "x" }] })
  it("reads the refused part and the file's size, never the answer's English", () => {
    expect(uploadFailureOf(validation("header.content-type"), 10)).toBe("type")
    expect(uploadFailureOf(validation("body"), ATTACHMENTS_MAX_TOTAL_BYTES + 1)).toBe("tooLarge")
    expect(uploadFailureOf(validation("body"), 0)).toBe("empty")
    expect(uploadFailureOf(validation("body"), 10)).toBe("content")
    expect(uploadFailureOf(httpError(413, undefined), 10)).toBe("tooLarge")
    expect(uploadFailureOf(httpError(404, { type: "NotFound", message: "No upload" }), 10)).toBe("expired")
    expect(uploadFailureOf(httpError(503, ""), 10)).toBe("server")
    expect(uploadFailureOf(apiError({ kind: "network" }), 10)).toBe("connection")
    expect(uploadFailureOf(apiError({ kind: "timeout", timeoutMs: 120_000 }), 10)).toBe("connection")
    expect(uploadFailureOf(new Error("anything else"), 10)).toBe("server")
  })

  it("an item refused by the sandbox for content not of its type, or empty, says so; both hold the send back", async () => {
    const { area } = await messagingStore(sandbox, { login: sandbox.login("aino") })
    await area.access.ensureLoaded()
    const form = area.newConversation
    form.setSubject("Kuvat")
    form.setMessage("Liitteenä kuvat.")
    form.attachments.add([
      new File(["ei kuva"], "kuva.png", { type: "image/png" }),
      new File([], "tyhjä.txt", { type: "text/plain" }),
      file("ok.txt", "text/plain"),
    ])
    await form.attachments.whenSettled()
    expect(form.attachments.items.map((item) => [item.fileName, item.status, item.failure])).toEqual([
      ["kuva.png", "error", "content"],
      ["tyhjä.txt", "error", "empty"],
      ["ok.txt", "uploaded", undefined],
    ])
    expect(form.blockers).toEqual(["attachmentFailed"])
    expect(await form.send()).toBe(false)
    for (const item of form.attachments.items.filter((candidate) => candidate.status === "error")) {
      form.attachments.remove(item.localId)
    }
    expect(form.canSend).toBe(true)
  })

  it("a selection too large names each of its files; the reply refuses a text over the limit and keeps it", async () => {
    const { area } = await messagingStore(sandbox, { login: sandbox.login("aino") })
    await area.access.ensureLoaded()
    const attachments = area.newConversation.attachments
    attachments.add([
      file("a.pdf", "application/pdf", ATTACHMENTS_MAX_TOTAL_BYTES),
      file("b.exe", "application/octet-stream"),
      file("c.pdf", "application/pdf", 1),
    ])
    expect(attachments.rejected).toEqual([
      { fileName: "a.pdf", reason: "tooLarge" },
      { fileName: "b.exe", reason: "extension" },
      { fileName: "c.pdf", reason: "tooLarge" },
    ])
    const reply = area.openThread("1").reply
    reply.setText("a".repeat(MAX + 1))
    expect(reply.text).toHaveLength(MAX + 1)
    expect(reply.blockers).toEqual(["tooLong"])
    expect(await reply.send()).toBeUndefined()
    expect(reply.text).toHaveLength(MAX + 1)
  })
})
