import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  AttachmentDownloadUrlDocument,
  CreateAttachmentUploadDocument,
  MessagingThreadForCustomerDocument,
  MessagingThreadsDocument,
  SendMessageDocument,
} from "../../../../generated/messaging.ts"
import { settle, type MessagingClient } from "../../../../src/api/messaging.ts"
import { readUpload } from "../../../../sandbox/account/uploads.ts"
import { errorCodes, rejection, startMessagingSandbox, type Login, type MessagingSandbox } from "./sandbox.ts"

let sandbox: MessagingSandbox
let aino: Login
let client: MessagingClient

beforeAll(async () => {
  sandbox = await startMessagingSandbox()
  aino = sandbox.login("aino")
  client = sandbox.client(aino)
})
afterAll(async () => {
  await sandbox.close()
})

// Files that are what they say by their first bytes (the upload checks them). Images, because contracts/openapi.yaml
// lets uploadFile take only JPEG and PNG bodies so far.
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00])
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

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

    const { attachmentDownloadUrl } = await settle(
      client.query(AttachmentDownloadUrlDocument, { id: sendMessage.attachments[0]?.id ?? "" }),
    )
    expect(attachmentDownloadUrl).toBe(`${sandbox.url}/api/uploads/${key}`)
    expect(readUpload(sandbox.db, key)?.bytes).toEqual(JPEG)
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
      const { attachmentDownloadUrl } = await settle(
        client.query(AttachmentDownloadUrlDocument, { id: attachment?.id ?? "" }),
      )
      const key = new URL(attachmentDownloadUrl).pathname.split("/").at(-1) ?? ""
      expect([...(readUpload(sandbox.db, key)?.bytes.slice(0, magic.length) ?? [])]).toEqual(magic)
    }
  })

  it("is NOT_FOUND for an attachment of another customer", async () => {
    const jari = sandbox.client(sandbox.login("jari"))
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

  it.todo(
    "uploads a PDF, a Word file and a text file (spec §5) once uploadFile in the contract takes their types",
  )
})
