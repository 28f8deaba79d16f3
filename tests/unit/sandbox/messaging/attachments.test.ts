import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  AttachmentDownloadUrlDocument,
  CreateAttachmentUploadDocument,
  MessagingThreadForCustomerDocument,
  MessagingThreadsDocument,
  SendMessageDocument,
} from "../../../../generated/messaging.ts"
import { settle, type MessagingClient } from "../../../../src/platform/api/messaging.ts"
import { downloadUrl } from "../../../../sandbox/account/downloadUrls.ts"
import { testNow } from "../../../support/clock.ts"
import { errorCodes, rejection, messagingClient } from "./sandbox.ts"
import { type Login, type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
let aino: Login
let client: MessagingClient

beforeAll(async () => {
  sandbox = await startTestSandbox()
  aino = sandbox.login("aino")
  client = messagingClient(sandbox, aino)
})
afterAll(async () => {
  await sandbox.close()
})

// Files that are what they say by their first bytes (the upload checks them where the type has a signature).
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00])
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n")
// A .docx is a zip archive: it begins with a local file header.
const DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00])
const TEXT = new TextEncoder().encode("Oireet alkoivat maanantaina: yskä ja kuume 38,2 °C.\n")
const WORD = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
// Legacy Word, Excel and PowerPoint files are OLE2 compound documents.
const OLE2 = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00])

/** Aino's session cookie, which the browser sends with a download URL opened in a new tab. */
const asAino = () => ({ cookie: aino.cookie })

/** The file behind a download URL, as the browser's new tab would get it. */
async function download(url: string) {
  const response = await fetch(url, { headers: asAino() })
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    disposition: response.headers.get("content-disposition"),
    bytes: new Uint8Array(await response.arrayBuffer()),
  }
}

async function downloadUrlOf(attachmentId: string): Promise<string> {
  const { attachmentDownloadUrl } = await settle(
    client.query(AttachmentDownloadUrlDocument, { id: attachmentId }, { requestPolicy: "network-only" }),
  )
  return attachmentDownloadUrl
}

async function upload(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<string> {
  const { createAttachmentUpload } = await settle(client.mutation(CreateAttachmentUploadDocument, {}))
  expect(createAttachmentUpload.url).toBe(`${sandbox.url}/api/uploads/${createAttachmentUpload.key}`)
  const response = await fetch(createAttachmentUpload.url, {
    method: "PUT",
    headers: { "content-type": contentType },
    body: bytes,
  })
  expect(response.status).toBe(204)
  return createAttachmentUpload.key
}

async function threadId(title: string): Promise<string> {
  const { messagingThreads } = await settle(
    client.query(MessagingThreadsDocument, { pagination: { limit: 9999 } }),
  )
  const id = messagingThreads.items.find((item) => item.title === title)?.id
  if (!id) throw new Error(`no thread ${title}`)
  return id
}

function send(
  threadId: string,
  attachments: { key: string; fileName: string; contentType: string }[],
  content = "",
) {
  return settle(
    client.mutation(SendMessageDocument, {
      threadId,
      message: { content, attachments, questionnaireInvitations: [] },
    }),
  )
}

describe("attachments", () => {
  it("uploads a file to the handed-out URL, sends it without text, and gives a URL the file downloads from", async () => {
    const key = await upload(JPEG, "image/jpeg")
    const id = await threadId("Selkäkipu")
    const { sendMessage } = await send(id, [{ key, fileName: "Polvi.JPEG", contentType: "image/jpeg" }])
    expect(sendMessage.attachments).toMatchObject([
      {
        id: expect.stringMatching(/^\d+$/),
        fileName: "Polvi.JPEG",
        contentType: "image/jpeg",
        type: "image",
      },
    ])
    const data = await settle(
      client.query(
        MessagingThreadForCustomerDocument,
        { id, pagination: { limit: 1 } },
        { requestPolicy: "network-only" },
      ),
    )
    expect(data.messagingThreadForCustomer?.messages.items[0]?.attachments).toEqual(sendMessage.attachments)

    const url = await downloadUrlOf(sendMessage.attachments[0]?.id ?? "")
    expect(url).toMatch(
      new RegExp(
        `^${sandbox.url}/api/uploads/${key}\\?filename=Polvi\\.JPEG&expires=\\d+&signature=[\\w-]{43}$`,
      ),
    )
    expect(await download(url)).toEqual({
      status: 200,
      contentType: "image/jpeg",
      disposition: 'attachment; filename="Polvi.JPEG"',
      bytes: JPEG,
    })
  })

  it("serves the seeded attachments' files: a PDF and a JPEG", async () => {
    for (const [title, magic] of [
      ["Laboratoriotulokset", [0x25, 0x50, 0x44, 0x46]],
      ["Ihottuma kyynärvarressa", [0xff, 0xd8, 0xff]],
    ] as const) {
      const data = await settle(
        client.query(MessagingThreadForCustomerDocument, {
          id: await threadId(title),
          pagination: { limit: 9999 },
        }),
      )
      const attachment = data.messagingThreadForCustomer?.messages.items.flatMap((m) => m.attachments)[0]
      const file = await download(await downloadUrlOf(attachment?.id ?? ""))
      expect(file.status).toBe(200)
      expect(file.contentType).toBe(attachment?.contentType)
      expect(file.disposition).toContain(`filename="${attachment?.fileName}"`)
      expect([...file.bytes.slice(0, magic.length)]).toEqual(magic)
    }
  })

  it("is NOT_FOUND for an attachment of another customer", async () => {
    const jari = messagingClient(sandbox, sandbox.login("jari"))
    const data = await settle(
      client.query(MessagingThreadForCustomerDocument, {
        id: await threadId("Laboratoriotulokset"),
        pagination: { limit: 9999 },
      }),
    )
    const id = data.messagingThreadForCustomer?.messages.items.flatMap((m) => m.attachments)[0]?.id ?? ""
    const error = await rejection(settle(jari.query(AttachmentDownloadUrlDocument, { id })))
    expect(errorCodes(error)).toEqual(["NOT_FOUND"])
  })

  it("refuses a wrong extension, a type other than the upload's, an unused key and a key used already", async () => {
    const id = await threadId("Selkäkipu")
    const key = await upload(JPEG, "image/jpeg")
    const { createAttachmentUpload: empty } = await settle(
      client.mutation(CreateAttachmentUploadDocument, {}),
    )
    const refusals = [
      [{ key, fileName: "kuva.exe", contentType: "image/jpeg" }],
      [{ key, fileName: "kuva.png", contentType: "image/png" }],
      [{ key: empty.key, fileName: "kuva.jpg", contentType: "image/jpeg" }],
      [{ key: "up-not-handed-out-1", fileName: "kuva.jpg", contentType: "image/jpeg" }],
    ]
    for (const attachments of refusals) {
      const error = await rejection(send(id, attachments, "Liite"))
      expect(errorCodes(error)).toEqual(["BAD_USER_INPUT"])
    }
    await send(id, [{ key, fileName: "kuva.jpg", contentType: "image/jpeg" }])
    const again = await rejection(send(id, [{ key, fileName: "kuva.jpg", contentType: "image/jpeg" }]))
    expect(errorCodes(again)).toEqual(["BAD_USER_INPUT"])
  })

  it("refuses attachments over 9 MiB together (spec §5)", async () => {
    const id = await threadId("Selkäkipu")
    const half = new Uint8Array(5 * 1024 * 1024)
    half.set(PNG_SIGNATURE)
    const keys = [await upload(half, "image/png"), await upload(half, "image/png")]
    const attachments = keys.map((key, index) => ({
      key,
      fileName: `kuva${index}.png`,
      contentType: "image/png",
    }))
    const error = await rejection(send(id, attachments))
    expect(errorCodes(error)).toEqual(["BAD_USER_INPUT"])
    const { sendMessage } = await send(id, attachments.slice(0, 1))
    expect(sendMessage.attachments).toHaveLength(1)
  })

  it("refuses more than 10 files in a message (ours, issue 31), and takes 10", async () => {
    const id = await threadId("Selkäkipu")
    const attachments = []
    for (let index = 0; index < 11; index++) {
      attachments.push({
        key: await upload(TEXT, "text/plain"),
        fileName: `huom${index}.txt`,
        contentType: "text/plain",
      })
    }
    const error = await rejection(send(id, attachments))
    expect(errorCodes(error)).toEqual(["BAD_USER_INPUT"])
    expect(String(error)).toContain("must be at most 10 files")
    const { sendMessage } = await send(id, attachments.slice(0, 10))
    expect(sendMessage.attachments).toHaveLength(10)
  })

  it("uploads a PDF, a Word file and a text file (spec §5), sends them, and downloads each under its name", async () => {
    const files = [
      { bytes: PDF, contentType: "application/pdf", fileName: "Laboratoriotulokset – marraskuu.pdf" },
      { bytes: DOCX, contentType: WORD, fileName: "Lähete.docx" },
      { bytes: TEXT, contentType: "text/plain", fileName: "oireet.txt" },
    ]
    const keys: string[] = []
    for (const file of files) keys.push(await upload(file.bytes, file.contentType))
    const { sendMessage } = await send(
      await threadId("Selkäkipu"),
      files.map(({ fileName, contentType }, index) => ({ key: keys[index]!, fileName, contentType })),
    )
    expect(sendMessage.attachments.map((a) => [a.fileName, a.contentType, a.type])).toEqual([
      ["Laboratoriotulokset – marraskuu.pdf", "application/pdf", "binary"],
      ["Lähete.docx", WORD, "binary"],
      ["oireet.txt", "text/plain", "binary"],
    ])
    const disposition = [
      `attachment; filename="Laboratoriotulokset _ marraskuu.pdf"; filename*=UTF-8''Laboratoriotulokset%20%E2%80%93%20marraskuu.pdf`,
      `attachment; filename="Lahete.docx"; filename*=UTF-8''L%C3%A4hete.docx`,
      'attachment; filename="oireet.txt"',
    ]
    for (const [index, attachment] of sendMessage.attachments.entries()) {
      const url = await downloadUrlOf(attachment.id)
      const file = files[index]!
      expect(await download(url)).toEqual({
        status: 200,
        contentType: file.contentType,
        disposition: disposition[index],
        bytes: file.bytes,
      })
      // The spec's content-type check (headFile): the headers without the body.
      const head = await fetch(url, { method: "HEAD", headers: asAino() })
      expect([head.status, head.headers.get("content-type"), (await head.arrayBuffer()).byteLength]).toEqual([
        200,
        file.contentType,
        0,
      ])
    }
  })

  it("refuses a file named with another type's extension: a text file is not tulokset.pdf", async () => {
    const id = await threadId("Selkäkipu")
    const key = await upload(TEXT, "text/plain")
    for (const fileName of ["tulokset.pdf", "kuva.jpg", "muistio.doc"]) {
      const error = await rejection(send(id, [{ key, fileName, contentType: "text/plain" }]))
      expect(errorCodes(error), fileName).toEqual(["BAD_USER_INPUT"])
    }
    const { sendMessage } = await send(id, [{ key, fileName: "muistio.TEXT", contentType: "text/plain" }])
    expect(sendMessage.attachments.map((a) => a.fileName)).toEqual(["muistio.TEXT"])
  })

  it("takes legacy Word, Excel and PowerPoint files end to end, by their OLE2 header", async () => {
    const files = [
      { fileName: "lausunto.doc", contentType: "application/msword" },
      { fileName: "verenpaine.xls", contentType: "application/vnd.ms-excel" },
      { fileName: "ohjeet.ppt", contentType: "application/vnd.ms-powerpoint" },
    ]
    const keys: string[] = []
    for (const file of files) keys.push(await upload(OLE2, file.contentType))
    const { sendMessage } = await send(
      await threadId("Selkäkipu"),
      files.map((file, index) => ({ ...file, key: keys[index]! })),
    )
    expect(sendMessage.attachments.map((a) => [a.fileName, a.contentType])).toEqual(
      files.map((file) => [file.fileName, file.contentType]),
    )
    const file = await download(await downloadUrlOf(sendMessage.attachments[0]!.id))
    expect([file.status, file.contentType, file.bytes]).toEqual([200, "application/msword", OLE2])
  })

  it("refuses an upload of another type than the key was handed out for, or of a body that is not its type", async () => {
    const { createAttachmentUpload } = await settle(client.mutation(CreateAttachmentUploadDocument, {}))
    const put = (body: Uint8Array<ArrayBuffer> | string, contentType: string) =>
      fetch(createAttachmentUpload.url, { method: "PUT", headers: { "content-type": contentType }, body })
    // Not an attachment type (spec §5): the contract's 400 ValidationError.
    for (const contentType of ["text/html", "application/zip", "image/svg+xml"]) {
      const response = await put("<svg/>", contentType)
      expect(response.status, contentType).toBe(400)
      expect(await response.json()).toMatchObject({ details: [{ path: "header.content-type" }] })
    }
    // An attachment type, but the bytes say otherwise.
    expect((await put(TEXT, "application/pdf")).status).toBe(400)
    expect((await put(PDF, WORD)).status).toBe(400)
    expect((await put(DOCX, "application/msword")).status).toBe(400)
    // a program is not text: it has NUL bytes
    expect((await put(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), "text/plain")).status).toBe(400)
    const readBack = downloadUrl(createAttachmentUpload.key, sandbox.url, testNow())
    expect((await download(readBack)).status).toBe(404)
    expect((await put(PDF, "application/pdf")).status).toBe(204)
    expect((await download(readBack)).bytes).toEqual(PDF)
  })
})
