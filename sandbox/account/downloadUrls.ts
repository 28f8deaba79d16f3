// The URLs that read a stored file back (downloadFile): short-lived and for the file's owner only. Each URL carries
// when it expires and a signature over the key, the file name and that moment, so it cannot be made longer-lived or
// pointed at another name; and the request must come with the session of the patient the file belongs to (or of
// the guardian acting for them), so a URL that leaks (a log, a shared screen, a forwarded link) opens nothing.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import type { SandboxSession } from "../auth/sessions.ts"
import { uploadUrl, type StoredUpload } from "./uploads.ts"

/** How long a handed-out URL opens its file: enough to click a link or load an image, not to keep. */
export const DOWNLOAD_URL_LIFETIME_MS = 10 * 60_000

// Per process: a restart ends every URL handed out before it (they last minutes anyway).
const SECRET = randomBytes(32)

function signatureOf(key: string, fileName: string | undefined, expires: number): string {
  return createHmac("sha256", SECRET)
    .update(`${key}\n${fileName ?? ""}\n${expires}`)
    .digest("base64url")
}

/** The URL that reads `key` back until `now` + DOWNLOAD_URL_LIFETIME_MS, named `fileName` when given. */
export function downloadUrl(key: string, origin: string, now: Date, fileName?: string): string {
  const expires = now.getTime() + DOWNLOAD_URL_LIFETIME_MS
  const query = new URLSearchParams({
    ...(fileName === undefined ? {} : { filename: fileName }),
    expires: String(expires),
    signature: signatureOf(key, fileName, expires),
  })
  return `${uploadUrl(key, origin)}?${query}`
}

/** Whether the URL's expiry and signature are the ones handed out, and it has not expired. */
export function isSignedDownload(
  key: string,
  query: { filename?: string; expires?: string; signature?: string },
  now: Date,
): boolean {
  const expires = Number(query.expires)
  if (!Number.isSafeInteger(expires) || expires <= now.getTime() || !query.signature) return false
  const expected = Buffer.from(signatureOf(key, query.filename, expires))
  const given = Buffer.from(query.signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** Whether the session is the file's owner's: the patient it belongs to, or the guardian acting for them. */
export function ownsUpload(session: SandboxSession | undefined, upload: StoredUpload): boolean {
  return session !== undefined && [session.personaId, session.actingForPersonaId].includes(upload.personaId)
}
