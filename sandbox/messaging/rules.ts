// The messaging rules the sandbox enforces on what a customer sends (spec messaging-records-payments §5, §9).
// The app checks the same rules in its forms; the server checks them again because any client can call it.
import { hasRefusedCharacters, MESSAGE_CONTENT_MAX_LENGTH } from "../../src/domain/text.ts"

// spec §9: subject at most 70 characters
export const SUBJECT_MAX_LENGTH = 70
// spec §5, §9: attachments together at most 9437184 bytes (9 MiB)
export const ATTACHMENTS_MAX_TOTAL_BYTES = 9_437_184
// spec §9: pagination limit 9999 for threads, messages and absences
export const PAGINATION_MAX_LIMIT = 9999

// spec §5: allowed extensions, case-insensitive
export const ATTACHMENT_EXTENSIONS: readonly string[] = [
  "pdf",
  "rtf",
  "ods",
  "odt",
  "pptx",
  "xlsx",
  "docx",
  "gif",
  "jpeg",
  "jpg",
  "jpe",
  "png",
  "tif",
  "tiff",
  "csv",
  "txt",
  "text",
]

// spec §5: Word, PDF, RTF, Excel, PowerPoint, OpenDocument text and spreadsheet, OOXML presentation, sheet,
// document and template, gif, jpeg, png, tiff, csv, plain text
export const ATTACHMENT_CONTENT_TYPES: readonly string[] = [
  "application/msword",
  "application/pdf",
  "application/rtf",
  "text/rtf",
  "application/vnd.ms-excel",
  "application/vnd.ms-powerpoint",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.template",
  "image/gif",
  "image/jpeg",
  "image/png",
  "image/tiff",
  "text/csv",
  "text/plain",
]

export interface Issue {
  /** Where in the arguments, e.g. "title" or "message.attachments.0.fileName". */
  path: string
  message: string
}

export interface PaginationArgs {
  limit: number
  offset: number
  sortOrder: "asc" | "desc"
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".")
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase()
}

/** spec §3: image for jpg, jpeg or png names, binary otherwise. */
export function attachmentType(fileName: string): "image" | "binary" {
  return ["jpg", "jpeg", "png"].includes(extensionOf(fileName)) ? "image" : "binary"
}

/** The media type without parameters, lower-case: "Image/JPEG; q=1" → "image/jpeg". */
export function mediaTypeEssence(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase()
}

export function paginationIssues(pagination: PaginationArgs, path = "pagination"): Issue[] {
  const issues: Issue[] = []
  if (pagination.limit < 1 || pagination.limit > PAGINATION_MAX_LIMIT) {
    issues.push({ path: `${path}.limit`, message: `must be from 1 to ${PAGINATION_MAX_LIMIT}` })
  }
  if (pagination.offset < 0) issues.push({ path: `${path}.offset`, message: "must be 0 or more" })
  return issues
}

/** spec §5: the subject is non-empty after trimming and at most 70 characters. */
export function subjectIssues(title: string): Issue[] {
  const trimmed = title.trim()
  if (trimmed === "") return [{ path: "title", message: "must not be empty" }]
  if ([...trimmed].length > SUBJECT_MAX_LENGTH) {
    return [{ path: "title", message: `must be at most ${SUBJECT_MAX_LENGTH} characters` }]
  }
  if (hasRefusedCharacters(title, { multiLine: false }))
    return [{ path: "title", message: REFUSED_CHARACTERS }]
  return []
}

const REFUSED_CHARACTERS = "must not contain control characters or bidirectional overrides"

/**
 * spec §5: a new conversation's message is non-empty after trimming; a reply needs text or at least one
 * attachment. Customers send no questionnaire invitations (the contract: professionals send these).
 */
export function messageIssues(
  message: { content: string; attachments: readonly unknown[]; questionnaireInvitations: readonly unknown[] },
  path: string,
  options: { attachmentsReplaceText: boolean },
): Issue[] {
  const issues: Issue[] = []
  if ([...message.content].length > MESSAGE_CONTENT_MAX_LENGTH) {
    issues.push({
      path: `${path}.content`,
      message: `must be at most ${MESSAGE_CONTENT_MAX_LENGTH} characters`,
    })
  }
  if (hasRefusedCharacters(message.content, { multiLine: true })) {
    issues.push({ path: `${path}.content`, message: REFUSED_CHARACTERS })
  }
  const empty = message.content.trim() === ""
  if (empty && !(options.attachmentsReplaceText && message.attachments.length > 0)) {
    issues.push({
      path: `${path}.content`,
      message: options.attachmentsReplaceText
        ? "must not be empty when the message has no attachments"
        : "must not be empty",
    })
  }
  if (message.questionnaireInvitations.length > 0) {
    issues.push({
      path: `${path}.questionnaireInvitations`,
      message: "customers send no questionnaire invitations",
    })
  }
  return issues
}

/** One attachment's name and declared content type (spec §5). */
export function attachmentIssues(
  attachment: { fileName: string; contentType: string },
  path: string,
): Issue[] {
  const issues: Issue[] = []
  if (hasRefusedCharacters(attachment.fileName, { multiLine: false })) {
    issues.push({ path: `${path}.fileName`, message: REFUSED_CHARACTERS })
  }
  if (!ATTACHMENT_EXTENSIONS.includes(extensionOf(attachment.fileName))) {
    issues.push({
      path: `${path}.fileName`,
      message: `must end in one of .${ATTACHMENT_EXTENSIONS.join(", .")}`,
    })
  }
  if (!ATTACHMENT_CONTENT_TYPES.includes(mediaTypeEssence(attachment.contentType))) {
    issues.push({ path: `${path}.contentType`, message: "is not an allowed attachment type" })
  }
  return issues
}
