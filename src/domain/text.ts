// Free text the product stores and shows again (names, addresses, messages): the characters it refuses, as the
// contract's patterns say (contracts/openapi.yaml, info; contracts/messaging.graphql, MessageInput).

// C0 controls, DEL, C1 controls, and the bidirectional embeddings, overrides and isolates, which make a text read
// differently than it is stored (U+202E turns 'fdp.exe' around)
const CONTROLS = "\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069"
// the same, but tab, line feed and carriage return are a multi-line text's own
const CONTROLS_BUT_LINES =
  "\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069"

const SINGLE_LINE_REFUSED = new RegExp(`[${CONTROLS}]`, "u")
const MULTI_LINE_REFUSED = new RegExp(`[${CONTROLS_BUT_LINES}]`, "u")

/** The characters a single-line text refuses, as the inside of a regular expression's class (with the u flag). */
export const SINGLE_LINE_REFUSED_CLASS = CONTROLS

/** Whether a text has a character the contract refuses in it; `multiLine` texts may have tabs and line breaks. */
export function hasRefusedCharacters(text: string, { multiLine }: { multiLine: boolean }): boolean {
  return (multiLine ? MULTI_LINE_REFUSED : SINGLE_LINE_REFUSED).test(text)
}

/** A single-line text with each character the contract refuses replaced, e.g. a file name made safe to show. */
export function replaceRefusedCharacters(text: string, replacement: string): string {
  return text.replace(new RegExp(SINGLE_LINE_REFUSED.source, "gu"), replacement)
}

/** A message's text at most (the spec gives none; docs/decisions/0010-request-limits-and-free-text.md): about four pages of writing. */
export const MESSAGE_CONTENT_MAX_LENGTH = 10_000
