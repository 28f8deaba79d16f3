// Files PUT to URLs the sandbox hands out (uploadFile): Kela card images here, message attachments in messaging.
// The URL is the permission (no csrf token), so each key accepts only the types and size it was handed out for.
import { randomBytes } from "node:crypto"
import { Hono } from "hono"
import type { components } from "../../generated/openapi.ts"
import type { SandboxEnv } from "../context.ts"
import type { Db, DbModule } from "../db/database.ts"
import { validationError } from "../responses.ts"

// Our number: a handed-out URL stays usable for an hour (the client gives up on one PUT after 120 s).
export const UPLOAD_LIFETIME_MS = 60 * 60 * 1000
const UPLOAD_KEY = /^[A-Za-z0-9_-]{8,128}$/

// A body must begin as its type does, so a renamed text file is not stored as an image.
const MAGIC_BYTES: Record<string, readonly number[]> = {
  "image/png": [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  "image/jpeg": [0xff, 0xd8, 0xff],
  "image/gif": [0x47, 0x49, 0x46, 0x38],
  "application/pdf": [0x25, 0x50, 0x44, 0x46, 0x2d],
}

export interface UploadRequest {
  personaId: string
  /** What the file is for, e.g. "kela-card-front" or "attachment". */
  purpose: string
  /** Content types the PUT may announce, lower case. */
  allowedTypes: readonly string[]
  maxBytes: number
  /** The origin the browser uses (the request's), to make the URL absolute; a path without it. */
  origin?: string
  /** A key of your own (8–128 of A–Z a–z 0–9 _ -); a random one otherwise. */
  key?: string
}

export interface StoredUpload {
  key: string
  personaId: string
  purpose: string
  contentType: string
  bytes: Uint8Array
  uploadedAt: string
}

export const uploadsModule: DbModule = {
  name: "uploads",
  ddl: [
    `CREATE TABLE IF NOT EXISTS uploads (
      key TEXT PRIMARY KEY,
      persona_id TEXT NOT NULL,
      purpose TEXT NOT NULL,
      allowed_types TEXT NOT NULL,
      max_bytes INTEGER NOT NULL,
      expires_at TEXT NOT NULL,
      content_type TEXT,
      bytes BLOB,
      uploaded_at TEXT
    )`,
  ],
}

export function uploadUrl(key: string, origin = ""): string {
  return `${origin}/api/uploads/${key}`
}

/** Hands out a key and the URL to PUT one file to. */
export function createUpload(db: Db, request: UploadRequest): { key: string; url: string } {
  const key = request.key ?? `up-${randomBytes(12).toString("base64url")}`
  if (!UPLOAD_KEY.test(key)) throw new Error(`Not an upload key: ${key}`)
  db.prepare(
    `INSERT INTO uploads (key, persona_id, purpose, allowed_types, max_bytes, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    key,
    request.personaId,
    request.purpose,
    JSON.stringify(request.allowedTypes.map((type) => type.toLowerCase())),
    request.maxBytes,
    new Date(Date.now() + UPLOAD_LIFETIME_MS).toISOString(),
  )
  return { key, url: uploadUrl(key, request.origin) }
}

type Row = {
  key: string
  persona_id: string
  purpose: string
  allowed_types: string
  max_bytes: number
  expires_at: string
  content_type: string | null
  bytes: Uint8Array | null
  uploaded_at: string | null
}

/** The file stored under a key, or undefined while nothing has been uploaded to it. */
export function readUpload(db: Db, key: string): StoredUpload | undefined {
  const row = db.prepare("SELECT * FROM uploads WHERE key = ?").get(key) as Row | undefined
  if (!row || row.bytes === null || row.content_type === null || row.uploaded_at === null) return undefined
  return {
    key: row.key,
    personaId: row.persona_id,
    purpose: row.purpose,
    contentType: row.content_type,
    bytes: new Uint8Array(row.bytes),
    uploadedAt: row.uploaded_at,
  }
}

/** The file as a data: URL (the contract has no GET for uploads, so images are served inline). */
export function dataUrlOf(upload: StoredUpload): string {
  return `data:${upload.contentType};base64,${Buffer.from(upload.bytes).toString("base64")}`
}

function notFound(key: string): components["schemas"]["NotFoundError"] {
  return { type: "NotFound", message: `No upload ${key}` }
}

export const uploadRoutes = new Hono<SandboxEnv>().put("/api/uploads/:key", async (c) => {
  const db = c.get("db")
  const key = c.req.param("key")
  const row = UPLOAD_KEY.test(key)
    ? (db.prepare("SELECT * FROM uploads WHERE key = ?").get(key) as Row | undefined)
    : undefined
  if (!row || new Date(row.expires_at).getTime() < Date.now()) return c.json(notFound(key), 404)

  const contentType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? ""
  const allowed = JSON.parse(row.allowed_types) as string[]
  if (!allowed.includes(contentType)) {
    return validationError(c, [
      { path: "header.content-type", message: `must be one of ${allowed.join(", ")}` },
    ])
  }
  const tooLarge = { path: "body", message: `must be at most ${row.max_bytes} bytes` }
  if (Number(c.req.header("content-length") ?? 0) > row.max_bytes) return validationError(c, [tooLarge])
  const bytes = new Uint8Array(await c.req.arrayBuffer())
  if (bytes.length === 0) return validationError(c, [{ path: "body", message: "must not be empty" }])
  if (bytes.length > row.max_bytes) return validationError(c, [tooLarge])
  const magic = MAGIC_BYTES[contentType]
  if (magic && !magic.every((byte, index) => bytes[index] === byte)) {
    return validationError(c, [{ path: "body", message: `is not ${contentType} content` }])
  }
  db.prepare("UPDATE uploads SET content_type = ?, bytes = ?, uploaded_at = ? WHERE key = ?").run(
    contentType,
    bytes,
    new Date().toISOString(),
    key,
  )
  return c.body(null, 204)
})
