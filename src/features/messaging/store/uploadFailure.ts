import { isApiError } from "../../../platform/api/errors.ts"
import { ATTACHMENTS_MAX_TOTAL_BYTES } from "../../../domain/messaging.ts"

/**
 * Why an attachment's upload failed, as the item says it (issue 31: not 'Upload failed' alone): the upload
 * service refused the file's type, its size (over 9 MB), an empty file, or content that is not of its type
 * (docs/decisions/0011-uploads-by-content.md); the upload address had expired; the connection failed; or the
 * service refused it otherwise.
 */
export const UPLOAD_FAILURES = [
  "type",
  "tooLarge",
  "empty",
  "content",
  "expired",
  "connection",
  "server",
] as const
export type UploadFailure = (typeof UPLOAD_FAILURES)[number]

/**
 * The failure of an upload of `size` bytes from what the upload service answered: uploadFile's 400 names the
 * part refused (`header.content-type`, or the `body`: too large, empty, or not the declared type's content), 413
 * is a body too large, 404 an address no longer valid. Read from the issue's path and the file's own size, never
 * from the answer's English message.
 */
export function uploadFailureOf(error: unknown, size: number): UploadFailure {
  if (isApiError(error, "network", "timeout")) return "connection"
  if (isApiError(error, "validation")) {
    const paths = error.details.map((issue) => issue.path)
    if (paths.some((path) => path.startsWith("header.content-type"))) return "type"
    if (paths.includes("body")) {
      if (size > ATTACHMENTS_MAX_TOTAL_BYTES) return "tooLarge"
      return size === 0 ? "empty" : "content"
    }
    return "server"
  }
  if (isApiError(error, "http")) {
    if (error.status === 413) return "tooLarge"
    if (error.status === 404) return "expired"
  }
  return "server"
}
