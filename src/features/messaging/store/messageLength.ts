import { MESSAGE_CONTENT_MAX_LENGTH } from "../../../domain/text.ts"

// Ours (issue 31): a message's text is never cut at its limit (docs/decisions/0025-messaging.md). The counter
// shows from 90 % of the limit on, and its live region speaks only as the text crosses one of these bands.
export const MESSAGE_COUNTER_FROM_SHARE = 0.9
export const MESSAGE_COUNTER_LAST = 100

/** Where a text stands against the limit: well under it, near (90 %), the last 100 characters, or over. */
export type LengthBand = "under" | "near" | "last" | "over"

export interface MessageLength {
  /** Characters as a person counts them (code points), as the service counts them. */
  readonly length: number
  readonly max: number
  /** Characters still free (0 at the limit); the characters too many when over. */
  readonly left: number
  readonly over: number
  readonly band: LengthBand
}

/** The text's length against MESSAGE_CONTENT_MAX_LENGTH (10 000), the text counted whole, as typed. */
export function messageLength(text: string, max: number = MESSAGE_CONTENT_MAX_LENGTH): MessageLength {
  const length = [...text].length
  const left = Math.max(0, max - length)
  const over = Math.max(0, length - max)
  const band: LengthBand =
    over > 0
      ? "over"
      : left <= MESSAGE_COUNTER_LAST
        ? "last"
        : length >= Math.ceil(max * MESSAGE_COUNTER_FROM_SHARE)
          ? "near"
          : "under"
  return { length, max, left, over, band }
}
