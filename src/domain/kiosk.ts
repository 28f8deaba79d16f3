// The lobby kiosk's rules: its timings (WCAG 2.2.1: a warning before the visit is ended, with a way to go on),
// the booking code a visitor types or scans, and the storage that belongs to the device rather than a visitor.

/** Without input for this long, the idle warning appears. */
export const KIOSK_IDLE_MS = 60_000
/** The warning's countdown (at least 20 s, WCAG 2.2.1); at its end the visit is forgotten. */
export const KIOSK_WARNING_MS = 30_000
/** A result screen (checked in, booked, see reception…) returns to the start this long after the last input. */
export const KIOSK_RESULT_MS = 20_000
/** A fresh page load after this many visits: a second belt against anything that outlives a store. */
export const KIOSK_RELOAD_AFTER_VISITS = 25
/** How often the out-of-service screen asks the backend again. */
export const KIOSK_RECOVERY_INTERVAL_MS = 10_000

/** The device's own keys in localStorage: the staff's binding and nothing about a visitor. */
export const KIOSK_BINDING_KEY = "kiosk-binding"
/** The service worker's cache of the built kiosk: kept across visits (prefix + build version). */
export const KIOSK_ASSET_CACHE_PREFIX = "kiosk-assets-"

const LINK_TOKEN = /^[A-Za-z0-9_-]+={0,2}$/
const LINK_MAX_LENGTH = 200

/**
 * The appointment link token in what a visitor typed or a handheld scanner sent: the booking code itself, or
 * the appointment link of the confirmation message (its last path segment). Undefined when it cannot be one.
 */
export function bookingCodeOf(input: string): string | undefined {
  let value = input.trim()
  if (value.includes("/")) {
    const withoutQuery = value.split(/[?#]/)[0] ?? ""
    value = withoutQuery.split("/").filter(Boolean).pop() ?? ""
  }
  value = value.replace(/\s+/g, "")
  if (value.length === 0 || value.length > LINK_MAX_LENGTH || !LINK_TOKEN.test(value)) return undefined
  return value
}
