import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { safeFileName } from "../../../../sandbox/account/uploadFiles.ts"
import { contentDisposition } from "../../../../sandbox/contentDisposition.ts"
import { downloadUrl } from "../../../../sandbox/account/downloadUrls.ts"
import { createUpload } from "../../../../sandbox/account/uploads.ts"
import { JPEG_BYTES, PNG_BYTES } from "./sandbox.ts"
import { testNow } from "../../../support/clock.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

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

/** The URL that reads the key back, as handed out at `at` (now by default). */
const readUrl = (key: string, fileName?: string, at = testNow()) => downloadUrl(key, "", at, fileName)

describe("downloadFile and headFile", () => {
  it("serve the uploaded bytes with their type, size and a download name, to the owner's session", async () => {
    const { key, url } = handOut(["application/pdf"])
    expect((await sandbox.request("PUT", url, { body: PDF, contentType: "application/pdf" })).status).toBe(
      204,
    )

    const owner = sandbox.login("aino")
    const got = await sandbox.request("GET", readUrl(key), { login: owner })
    expect(got.status).toBe(200)
    expect(got.bytes).toEqual(PDF)
    expect(got.headers.get("content-type")).toBe("application/pdf")
    expect(got.headers.get("content-length")).toBe(String(PDF.length))
    expect(got.headers.get("content-disposition")).toBe('attachment; filename="attachment.pdf"')
    expect(got.headers.get("x-content-type-options")).toBe("nosniff")

    const head = await sandbox.request("HEAD", readUrl(key), { login: owner })
    expect(head.status).toBe(200)
    expect(head.bytes).toHaveLength(0)
    for (const name of ["content-type", "content-length", "content-disposition"]) {
      expect(head.headers.get(name), name).toBe(got.headers.get(name))
    }
  })

  it("name the download after `filename`, in UTF-8 when it is not plain ASCII (RFC 5987)", async () => {
    const { key, url } = handOut(["application/pdf"])
    await sandbox.request("PUT", url, { body: PDF, contentType: "application/pdf" })
    const named = readUrl(key, "Laboratoriotulokset – marraskuu.pdf")
    expect(
      (await sandbox.request("GET", named, { login: sandbox.login("aino") })).headers.get(
        "content-disposition",
      ),
    ).toBe(
      `attachment; filename="Laboratoriotulokset _ marraskuu.pdf"; ` +
        `filename*=UTF-8''Laboratoriotulokset%20%E2%80%93%20marraskuu.pdf`,
    )
    expect(
      (await sandbox.request("GET", readUrl(key, "../x.pdf"), { login: sandbox.login("aino") })).status,
    ).toBe(400)
  })

  it("open nothing for anyone but the owner, after ten minutes, or when the URL was changed", async () => {
    const { key, url } = handOut(["application/pdf"])
    await sandbox.request("PUT", url, { body: PDF, contentType: "application/pdf" })
    const owner = sandbox.login("aino")
    const status = async (path: string, login = owner) =>
      (await sandbox.request("GET", path, { login })).status
    expect(await status(readUrl(key))).toBe(200)
    // a leaked URL: no session, another patient's
    expect((await sandbox.request("GET", readUrl(key))).status).toBe(404)
    expect(await status(readUrl(key), sandbox.login("jari"))).toBe(404)
    // handed out eleven minutes ago
    expect(await status(readUrl(key, undefined, new Date(testNow().getTime() - 11 * 60_000)))).toBe(404)
    // the name or the time changed after signing, or no signature at all
    const signed = new URL(readUrl(key, "tulokset.pdf"), "http://x")
    signed.searchParams.set("filename", "toinen.pdf")
    expect(await status(`${signed.pathname}${signed.search}`)).toBe(404)
    signed.searchParams.set("filename", "tulokset.pdf")
    signed.searchParams.set("expires", String(Number(signed.searchParams.get("expires")) + 3_600_000))
    expect(await status(`${signed.pathname}${signed.search}`)).toBe(404)
    expect(await status(url)).toBe(400)
  })

  it("open a child's file for the guardian acting for the child", async () => {
    const { key, url } = createUpload(sandbox.db, {
      personaId: "eino",
      purpose: "kela-card-front",
      allowedTypes: ["image/png"],
      maxBytes: 1024 * 1024,
      now: testNow(),
    })
    await sandbox.request("PUT", url, { body: PNG_BYTES, contentType: "image/png" })
    const guardian = sandbox.login("mikko", { actingFor: "eino" })
    expect((await sandbox.request("GET", readUrl(key), { login: guardian })).status).toBe(200)
  })

  it("are 404 for a key nobody handed out, one not uploaded to yet, and one whose hour passed unused", async () => {
    const owner = sandbox.login("aino")
    const unknown = readUrl("up-0000000000000000")
    expect((await sandbox.request("GET", unknown, { login: owner })).status).toBe(404)
    expect((await sandbox.request("HEAD", unknown, { login: owner })).status).toBe(404)
    const waiting = handOut(["image/png"])
    expect((await sandbox.request("GET", readUrl(waiting.key), { login: owner })).status).toBe(404)
    sandbox.db
      .prepare("UPDATE uploads SET expires_at = ? WHERE key = ?")
      .run("2000-01-01T00:00:00.000Z", waiting.key)
    expect(
      (await sandbox.request("PUT", waiting.url, { body: PNG_BYTES, contentType: "image/png" })).status,
    ).toBe(404)
    expect((await sandbox.request("GET", readUrl(waiting.key), { login: owner })).status).toBe(404)
  })

  it("keep a file readable after its upload hour", async () => {
    const { key, url } = handOut(["image/png"])
    await sandbox.request("PUT", url, { body: PNG_BYTES, contentType: "image/png" })
    sandbox.db.prepare("UPDATE uploads SET expires_at = ? WHERE key = ?").run("2000-01-01T00:00:00.000Z", key)
    expect((await sandbox.request("GET", readUrl(key), { login: sandbox.login("aino") })).bytes).toEqual(
      PNG_BYTES,
    )
  })
})

describe("uploadFile", () => {
  it("takes one file per key: another PUT is a 409 and the first file stays", async () => {
    const { key, url } = handOut(["image/png", "image/jpeg"])
    expect((await sandbox.request("PUT", url, { body: PNG_BYTES, contentType: "image/png" })).status).toBe(
      204,
    )
    const again = await sandbox.request("PUT", url, { body: JPEG_BYTES, contentType: "image/jpeg" })
    expect(again.status).toBe(409)
    expect(again.json).toEqual({ type: "uploadedAlready" })
    expect((await sandbox.request("GET", readUrl(key), { login: sandbox.login("aino") })).bytes).toEqual(
      PNG_BYTES,
    )
  })

  it("refuses a body that is not what its type says: a signed type's first bytes, NUL bytes in text", async () => {
    const program = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])
    for (const [type, body] of [
      ["application/pdf", PNG_BYTES],
      ["image/png", JPEG_BYTES],
      ["application/msword", PDF],
      ["text/plain", program],
    ] as const) {
      const { url } = handOut([type])
      const refused = await sandbox.request("PUT", url, { body, contentType: type })
      expect(refused.status, type).toBe(400)
      expect(refused.json.details, type).toEqual([{ path: "body", message: `is not ${type} content` }])
    }
    const { url } = handOut(["text/plain"])
    const text = new TextEncoder().encode("Oireet alkoivat maanantaina.\n")
    expect((await sandbox.request("PUT", url, { body: text, contentType: "text/plain" })).status).toBe(204)
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
    // C1 controls and the bidirectional overrides and isolates, as free text refuses them
    expect(safeFileName("tulokset\u0085\u202efdp.exe")).toBe("tulokset__fdp.exe")
    expect(safeFileName("\u2066kuva\u2069.png")).toBe("_kuva_.png")
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

  it("writes no control character or direction override into either name", () => {
    expect(contentDisposition("lasku\u202efdp.exe", "inline")).toBe('inline; filename="lasku_fdp.exe"')
    expect(contentDisposition("Lasku\u0085 – marraskuu.pdf")).toBe(
      `attachment; filename="Lasku_ _ marraskuu.pdf"; filename*=UTF-8''Lasku_%20%E2%80%93%20marraskuu.pdf`,
    )
  })
})
