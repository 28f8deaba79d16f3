// Uploads by content (the file-type table of openapi.yaml, requestBodies UploadedFile): a PUT whose body is not
// what its type says is refused; an attachment named with another type's extension is refused; legacy Word and
// Excel files go end to end; a download's file name carries no control character or direction override.
import { defineCases, type CaseContext, type GraphqlRequest, type RequestParts } from "../support/cases.ts"
import { ask, login, LOGIN, seeded, UNSIGNED, type Login } from "./messaging.ts"

const bytes = (...values: number[]) => new Uint8Array(values)
const ascii = (text: string) => new TextEncoder().encode(text)

// A Windows program's first bytes: "MZ", then NUL bytes
const PROGRAM = bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00)
// An OLE2 compound document's header, as legacy Word, Excel and PowerPoint files begin
const OLE2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00, 0x00, 0x00)
const TEXT = ascii("Verenpaine aamulla 128/84, illalla 131/86.\n")
const WORD = "application/msword"
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"

interface Upload {
  key: string
  url: string
}

async function handOut(context: CaseContext, as: Login): Promise<Upload> {
  const data = await ask<{ createAttachmentUpload: Upload }>(
    context,
    as,
    "mutation CreateAttachmentUpload { createAttachmentUpload { key url } }",
  )
  return data.createAttachmentUpload
}

/** An attachment key handed out to Aino; the case PUTs to it. */
async function attachmentKey(context: CaseContext): Promise<RequestParts> {
  const upload = await handOut(context, await login(context))
  return { path: { key: new URL(upload.url).pathname.split("/").at(-1) ?? "" } }
}

/** A reply in Aino's open thread with one file, PUT first with its type, attached under `fileName`. */
function replyWith(file: Uint8Array, contentType: string, fileName: string) {
  return async (context: CaseContext): Promise<GraphqlRequest> => {
    const as = await login(context)
    const { openThreadId } = await seeded(context, as)
    const upload = await handOut(context, as)
    const put = await context.fetch(new URL(upload.url).pathname, {
      method: "PUT",
      headers: { "content-type": contentType },
      body: file as Uint8Array<ArrayBuffer>,
    })
    if (put.status !== 204) throw new Error(`setup: the upload answered ${put.status}`)
    const attachments = [{ key: upload.key, fileName, contentType }]
    return {
      ...as,
      variables: {
        threadId: openThreadId,
        message: { content: "", attachments, questionnaireInvitations: [] },
      },
    }
  }
}

const put = (title: string, contentType: string, file: Uint8Array, status: number) => ({
  operationId: "uploadFile",
  title,
  request: { raw: { contentType, bytes: file } },
  setup: attachmentKey,
  status,
  sandboxOnly: LOGIN,
})

export const cases = defineCases([
  put("a program sent as plain text (a NUL byte in its first bytes)", "text/plain", PROGRAM, 400),
  put("a program sent as a PDF", "application/pdf", PROGRAM, 400),
  put("a legacy Word file sent as an Office Open XML document", DOCX, OLE2, 400),
  put("a legacy Word file (an OLE2 document)", WORD, OLE2, 204),
  put("a legacy Excel file (an OLE2 document)", "application/vnd.ms-excel", OLE2, 204),
  put("plain text", "text/plain", TEXT, 204),
  {
    graphql: "SendMessage",
    title: "a text file attached as tulokset.pdf: refused, its extension is not its type's",
    setup: replyWith(TEXT, "text/plain", "tulokset.pdf"),
    status: 200,
    expectError: "BAD_USER_INPUT",
    sandboxOnly: LOGIN,
  },
  {
    graphql: "SendMessage",
    title: "a legacy Word file attached as lausunto.doc",
    setup: replyWith(OLE2, WORD, "lausunto.doc"),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "downloadFile",
    title: "a file name with the right-to-left override U+202E",
    request: {
      path: { key: "up-0000000000000000" },
      query: { filename: "tulokset\u202efdp.exe", ...UNSIGNED },
    },
    status: 400,
  },
  {
    operationId: "downloadFile",
    title: "a file name with a C1 control",
    request: { path: { key: "up-0000000000000000" }, query: { filename: "tulokset\u0085.pdf", ...UNSIGNED } },
    status: 400,
  },
])
