// Attachment rules from the spec (messaging-records-payments §3, §5, §9): pure, no I/O.
import { toIsoDate, type DateLike } from "./dates.ts"

/** A moment as the rules take it: a date-like value, or epoch milliseconds (a clock's reading). */
export type Moment = DateLike | number

// spec §5, §9: the selected attachments together at most 9437184 bytes (9 MiB), shown as 9 MB
export const ATTACHMENTS_MAX_TOTAL_BYTES = 9_437_184
// spec §9: attachment dates are yyyy-MM-dd
export const ATTACHMENT_DATE_FORMAT = "yyyy-MM-dd"

// spec §5: the extensions allowed, case-insensitive
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
// document and template, gif, jpeg, png, tiff, csv, plain text, rtf
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

/** The extension after the last dot, lower-case; "" without one. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".")
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase()
}

/** The media type without parameters, lower-case: "Image/JPEG; q=1" → "image/jpeg". */
export function mediaTypeEssence(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase()
}

// The usual type of each allowed extension, for a file the browser gives no type ("" for an unknown one).
const EXTENSION_CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  rtf: "application/rtf",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  odt: "application/vnd.oasis.opendocument.text",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  gif: "image/gif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  jpe: "image/jpeg",
  png: "image/png",
  tif: "image/tiff",
  tiff: "image/tiff",
  csv: "text/csv",
  txt: "text/plain",
  text: "text/plain",
}

/** The file's content type: the browser's, or where it gives none, the usual one of an allowed extension. */
export function contentTypeOf(file: { readonly name: string; readonly type: string }): string {
  return file.type.trim() || EXTENSION_CONTENT_TYPES[extensionOf(file.name)] || ""
}

export function isAllowedExtension(fileName: string): boolean {
  return ATTACHMENT_EXTENSIONS.includes(extensionOf(fileName))
}

export function isAllowedContentType(contentType: string): boolean {
  return ATTACHMENT_CONTENT_TYPES.includes(mediaTypeEssence(contentType))
}

export type AttachmentItemType = "image" | "binary" | "questionnaire"

/** spec §3: image for jpg, jpeg or png names, binary otherwise (questionnaire items are invitations). */
export function attachmentItemType(fileName: string): "image" | "binary" {
  return ["jpg", "jpeg", "png"].includes(extensionOf(fileName)) ? "image" : "binary"
}

/** A file as the picker gives it: name, size in bytes and the browser's content type ("" when unknown). */
export interface SelectedFile {
  readonly name: string
  readonly size: number
  readonly type: string
}

/** Why one file may not be attached. */
export type FileRejection = "extension" | "contentType"

export interface SelectionCheck {
  /** The files that may be attached, in the order given (empty when the selection is too large). */
  readonly accepted: readonly number[]
  /** The files refused on their own, by index, with the reason. */
  readonly rejected: readonly { readonly index: number; readonly reason: FileRejection }[]
  /** spec §5: the attachments together would exceed 9437184 bytes: none of this selection is added. */
  readonly tooLarge: boolean
}

/** Why a file is refused, or undefined when its name and type are allowed. */
export function fileRejection(file: SelectedFile): FileRejection | undefined {
  if (!isAllowedExtension(file.name)) return "extension"
  if (!isAllowedContentType(contentTypeOf(file))) return "contentType"
  return undefined
}

/**
 * spec §5: a selection of files, added to `alreadyBytes` of attachments already chosen. Files with a wrong
 * extension or content type are refused one by one; when the allowed ones would bring the total over the
 * limit, the whole selection is refused ('Attachment file is too large').
 */
export function checkSelection(files: readonly SelectedFile[], alreadyBytes = 0): SelectionCheck {
  const rejected: { index: number; reason: FileRejection }[] = []
  const accepted: number[] = []
  files.forEach((file, index) => {
    const reason = fileRejection(file)
    if (reason) rejected.push({ index, reason })
    else accepted.push(index)
  })
  const total = accepted.reduce((sum, index) => sum + files[index]!.size, alreadyBytes)
  const tooLarge = total > ATTACHMENTS_MAX_TOTAL_BYTES
  return { accepted: tooLarge ? [] : accepted, rejected, tooLarge }
}

/** spec §9: an uploaded attachment's createdAt is the Helsinki date, yyyy-MM-dd. */
export function attachmentDate(at: Moment): string {
  return toIsoDate(typeof at === "number" ? new Date(at) : at)
}
