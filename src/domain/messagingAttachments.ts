// Attachment rules from the spec (messaging-records-payments §3, §5, §9): pure, no I/O.
import { toIsoDate, type DateLike } from "./dates.ts"
import { extensionOf, FILE_TYPES, fileTypesOfName, mediaTypeEssence, nameMatchesType } from "./fileTypes.ts"

export { extensionOf, mediaTypeEssence } from "./fileTypes.ts"

/** A moment as the rules take it: a date-like value, or epoch milliseconds (a clock's reading). */
export type Moment = DateLike | number

// spec §5, §9: the selected attachments together at most 9437184 bytes (9 MiB), shown as 9 MB
export const ATTACHMENTS_MAX_TOTAL_BYTES = 9_437_184
// Ours (issue 31; the spec gives none): at most 10 attachments a message, the sandbox's MessageInput rule too
// (docs/decisions/0012-messaging-service-limits.md)
export const ATTACHMENTS_MAX_COUNT = 10
// spec §9: attachment dates are yyyy-MM-dd
export const ATTACHMENT_DATE_FORMAT = "yyyy-MM-dd"

// spec §5: the extensions and content types allowed, case-insensitive: the file-type table's (fileTypes.ts), where
// legacy Word, Excel and PowerPoint files and Word templates are allowed by name too (docs/decisions/0011-uploads-by-content.md)
export const ATTACHMENT_EXTENSIONS: readonly string[] = [
  ...new Set(FILE_TYPES.flatMap((type) => type.extensions)),
]
export const ATTACHMENT_CONTENT_TYPES: readonly string[] = FILE_TYPES.map((type) => type.contentType)

// Types browsers give a file of an allowed extension that the table has for another one: Windows reports a .csv
// as an Excel sheet and an .rtf as a Word document where Office is installed. The file is declared as the name says.
const BROWSER_TYPE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  csv: ["application/vnd.ms-excel"],
  rtf: ["application/msword"],
}

/**
 * The content type a file is declared as: the browser's where the table has it for the file's extension,
 * otherwise (no type, or a browser's alias) the extension's first type; "" for an extension not allowed and no type.
 */
export function contentTypeOf(file: { readonly name: string; readonly type: string }): string {
  const browserType = mediaTypeEssence(file.type)
  const types = fileTypesOfName(file.name)
  return (types.find((type) => type.contentType === browserType) ?? types[0])?.contentType ?? browserType
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

/**
 * Why one file may not be attached: an extension not allowed, a type not allowed, or an allowed type that is not
 * the extension's (a .pdf the browser says is a PNG image).
 */
export type FileRejection = "extension" | "contentType" | "mismatch"

export interface SelectionCheck {
  /** The files that may be attached, in the order given (empty when the selection is too large). */
  readonly accepted: readonly number[]
  /**
   * The files refused on their own, by index, with the reason; `tooMany` for the files past the 10 a message
   * may have, the first ones being kept.
   */
  readonly rejected: readonly { readonly index: number; readonly reason: FileRejection | "tooMany" }[]
  /** spec §5: the attachments together would exceed 9437184 bytes: none of this selection is added. */
  readonly tooLarge: boolean
}

/** Why a file is refused, or undefined when its name is allowed and its type (if the browser gives one) its name's. */
export function fileRejection(file: SelectedFile): FileRejection | undefined {
  if (!isAllowedExtension(file.name)) return "extension"
  const browserType = mediaTypeEssence(file.type)
  if (browserType === "" || nameMatchesType(file.name, browserType)) return undefined
  if (BROWSER_TYPE_ALIASES[extensionOf(file.name)]?.includes(browserType)) return undefined
  return isAllowedContentType(browserType) ? "mismatch" : "contentType"
}

/**
 * spec §5: a selection of files, added to `alreadyBytes` in `alreadyCount` attachments already chosen. Files with
 * a wrong extension or content type, and those past the 10 a message may have, are refused one by one; when the
 * rest would bring the total over the limit, the whole selection is refused ('Attachment file is too large').
 */
export function checkSelection(
  files: readonly SelectedFile[],
  alreadyBytes = 0,
  alreadyCount = 0,
): SelectionCheck {
  const rejected: { index: number; reason: FileRejection | "tooMany" }[] = []
  const allowed: number[] = []
  files.forEach((file, index) => {
    const reason = fileRejection(file)
    if (reason) rejected.push({ index, reason })
    else allowed.push(index)
  })
  // the first files up to ATTACHMENTS_MAX_COUNT in all are kept, the rest refused one by one
  const room = Math.max(0, ATTACHMENTS_MAX_COUNT - alreadyCount)
  const accepted = allowed.slice(0, room)
  for (const index of allowed.slice(room)) rejected.push({ index, reason: "tooMany" })
  rejected.sort((a, b) => a.index - b.index)
  const total = accepted.reduce((sum, index) => sum + files[index]!.size, alreadyBytes)
  const tooLarge = total > ATTACHMENTS_MAX_TOTAL_BYTES
  return { accepted: tooLarge ? [] : accepted, rejected, tooLarge }
}

/** spec §9: an uploaded attachment's createdAt is the Helsinki date, yyyy-MM-dd. */
export function attachmentDate(at: Moment): string {
  return toIsoDate(typeof at === "number" ? new Date(at) : at)
}
