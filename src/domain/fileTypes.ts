// The files the product takes: each content type with the file-name extensions it may carry and the first bytes
// its files begin with. One table for the contract (openapi.yaml, uploadFile), the sandbox's uploads and the
// portal's attachment field (spec messaging §5; docs/decisions/0011-uploads-by-content.md).

/** The bytes a file of a type begins with, from its first byte. */
export type Signature = readonly number[]

export interface FileType {
  /** The media type, lower case. */
  readonly contentType: string
  /** The extensions a file of this type may be named with, lower case; the first names a download. */
  readonly extensions: readonly string[]
  /** A file begins with one of these; none for text, which is checked as text instead. */
  readonly signatures: readonly Signature[]
}

const ascii = (text: string): Signature => Array.from(text, (character) => character.charCodeAt(0))

const PDF = ascii("%PDF-")
const RTF = ascii("{\\rtf")
// Office Open XML and OpenDocument files are zip archives: a local file header first
const ZIP = ascii("PK\u0003\u0004")
// Legacy Word, Excel and PowerPoint files are OLE2 compound documents
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const GIF = ascii("GIF8")
const TIFF_LITTLE_ENDIAN = [0x49, 0x49, 0x2a, 0x00]
const TIFF_BIG_ENDIAN = [0x4d, 0x4d, 0x00, 0x2a]

const OOXML = "application/vnd.openxmlformats-officedocument"

/**
 * spec messaging §5: the attachment types, in the order the spec lists their extensions; then the legacy Word,
 * Excel and PowerPoint files and the Word template, whose types the spec allows but whose extensions it does not
 * list (docs/decisions/0011-uploads-by-content.md). The Kela card takes two of them (kelaCard.ts).
 */
export const FILE_TYPES: readonly FileType[] = [
  { contentType: "application/pdf", extensions: ["pdf"], signatures: [PDF] },
  { contentType: "application/rtf", extensions: ["rtf"], signatures: [RTF] },
  { contentType: "text/rtf", extensions: ["rtf"], signatures: [RTF] },
  { contentType: "application/vnd.oasis.opendocument.spreadsheet", extensions: ["ods"], signatures: [ZIP] },
  { contentType: "application/vnd.oasis.opendocument.text", extensions: ["odt"], signatures: [ZIP] },
  { contentType: `${OOXML}.presentationml.presentation`, extensions: ["pptx"], signatures: [ZIP] },
  { contentType: `${OOXML}.spreadsheetml.sheet`, extensions: ["xlsx"], signatures: [ZIP] },
  { contentType: `${OOXML}.wordprocessingml.document`, extensions: ["docx"], signatures: [ZIP] },
  { contentType: "image/gif", extensions: ["gif"], signatures: [GIF] },
  { contentType: "image/jpeg", extensions: ["jpg", "jpeg", "jpe"], signatures: [JPEG] },
  { contentType: "image/png", extensions: ["png"], signatures: [PNG] },
  {
    contentType: "image/tiff",
    extensions: ["tif", "tiff"],
    signatures: [TIFF_LITTLE_ENDIAN, TIFF_BIG_ENDIAN],
  },
  { contentType: "text/csv", extensions: ["csv"], signatures: [] },
  { contentType: "text/plain", extensions: ["txt", "text"], signatures: [] },
  // Word also saves RTF under .doc
  { contentType: "application/msword", extensions: ["doc"], signatures: [OLE2, RTF] },
  { contentType: "application/vnd.ms-excel", extensions: ["xls"], signatures: [OLE2] },
  { contentType: "application/vnd.ms-powerpoint", extensions: ["ppt"], signatures: [OLE2] },
  { contentType: `${OOXML}.wordprocessingml.template`, extensions: ["dotx"], signatures: [ZIP] },
]

/** How many first bytes the content check reads: as many as git reads to tell a binary file from text. */
export const CONTENT_CHECK_BYTES = 8000

/** The extension after the last dot, lower-case; "" without one. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".")
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase()
}

/** The media type without parameters, lower-case: "Image/JPEG; q=1" → "image/jpeg". */
export function mediaTypeEssence(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase()
}

/** The table's row of a content type (parameters and case ignored). */
export function fileTypeOf(contentType: string): FileType | undefined {
  const essence = mediaTypeEssence(contentType)
  return FILE_TYPES.find((type) => type.contentType === essence)
}

/** The types a file name's extension may be declared as, in the table's order. */
export function fileTypesOfName(fileName: string): FileType[] {
  const extension = extensionOf(fileName)
  return FILE_TYPES.filter((type) => type.extensions.includes(extension))
}

/** Whether the file name's extension is one of the declared type's. */
export function nameMatchesType(fileName: string, contentType: string): boolean {
  return fileTypeOf(contentType)?.extensions.includes(extensionOf(fileName)) ?? false
}

/**
 * Whether a file's first bytes are what its type's files begin with: a signature where the type has one, and for
 * text no NUL byte in the first CONTENT_CHECK_BYTES (programs, archives and images have them, text never has). A
 * type outside the table is not the content check's to judge (true).
 */
export function matchesContent(contentType: string, bytes: Uint8Array): boolean {
  const type = fileTypeOf(contentType)
  if (!type) return true
  if (type.signatures.length === 0) return !bytes.subarray(0, CONTENT_CHECK_BYTES).includes(0)
  return type.signatures.some((signature) => signature.every((byte, index) => bytes[index] === byte))
}
