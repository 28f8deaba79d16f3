// spec booking §4 Session and §9: the session's warnings, its timed-out page and the PIN step.

/** spec: toasts appear 90 s and 30 s before expiry (the earlier first). */
export const SESSION_WARNING_SECONDS = [90, 30] as const

/** spec booking §9: 20 s error toasts on the (acting-on-behalf) front page. */
export const FRONT_PAGE_ERROR_TOAST_MS = 20_000

/** The MFA page's SMS code: four digits. */
export const PIN_LENGTH = 4

export const isPinDigit = (character: string): boolean => /^[0-9]$/.test(character)

/** spec booking §8: the acting-on-behalf errors; `mandateNotAllowed` is a disallowed mandate, anything else unknown. */
export const MANDATE_NOT_ALLOWED = "mandateNotAllowed"
export type ActingOnBehalfError = "mandateNotAllowed" | "unknown"

/** spec booking §6: on what grounds a user handles someone else's matters: a mandate, or as a child's guardian. */
export const ACTING_BASES = ["mandate", "guardian"] as const

export function actingOnBehalfErrorOf(query: string | null): ActingOnBehalfError | undefined {
  if (query === null) return undefined
  return query === MANDATE_NOT_ALLOWED ? "mandateNotAllowed" : "unknown"
}

export type SessionAlarm =
  { kind: "warning"; secondsLeft: number; atMs: number } | { kind: "expired"; atMs: number }

/**
 * What happens before a session that ends at `expiresAtMs`, seen at `nowMs`: a warning 90 s and 30 s before, then
 * the end. A warning whose moment has passed is given at once only when it is the latest one due (a page opened
 * 60 s before the end warns once, with the time actually left); the end is always last.
 */
export function sessionAlarms(expiresAtMs: number, nowMs: number): SessionAlarm[] {
  if (expiresAtMs <= nowMs) return [{ kind: "expired", atMs: nowMs }]
  const warnings: SessionAlarm[] = []
  for (const seconds of SESSION_WARNING_SECONDS) {
    const atMs = expiresAtMs - seconds * 1000
    if (atMs >= nowMs) warnings.push({ kind: "warning", secondsLeft: seconds, atMs })
  }
  const futureCount = warnings.length
  if (futureCount < SESSION_WARNING_SECONDS.length) {
    // a warning is overdue: say now how much time is left, unless the next warning is the one due first anyway
    const left = Math.ceil((expiresAtMs - nowMs) / 1000)
    const nextFuture = warnings[0]
    if (!nextFuture || nextFuture.atMs > nowMs)
      warnings.unshift({ kind: "warning", secondsLeft: left, atMs: nowMs })
  }
  return [...warnings, { kind: "expired", atMs: expiresAtMs }]
}
