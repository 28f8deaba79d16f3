// Attachment files live in the sandbox's uploads (sandbox/account/uploads.ts): the customer PUTs a file to the URL
// createAttachmentUpload hands out, sendMessage takes it by key, attachmentDownloadUrl gives a URL to fetch it.
import { safeFileName } from "../account/uploadFiles.ts"
import { downloadUrl } from "../account/downloadUrls.ts"
import { createUpload, readUpload, storeUpload, type StoredUpload } from "../account/uploads.ts"
import type { Db } from "../db/database.ts"
import { pdfDocument } from "../pdf.ts"
import { ATTACHMENTS_MAX_TOTAL_BYTES, ATTACHMENT_CONTENT_TYPES } from "./rules.ts"
import type { SeedFileKey } from "./seedScript.ts"

export const ATTACHMENT_PURPOSE = "attachment"

/** A key and the URL the customer PUTs one attachment to; only this customer may attach it. */
export function handOutAttachmentUpload(
  db: Db,
  customer: { userId: string; personaId: string },
  origin: string,
  now: Date,
): { key: string; url: string } {
  const upload = createUpload(db, {
    personaId: customer.personaId,
    purpose: ATTACHMENT_PURPOSE,
    allowedTypes: ATTACHMENT_CONTENT_TYPES,
    // spec §5: 9 MiB for all of a message's attachments together, so also for any one of them
    maxBytes: ATTACHMENTS_MAX_TOTAL_BYTES,
    origin,
    now,
  })
  db.prepare("INSERT INTO messaging_uploads (upload_key, customer_user_id, created) VALUES (?, ?, ?)").run(
    upload.key,
    customer.userId,
    now.toISOString(),
  )
  return upload
}

/** The file uploaded under a key handed out to this customer, or why it cannot be attached. */
export function uploadedAttachment(
  db: Db,
  customerUserId: string,
  key: string,
): StoredUpload | "unknown" | "not uploaded" | "attached already" {
  const handedOut = db
    .prepare("SELECT 1 FROM messaging_uploads WHERE upload_key = ? AND customer_user_id = ?")
    .get(key, customerUserId)
  if (!handedOut) return "unknown"
  if (db.prepare("SELECT 1 FROM messaging_attachments WHERE upload_key = ?").get(key))
    return "attached already"
  return readUpload(db, key) ?? "not uploaded"
}

/**
 * Where the attachment downloads from: downloadFile, named as the message names it, for the next ten minutes and
 * the customer's session only (downloadUrls.ts).
 */
export function attachmentDownloadUrl(
  attachment: { upload_key: string; file_name: string },
  origin: string,
  now: Date,
): string {
  return downloadUrl(attachment.upload_key, origin, now, safeFileName(attachment.file_name))
}

/** Stores a seeded attachment's bytes under `key`, as if its customer had PUT it. */
export function storeSeedFile(
  db: Db,
  file: { key: string; personaId: string; contentType: string; bytes: Uint8Array; uploadedAt: string },
): void {
  createUpload(db, {
    key: file.key,
    personaId: file.personaId,
    purpose: ATTACHMENT_PURPOSE,
    allowedTypes: [file.contentType],
    maxBytes: ATTACHMENTS_MAX_TOTAL_BYTES,
    now: new Date(file.uploadedAt),
  })
  storeUpload(db, file.key, file)
}

// A 32×24 photo-like JPEG (flat 8×8 tiles, skin tones with a red patch), made for the sandbox.
const RASH_JPEG_BASE64 =
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB" +
  "AQEBAQEBAQEBAQH/wAARCAAYACADAREAAhEAAxEA/8QAMQAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoLEAEAAAAAAAAAAAAAAAAA" +
  "AAAA/9oADAMBAAIAAwAAPwDpFVccwReADcKpJwRzhF4ANgqmnBGARdADUCm//9k="

export interface SeedFile {
  fileName: string
  contentType: string
  bytes: Uint8Array
}

/** The seeded attachments' files; `sampleDate` is d.M.yyyy in Helsinki. */
export function seedFile(key: SeedFileKey, context: { patientName: string; sampleDate: string }): SeedFile {
  switch (key) {
    case "lab-results-pdf":
      return {
        fileName: "Laboratoriotulokset.pdf",
        contentType: "application/pdf",
        bytes: pdfDocument({
          title: "Laboratoriotulokset",
          lines: [
            { text: "Laboratoriotulokset", size: 16, bold: true },
            { text: `Potilas: ${context.patientName}`, gapBefore: 8 },
            { text: `Näytteenottopäivä: ${context.sampleDate}` },
            { text: "Tutkimus            Tulos        Viitearvo", bold: true, gapBefore: 12 },
            { text: "B-Hb                134 g/l      117–155" },
            { text: "fP-Gluk             5,4 mmol/l   4,0–6,0" },
            { text: "fP-Kol-LDL          3,4 mmol/l   < 3,0" },
            { text: "P-TSH               2,1 mU/l     0,5–3,6" },
            {
              text: "Yhteenveto: tulokset ovat pääosin viitealueilla; LDL-kolesteroli on hieman koholla.",
              gapBefore: 12,
            },
          ],
        }),
      }
    case "exercise-pdf":
      return {
        fileName: "Niska-hartiaseudun taukojumppa.pdf",
        contentType: "application/pdf",
        bytes: pdfDocument({
          title: "Niska-hartiaseudun taukojumppa",
          lines: [
            { text: "Niska-hartiaseudun taukojumppa", size: 16, bold: true },
            { text: `Ohje: ${context.patientName}`, gapBefore: 8 },
            { text: "1. Hartioiden pyörittely taaksepäin, 10 kertaa.", gapBefore: 12 },
            { text: "2. Leuan vetäminen suoraan taaksepäin, pito 5 sekuntia, 10 kertaa." },
            { text: "3. Niskan sivutaivutus, pito 20 sekuntia kumpaankin suuntaan." },
            { text: "4. Lapaluiden yhteenveto, pito 5 sekuntia, 10 kertaa." },
            { text: "Tee liikkeet 2–3 kertaa päivässä, kivun sallimissa rajoissa.", gapBefore: 12 },
          ],
        }),
      }
    case "rash-jpeg":
      return {
        fileName: "ihottuma.jpg",
        contentType: "image/jpeg",
        bytes: new Uint8Array(Buffer.from(RASH_JPEG_BASE64, "base64")),
      }
  }
}
