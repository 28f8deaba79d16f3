import type { Clock } from "../../domain/clock.ts"
import { sessionAlarms } from "../../domain/session.ts"

export type SessionExpiryHandlers = {
  /** spec: a toast 90 s and 30 s before expiry. */
  onWarning(secondsLeft: number): void
  /** spec: at expiry the browser goes to the session-timed-out page. */
  onExpired(): void
}

/**
 * Runs the session's alarms (sessionAlarms) on timers until the returned function stops them. Each timer is set
 * from the clock when it is armed, so a session read again (after the PIN step) is watched afresh.
 */
export function watchSessionExpiry(
  expiresAtMs: number,
  handlers: SessionExpiryHandlers,
  now: Clock,
): () => void {
  const start = now()
  const timers = sessionAlarms(expiresAtMs, start).map((alarm) =>
    setTimeout(
      () => (alarm.kind === "expired" ? handlers.onExpired() : handlers.onWarning(alarm.secondsLeft)),
      Math.max(0, alarm.atMs - start),
    ),
  )
  return () => timers.forEach(clearTimeout)
}
