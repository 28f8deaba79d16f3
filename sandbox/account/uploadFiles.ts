// What the upload routes know about file types and names: the first bytes a type begins with, the extension of a
// download with no name of its own, and the Content-Disposition that names a download.

const ZIP = [0x50, 0x4b, 0x03, 0x04] // PK\3\4: OOXML and OpenDocument files are zip archives
const RTF = [0x7b, 0x5c, 0x72, 0x74, 0x66] // {\rtf

// A body must begin as its type does, so a renamed text file is not stored as an image. Types whose files really
// vary (legacy Word/Excel/PowerPoint files are often RTF or HTML underneath; text has no signature) are not checked.
const MAGIC_BYTES: Record<string, readonly (readonly number[])[]> = {
  "image/png": [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  "image/jpeg": [[0xff, 0xd8, 0xff]],
  "image/gif": [[0x47, 0x49, 0x46, 0x38]],
  "image/tiff": [
    [0x49, 0x49, 0x2a, 0x00],
    [0x4d, 0x4d, 0x00, 0x2a],
  ],
  "application/pdf": [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  "application/rtf": [RTF],
  "text/rtf": [RTF],
  "application/vnd.oasis.opendocument.text": [ZIP],
  "application/vnd.oasis.opendocument.spreadsheet": [ZIP],
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": [ZIP],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [ZIP],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [ZIP],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.template": [ZIP],
}

const EXTENSIONS: Record<string, string> = {
  "application/msword": "doc",
  "application/pdf": "pdf",
  "application/rtf": "rtf",
  "text/rtf": "rtf",
  "application/vnd.ms-excel": "xls",
  "application/vnd.ms-powerpoint": "ppt",
  "application/vnd.oasis.opendocument.text": "odt",
  "application/vnd.oasis.opendocument.spreadsheet": "ods",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.template": "dotx",
  "image/gif": "gif",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/tiff": "tif",
  "text/csv": "csv",
  "text/plain": "txt",
}

/** Whether the bytes begin as files of the type do (true for types without a signature). */
export function beginsAs(contentType: string, bytes: Uint8Array): boolean {
  const signatures = MAGIC_BYTES[contentType]
  return !signatures || signatures.some((magic) => magic.every((byte, index) => bytes[index] === byte))
}

/** A name for a download that was given none, e.g. "kela-card-front.png". */
export function defaultFileName(purpose: string, contentType: string): string {
  return `${purpose}.${EXTENSIONS[contentType] ?? "bin"}`
}

// The contract's `filename` (downloadFile): no path separators or control characters, at most 255 characters.
const UNSAFE = /[/\\\u0000-\u001f\u007f]/g
const MAX_NAME = 255

/** A user's file name made fit for downloadFile's `filename`: unsafe characters replaced, the stem shortened. */
export function safeFileName(name: string): string {
  const replaced = name.replace(UNSAFE, "_")
  const characters = [...replaced]
  if (characters.length === 0) return "file"
  if (characters.length <= MAX_NAME) return replaced
  const dot = replaced.lastIndexOf(".")
  const extension = dot > 0 ? [...replaced.slice(dot)].slice(0, 16).join("") : ""
  return characters.slice(0, MAX_NAME - [...extension].length).join("") + extension
}
