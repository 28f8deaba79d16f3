// Files PUT to URLs the sandbox hands out (uploadFile) and read back from the same URL (downloadFile, headFile):
// Kela card images here, message attachments in messaging. The routes are in uploadRoutes.ts.
// The URL is the permission (no csrf token), so each key accepts only the types and size it was handed out for.
import { randomBytes } from "node:crypto"
import type { Db, DbModule } from "../db/database.ts"

// Our number: a handed-out URL stays usable for an hour (the client gives up on one PUT after 120 s).
export const UPLOAD_LIFETIME_MS = 60 * 60 * 1000
export const UPLOAD_KEY = /^[A-Za-z0-9_-]{8,128}$/

export interface UploadRequest {
  personaId: string
  /** What the file is for, e.g. "kela-card-front" or "attachment"; also the download's name when none is given. */
  purpose: string
  /** Content types the PUT may announce, lower case. */
  allowedTypes: readonly string[]
  maxBytes: number
  /** The origin the browser uses (the request's), to make the URL absolute; a path without it. */
  origin?: string
  /** A key of your own (8–128 of A–Z a–z 0–9 _ -); a random one otherwise. */
  key?: string
  /** When it is handed out: the slot stays open for UPLOAD_LIFETIME_MS from then. */
  now: Date
}

export interface StoredUpload {
  key: string
  personaId: string
  purpose: string
  contentType: string
  bytes: Uint8Array
  uploadedAt: string
}

/** A handed-out key: open for its one PUT (what it may carry), or holding its file already. */
export type UploadSlot =
  { state: "open"; allowedTypes: string[]; maxBytes: number; expiresAt: string } | { state: "filled" }

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

/** Where a file is PUT to and read from; `fileName` names the download (downloadFile's `filename`). */
export function uploadUrl(key: string, origin = "", fileName?: string): string {
  const path = `/api/uploads/${key}`
  return fileName === undefined
    ? `${origin}${path}`
    : `${origin}${path}?${new URLSearchParams({ filename: fileName })}`
}

/** Hands out a key and the URL to PUT one file to. */
export function createUpload(db: Db, request: UploadRequest): { key: string; url: string } {
  // 96 random bits: the key is the only permission to read the file back.
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
    new Date(request.now.getTime() + UPLOAD_LIFETIME_MS).toISOString(),
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

/** The key's slot, or undefined when it is unknown or its hour passed with nothing uploaded. */
export function uploadSlot(db: Db, key: string, now: Date): UploadSlot | undefined {
  const row = UPLOAD_KEY.test(key)
    ? (db
        .prepare("SELECT allowed_types, max_bytes, expires_at, uploaded_at FROM uploads WHERE key = ?")
        .get(key) as Pick<Row, "allowed_types" | "max_bytes" | "expires_at" | "uploaded_at"> | undefined)
    : undefined
  if (!row) return undefined
  if (row.uploaded_at !== null) return { state: "filled" }
  if (new Date(row.expires_at).getTime() < now.getTime()) return undefined
  return {
    state: "open",
    allowedTypes: JSON.parse(row.allowed_types) as string[],
    maxBytes: row.max_bytes,
    expiresAt: row.expires_at,
  }
}

/** Stores the file of a handed-out key (what a PUT does; seeds call it too). */
export function storeUpload(
  db: Db,
  key: string,
  file: { contentType: string; bytes: Uint8Array; uploadedAt: string },
): void {
  db.prepare("UPDATE uploads SET content_type = ?, bytes = ?, uploaded_at = ? WHERE key = ?").run(
    file.contentType,
    file.bytes,
    file.uploadedAt,
    key,
  )
}

/** The file stored under a key, or undefined while nothing has been uploaded to it. */
export function readUpload(db: Db, key: string): StoredUpload | undefined {
  const row = UPLOAD_KEY.test(key)
    ? (db.prepare("SELECT * FROM uploads WHERE key = ?").get(key) as Row | undefined)
    : undefined
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

/** Forgets a key and its file: its URL answers 404 from then on. */
export function deleteUpload(db: Db, key: string): void {
  db.prepare("DELETE FROM uploads WHERE key = ?").run(key)
}
