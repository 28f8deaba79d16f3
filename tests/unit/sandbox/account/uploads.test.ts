import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { beginsAs, safeFileName } from "../../../../sandbox/account/uploadFiles.ts"
import { contentDisposition } from "../../../../sandbox/contentDisposition.ts"
import { createUpload } from "../../../../sandbox/account/uploads.ts"
import { JPEG_BYTES, PNG_BYTES, startTestSandbox, type TestSandbox } from "./sandbox.ts"
import { testNow } from "../../../support/clock.ts"

let sandbox: TestSandbox
beforeEach(async () => {
  sandbox = await startTestSandbox()
})
afterEach(() => sandbox.close())

const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n")

function handOut(allowedTypes: string[], purpose = "attachment") {
  return createUpload(sandbox.db, {
    personaId: "aino",
    purpose,
    allowedTypes,
    maxBytes: 1024 * 1024,
    now: testNow(),
  })
}

describe("downloadFile and headFile", () => {
  it("serve the uploaded bytes with their type, size and a download name", async () => {
    const { url } = handOut(["application/pdf"])
    expect((await sandbox.request("PUT", url, { body: PDF, contentType: "application/pdf" })).status).toBe(
      204,
    )

    const got = await sandbox.request("GET", url)
    expect(got.status).toBe(200)
    expect(got.bytes).toEqual(PDF)
    expect(got.headers.get("content-type")).toBe("application/pdf")
    expect(got.headers.get("content-length")).toBe(String(PDF.length))
    expect(got.headers.get("content-disposition")).toBe('attachment; filename="attachment.pdf"')
    expect(got.headers.get("x-content-type-options")).toBe("nosniff")

    const head = await sandbox.request("HEAD", url)
    expect(head.status).toBe(200)
    expect(head.bytes).toHaveLength(0)
    for (const name of ["content-type", "content-length", "content-disposition"]) {
      expect(head.headers.get(name), name).toBe(got.headers.get(name))
    }
  })

  it("name the download after `filename`, in UTF-8 when it is not plain ASCII (RFC 5987)", async () => {
    const { url } = handOut(["application/pdf"])
    await sandbox.request("PUT", url, { body: PDF, contentType: "application/pdf" })
    const named = `${url}?${new URLSearchParams({ filename: "Laboratoriotulokset – marraskuu.pdf" })}`
    expect((await sandbox.request("GET", named)).headers.get("content-disposition")).toBe(
      `attachment; filename="Laboratoriotulokset _ marraskuu.pdf"; ` +
        `filename*=UTF-8''Laboratoriotulokset%20%E2%80%93%20marraskuu.pdf`,
    )
    const slash = `${url}?filename=${encodeURIComponent("../x.pdf")}`
    expect((await sandbox.request("GET", slash)).status).toBe(400)
  })

  it("are 404 for a key nobody handed out, one not uploaded to yet, and one whose hour passed unused", async () => {
    expect((await sandbox.request("GET", "/api/uploads/up-0000000000000000")).status).toBe(404)
    expect((await sandbox.request("HEAD", "/api/uploads/up-0000000000000000")).status).toBe(404)
    const waiting = handOut(["image/png"])
    expect((await sandbox.request("GET", waiting.url)).status).toBe(404)
    sandbox.db
      .prepare("UPDATE uploads SET expires_at = ? WHERE key = ?")
      .run("2000-01-01T00:00:00.000Z", waiting.key)
    expect(
      (await sandbox.request("PUT", waiting.url, { body: PNG_BYTES, contentType: "image/png" })).status,
    ).toBe(404)
    expect((await sandbox.request("GET", waiting.url)).status).toBe(404)
  })

  it("keep a file readable after its upload hour", async () => {
    const { key, url } = handOut(["image/png"])
    await sandbox.request("PUT", url, { body: PNG_BYTES, contentType: "image/png" })
    sandbox.db.prepare("UPDATE uploads SET expires_at = ? WHERE key = ?").run("2000-01-01T00:00:00.000Z", key)
    expect((await sandbox.request("GET", url)).bytes).toEqual(PNG_BYTES)
  })
})

describe("uploadFile", () => {
  it("takes one file per key: another PUT is a 409 and the first file stays", async () => {
    const { url } = handOut(["image/png", "image/jpeg"])
    expect((await sandbox.request("PUT", url, { body: PNG_BYTES, contentType: "image/png" })).status).toBe(
      204,
    )
    const again = await sandbox.request("PUT", url, { body: JPEG_BYTES, contentType: "image/jpeg" })
    expect(again.status).toBe(409)
    expect(again.json).toEqual({ type: "uploadedAlready" })
    expect((await sandbox.request("GET", url)).bytes).toEqual(PNG_BYTES)
  })

  it("refuses a type the contract does not list, and a listed one the key was not handed out for", async () => {
    const { url } = handOut(["image/png"])
    const html = await sandbox.request("PUT", url, { body: "<p>hi</p>", contentType: "text/html" })
    expect(html.status).toBe(400)
    expect(html.json.details[0].path).toBe("header.content-type")
    const pdf = await sandbox.request("PUT", url, { body: PDF, contentType: "application/pdf" })
    expect(pdf.status).toBe(400)
    expect(pdf.json.details).toEqual([{ path: "header.content-type", message: "must be one of image/png" }])
  })
})

describe("file names and first bytes", () => {
  it("makes a user's file name fit for `filename`", () => {
    expect(safeFileName("a/b\\c\u0007.pdf")).toBe("a_b_c_.pdf")
    expect(safeFileName("")).toBe("file")
    const long = safeFileName(`${"ä".repeat(300)}.docx`)
    expect([...long]).toHaveLength(255)
    expect(long.endsWith(".docx")).toBe(true)
  })

  it("writes the ASCII name alone when it is the whole name", () => {
    expect(contentDisposition("lasku.pdf")).toBe('attachment; filename="lasku.pdf"')
    expect(contentDisposition('Sään "ennuste" (1).txt')).toBe(
      `attachment; filename="Saan _ennuste_ (1).txt"; filename*=UTF-8''S%C3%A4%C3%A4n%20%22ennuste%22%20%281%29.txt`,
    )
  })

  it("checks the signature of types that have one", () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])
    const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
    expect(beginsAs(docx, zip)).toBe(true)
    expect(beginsAs(docx, PDF)).toBe(false)
    expect(beginsAs("image/tiff", new Uint8Array([0x4d, 0x4d, 0x00, 0x2a]))).toBe(true)
    expect(beginsAs("text/plain", new Uint8Array([0x00, 0xff]))).toBe(true)
  })
})
