import type { ParamKind } from "./types.ts"

// Every pattern admits only characters that are legal unescaped in a path segment, so values go into paths as is.
const PARAM_PATTERNS: Record<ParamKind, RegExp> = {
  numericId: /^[0-9]+$/,
  // spec: "{ids digits comma-separated}"
  digitIdList: /^[0-9]+(,[0-9]+)*$/,
  isoDate: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
  // spec: url-safe base64 of two values joined by an underscore, or an alphanumeric appointment id
  appointmentLinkToken: /^[A-Za-z0-9_-]+={0,2}$/,
  invoiceNumber: /^[0-9]+$/,
}

/** A date param must also be a real calendar day: 2024-02-30 is not one. */
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export function isValidParam(kind: ParamKind, value: string): boolean {
  if (!PARAM_PATTERNS[kind].test(value)) return false
  return kind !== "isoDate" || isCalendarDate(value)
}

/** What a caller may pass for a param of a kind; matchPath always gives strings back. */
export type ParamInput<K> = K extends "digitIdList"
  ? string | readonly (string | number)[]
  : K extends "numericId" | "invoiceNumber"
    ? string | number
    : string

/** Turns a caller's value into the path segment, or throws when it does not fit the kind. */
export function formatParam(name: string, kind: ParamKind, value: unknown): string {
  let text: string | undefined
  if (typeof value === "string") text = value
  else if (typeof value === "number" && Number.isSafeInteger(value)) text = String(value)
  else if (Array.isArray(value) && kind === "digitIdList") text = value.map(String).join(",")
  if (text === undefined || !isValidParam(kind, text)) {
    throw new RangeError(`routing: param ${name} (${kind}) does not accept ${JSON.stringify(value)}`)
  }
  return text
}
