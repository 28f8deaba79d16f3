import { getEnv, type IAnyStateTreeNode } from "mobx-state-tree"
import { sessionAlarms } from "../../domain/session.ts"
import type { StoreEnv } from "../../platform/api/env.ts"
import { nowMsOf } from "../../platform/clock/clock.ts"

export type SessionExpiryHandlers = {
  /** spec: a toast 90 s and 30 s before expiry. */
  onWarning(secondsLeft: number): void
  /** spec: at expiry the browser goes to the session-timed-out page. */
  onExpired(): void
}

/**
 * Runs the session's alarms (sessionAlarms) on the timers of `node`'s tree (StoreEnv.timers) until the returned
 * function stops them. Each timer is set from the tree's clock when it is armed, so a session read again (after
 * the PIN step) is watched afresh.
 */
export function watchSessionExpiry(
  node: IAnyStateTreeNode,
  expiresAtMs: number,
  handlers: SessionExpiryHandlers,
): () => void {
  const { timers } = getEnv<StoreEnv>(node)
  const start = nowMsOf(node)
  const armed = sessionAlarms(expiresAtMs, start).map((alarm) =>
    timers.setTimeout(
      () => (alarm.kind === "expired" ? handlers.onExpired() : handlers.onWarning(alarm.secondsLeft)),
      Math.max(0, alarm.atMs - start),
    ),
  )
  return () => armed.forEach((timer) => timers.clearTimeout(timer))
}
