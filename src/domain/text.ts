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

/** Whether a text has a character the contract refuses in it; `multiLine` texts may have tabs and line breaks. */
export function hasRefusedCharacters(text: string, { multiLine }: { multiLine: boolean }): boolean {
  return (multiLine ? MULTI_LINE_REFUSED : SINGLE_LINE_REFUSED).test(text)
}

/** A message's text at most (the spec gives none; README Decisions): about four pages of writing. */
export const MESSAGE_CONTENT_MAX_LENGTH = 10_000
