// What the upload routes know about file names: the extension of a download with no name of its own (the
// file-type table of src/domain/fileTypes.ts), and a user's file name made fit to name a download.
import { fileTypeOf } from "../../src/domain/fileTypes.ts"
import { SINGLE_LINE_REFUSED_CLASS } from "../../src/domain/text.ts"

/** A name for a download that was given none, e.g. "kela-card-front.png". */
export function defaultFileName(purpose: string, contentType: string): string {
  return `${purpose}.${fileTypeOf(contentType)?.extensions[0] ?? "bin"}`
}

// The contract's `filename` (downloadFile): no path separators, and none of the characters free text refuses
// (control characters, bidirectional overrides and isolates); at most 255 characters.
const UNSAFE = new RegExp(`[/\\\\${SINGLE_LINE_REFUSED_CLASS}]`, "gu")
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
