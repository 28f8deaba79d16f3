// The upload URLs: PUT a file to a handed-out key (uploadFile), read it back (downloadFile; HEAD is headFile, which
// Hono answers with the GET route minus the body). Whoever holds the key may do either: no session, no csrf token.
import { Hono, type Context } from "hono"
import type { components } from "../../generated/openapi.ts"
import { requestNow, type SandboxEnv } from "../context.ts"
import { validationError } from "../responses.ts"
import { contentDisposition } from "../contentDisposition.ts"
import { isSessionValid } from "../auth/sessions.ts"
import { isSignedDownload, ownsUpload } from "./downloadUrls.ts"
import { matchesContent } from "../../src/domain/fileTypes.ts"
import { defaultFileName } from "./uploadFiles.ts"
import { readUpload, storeUpload, uploadSlot } from "./uploads.ts"

function notFound(c: Context<SandboxEnv>, key: string): Response {
  const body: components["schemas"]["NotFoundError"] = { type: "NotFound", message: `No upload ${key}` }
  return c.json(body, 404)
}

export const uploadRoutes = new Hono<SandboxEnv>()
  .put("/api/uploads/:key", async (c) => {
    const db = c.get("db")
    const key = c.req.param("key")
    const now = requestNow(c)
    const slot = uploadSlot(db, key, now)
    if (!slot) return notFound(c, key)
    if (slot.state === "filled") {
      const taken: components["schemas"]["UploadedAlready"] = { type: "uploadedAlready" }
      return c.json(taken, 409)
    }

    const contentType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? ""
    if (!slot.allowedTypes.includes(contentType)) {
      return validationError(c, [
        { path: "header.content-type", message: `must be one of ${slot.allowedTypes.join(", ")}` },
      ])
    }
    const tooLarge = { path: "body", message: `must be at most ${slot.maxBytes} bytes` }
    if (Number(c.req.header("content-length") ?? 0) > slot.maxBytes) return validationError(c, [tooLarge])
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    if (bytes.length === 0) return validationError(c, [{ path: "body", message: "must not be empty" }])
    if (bytes.length > slot.maxBytes) return validationError(c, [tooLarge])
    // by content: a signed type's first bytes, or text without NUL bytes (src/domain/fileTypes.ts)
    if (!matchesContent(contentType, bytes)) {
      return validationError(c, [{ path: "body", message: `is not ${contentType} content` }])
    }
    storeUpload(db, key, { contentType, bytes, uploadedAt: now.toISOString() })
    return c.body(null, 204)
  })
  .get("/api/uploads/:key", (c) => {
    const key = c.req.param("key")
    // A key handed out but not uploaded to (yet, or ever: expired) has nothing to read; nor has a URL that has
    // expired or was not handed out, or a caller who is not the file's owner (all alike: 404)
    const upload = readUpload(c.get("db"), key)
    const now = requestNow(c)
    const session = c.get("session")
    const owner = session && isSessionValid(session, now) ? session : undefined
    if (!upload || !isSignedDownload(key, c.req.query(), now) || !ownsUpload(owner, upload)) {
      return notFound(c, key)
    }
    const name = c.req.query("filename") ?? defaultFileName(upload.purpose, upload.contentType)
    c.header("Content-Type", upload.contentType)
    c.header("Content-Length", String(upload.bytes.length))
    c.header("Content-Disposition", contentDisposition(name))
    c.header("X-Content-Type-Options", "nosniff")
    c.header("Cache-Control", "private, no-store")
    return c.body(upload.bytes as Uint8Array<ArrayBuffer>, 200)
  })
