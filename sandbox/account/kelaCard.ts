// The Kela card images: upload URLs for both sides, the PUTs (uploads.ts), then finish takes them into use.
import { createHash, randomBytes } from "node:crypto"
import { Hono } from "hono"
import type { components } from "../../generated/openapi.ts"
import { originOf } from "../clientAddress.ts"
import { requestNow, type SandboxEnv } from "../context.ts"
import type { DbModule } from "../db/database.ts"
import { validationError } from "../responses.ts"
import { downloadUrl } from "./downloadUrls.ts"
import { kelaCardBackPng, kelaCardFrontPng } from "./kelaCardImages.ts"
import { findPatient, setKelaCard } from "./patients.ts"
import { requirePersona } from "./requirePersona.ts"
import { createUpload, deleteUpload, readUpload, storeUpload, UPLOAD_LIFETIME_MS } from "./uploads.ts"

type KelaCardImageMimeType = components["schemas"]["KelaCardImageMimeType"]
type Side = "front" | "back"

// spec booking §5: only JPEG and PNG
export const KELA_CARD_TYPES: readonly KelaCardImageMimeType[] = ["image/jpeg", "image/png"]
const KELA_CARD_TYPE_MESSAGE =
  "The image file does not meet the requirements. Allowed file formats: JPEG, PNG"
// Our number (the spec gives none): a phone photo of a card fits in 5 MiB.
export const KELA_CARD_MAX_BYTES = 5 * 1024 * 1024
const SIDES: readonly Side[] = ["front", "back"]
const SEEDED_CARD_PERSONA = "raili"

export const kelaCardModule: DbModule = {
  name: "kela-card",
  ddl: [
    `CREATE TABLE IF NOT EXISTS kela_card_uploads (
      token TEXT PRIMARY KEY,
      persona_id TEXT NOT NULL,
      front_key TEXT NOT NULL,
      back_key TEXT NOT NULL,
      expires_at TEXT NOT NULL
    )`,
  ],
  // Runs after the patients module: one persona has a Kela card already.
  seed(db, today) {
    const images: Record<Side, Uint8Array> = { front: kelaCardFrontPng(), back: kelaCardBackPng() }
    const keys = SIDES.map((side) => {
      // Deterministic like the rest of the seed, yet not guessable from the persona: the key lets anyone read it.
      const hash = createHash("sha256").update(`kela-card:${SEEDED_CARD_PERSONA}:${side}:${today}`)
      const { key } = createUpload(db, {
        key: `kc-${hash.digest("base64url").slice(0, 16)}-${side}`,
        personaId: SEEDED_CARD_PERSONA,
        purpose: `kela-card-${side}`,
        allowedTypes: ["image/png"],
        maxBytes: KELA_CARD_MAX_BYTES,
        now: new Date(`${today}T08:00:00.000Z`),
      })
      storeUpload(db, key, {
        contentType: "image/png",
        bytes: images[side],
        uploadedAt: `${today}T08:00:00.000Z`,
      })
      return key
    })
    setKelaCard(db, SEEDED_CARD_PERSONA, keys[0]!, keys[1]!)
  },
}

type TokenRow = { token: string; persona_id: string; front_key: string; back_key: string; expires_at: string }

export const kelaCardRoutes = new Hono<SandboxEnv>()
  .get("/api/kela-card", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const db = c.get("db")
    const patient = findPatient(db, loggedIn.subject.id)
    // downloadFile's URL: short-lived and for this session only, like production's image URLs
    const now = requestNow(c)
    const imageOf = (key: string | null | undefined) =>
      key && readUpload(db, key) ? downloadUrl(key, originOf(c), now) : null
    const body: components["schemas"]["KelaCard"] = {
      imageUrl: { front: imageOf(patient?.kelaFrontKey), back: imageOf(patient?.kelaBackKey) },
    }
    return c.json(body)
  })
  .post("/api/kela-card/init-upload", async (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const body = (await c.req.json().catch(() => undefined)) as
      Partial<components["schemas"]["KelaCardUploadRequest"]> | undefined
    const mimetypes: Partial<Record<Side, unknown>> = body?.mimetypes ?? {}
    const wrong = SIDES.filter((side) => !KELA_CARD_TYPES.includes(mimetypes[side] as KelaCardImageMimeType))
    if (wrong.length > 0) {
      return validationError(
        c,
        wrong.map((side) => ({ path: `body.mimetypes.${side}`, message: KELA_CARD_TYPE_MESSAGE })),
      )
    }
    const db = c.get("db")
    // 96 random bits, as for any upload key: each side's key is the token with -front or -back.
    const token = `kc-${randomBytes(12).toString("hex")}`
    const now = requestNow(c)
    const upload = (side: Side) =>
      createUpload(db, {
        personaId: loggedIn.subject.id,
        purpose: `kela-card-${side}`,
        allowedTypes: [mimetypes[side] as string],
        maxBytes: KELA_CARD_MAX_BYTES,
        origin: originOf(c),
        key: `${token}-${side}`,
        now,
      })
    const front = upload("front")
    const back = upload("back")
    db.prepare(
      "INSERT INTO kela_card_uploads (token, persona_id, front_key, back_key, expires_at) VALUES (?, ?, ?, ?, ?)",
    ).run(
      token,
      loggedIn.subject.id,
      front.key,
      back.key,
      new Date(now.getTime() + UPLOAD_LIFETIME_MS).toISOString(),
    )
    const answer: components["schemas"]["KelaCardUpload"] = {
      front: { url: front.url },
      back: { url: back.url },
      token,
    }
    return c.json(answer)
  })
  .get("/api/kela-card/finish-upload", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const token = c.req.query("token") ?? ""
    const db = c.get("db")
    const row = db.prepare("SELECT * FROM kela_card_uploads WHERE token = ?").get(token) as
      TokenRow | undefined
    if (
      !row ||
      row.persona_id !== loggedIn.subject.id ||
      new Date(row.expires_at).getTime() < c.get("config").clock()
    ) {
      const notFound: components["schemas"]["NotFoundError"] = {
        type: "NotFound",
        message: `No upload ${token}`,
      }
      return c.json(notFound, 404)
    }
    const keys: Record<Side, string> = { front: row.front_key, back: row.back_key }
    const missing = SIDES.filter((side) => readUpload(db, keys[side]) === undefined)
    if (missing.length > 0) {
      const incomplete: components["schemas"]["KelaCardUploadIncomplete"] = {
        type: "uploadIncomplete",
        missing,
      }
      return c.json(incomplete, 409)
    }
    const patient = findPatient(db, loggedIn.subject.id)
    setKelaCard(db, loggedIn.subject.id, keys.front, keys.back)
    // The replaced images go: their URLs answer 404 from now on.
    for (const old of [patient?.kelaFrontKey, patient?.kelaBackKey]) {
      if (old && old !== keys.front && old !== keys.back) deleteUpload(db, old)
    }
    const finished: components["schemas"]["KelaCardUploadFinished"] = { type: "success" }
    return c.json(finished)
  })
