// The anonymous check-in's guard against guessing the four characters (contracts/openapi.yaml, checkInAnonymously):
// wrong codes are counted per appointment id and per client. Five wrong codes in a row lock the appointment's
// check-in, for 15 minutes the first time and twice as long each time after (at most a day); 20 wrong codes from one
// client within an hour lock that client out of every appointment's check-in, for an hour and twice as long each
// time after. An id that is no reservation counts as a wrong code, so the answers do not tell reserved ids from
// free ones.
import type { Db } from "../db/database.ts"
import { CHECK_IN_LOCK_MINUTES, CHECK_IN_MAX_FAILURES } from "./constants.ts"

export const CLIENT_MAX_FAILURES = 20
const CLIENT_WINDOW_MS = 60 * 60_000
const CLIENT_LOCK_MS = 60 * 60_000
const LONGEST_LOCK_MS = 24 * 60 * 60_000
// the lock's doubling stops counting once nothing has failed for this long
const ESCALATION_MEMORY_MS = 24 * 60 * 60_000

export const checkInGuardTable = `CREATE TABLE IF NOT EXISTS booking_check_in_guards (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  window_start_ms INTEGER NOT NULL,
  last_failure_ms INTEGER NOT NULL,
  locked_until_ms INTEGER,
  locks INTEGER NOT NULL
)`

interface GuardRow {
  failures: number
  window_start_ms: number
  last_failure_ms: number
  locked_until_ms: number | null
  locks: number
}

interface Rule {
  maxFailures: number
  /** Failures count within this long from the first (a client's hour), or in a row until a success (undefined). */
  windowMs: number | undefined
  firstLockMs: number
}

const APPOINTMENT: Rule = {
  maxFailures: CHECK_IN_MAX_FAILURES,
  windowMs: undefined,
  firstLockMs: CHECK_IN_LOCK_MINUTES * 60_000,
}
const CLIENT: Rule = {
  maxFailures: CLIENT_MAX_FAILURES,
  windowMs: CLIENT_WINDOW_MS,
  firstLockMs: CLIENT_LOCK_MS,
}

export type GuardState = { locked: false; failures: number } | { locked: true; lockedUntilMs: number }

const appointmentKey = (appointmentId: string) => `appointment:${appointmentId}`
const clientKey = (client: string) => `client:${client}`

function rowOf(db: Db, key: string): GuardRow | undefined {
  return db
    .prepare(
      "SELECT failures, window_start_ms, last_failure_ms, locked_until_ms, locks FROM booking_check_in_guards WHERE key = ?",
    )
    .get(key) as GuardRow | undefined
}

function stateOf(row: GuardRow | undefined, rule: Rule, nowMs: number): GuardState {
  if (!row) return { locked: false, failures: 0 }
  if (row.locked_until_ms !== null && row.locked_until_ms > nowMs) {
    return { locked: true, lockedUntilMs: row.locked_until_ms }
  }
  // a passed lock starts a fresh series; so does a client's window that has passed
  if (row.locked_until_ms !== null) return { locked: false, failures: 0 }
  if (rule.windowMs !== undefined && nowMs - row.window_start_ms >= rule.windowMs)
    return { locked: false, failures: 0 }
  return { locked: false, failures: row.failures }
}

function recordFailure(db: Db, key: string, rule: Rule, nowMs: number): GuardState {
  const row = rowOf(db, key)
  const state = stateOf(row, rule, nowMs)
  if (state.locked) return state
  const fresh = !row || state.failures === 0
  const failures = state.failures + 1
  const remembered = row && nowMs - row.last_failure_ms < ESCALATION_MEMORY_MS ? row.locks : 0
  const locks = failures >= rule.maxFailures ? remembered + 1 : remembered
  const lockedUntilMs =
    failures >= rule.maxFailures
      ? nowMs + Math.min(rule.firstLockMs * 2 ** remembered, LONGEST_LOCK_MS)
      : null
  db.prepare(
    `INSERT INTO booking_check_in_guards (key, failures, window_start_ms, last_failure_ms, locked_until_ms, locks)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, window_start_ms = excluded.window_start_ms,
       last_failure_ms = excluded.last_failure_ms, locked_until_ms = excluded.locked_until_ms, locks = excluded.locks`,
  ).run(key, failures, fresh || !row ? nowMs : row.window_start_ms, nowMs, lockedUntilMs, locks)
  return lockedUntilMs === null ? { locked: false, failures } : { locked: true, lockedUntilMs }
}

/** The lock in force for this client or appointment, the later of the two; undefined when neither is locked. */
export function checkInLock(
  db: Db,
  client: string,
  appointmentId: string,
  nowMs: number,
): number | undefined {
  const locks = [
    stateOf(rowOf(db, clientKey(client)), CLIENT, nowMs),
    stateOf(rowOf(db, appointmentKey(appointmentId)), APPOINTMENT, nowMs),
  ].flatMap((state) => (state.locked ? [state.lockedUntilMs] : []))
  return locks.length > 0 ? Math.max(...locks) : undefined
}

/** Counts a wrong code (or an id that is no reservation) for both; the appointment's state, or the lock now in force. */
export function recordWrongCode(db: Db, client: string, appointmentId: string, nowMs: number): GuardState {
  const byClient = recordFailure(db, clientKey(client), CLIENT, nowMs)
  const byAppointment = recordFailure(db, appointmentKey(appointmentId), APPOINTMENT, nowMs)
  if (byClient.locked || byAppointment.locked) {
    return { locked: true, lockedUntilMs: checkInLock(db, client, appointmentId, nowMs)! }
  }
  return byAppointment
}

/** A right code: the appointment's count and its lock doubling start again (the client's hour runs on). */
export function clearWrongCodes(db: Db, appointmentId: string): void {
  db.prepare("DELETE FROM booking_check_in_guards WHERE key = ?").run(appointmentKey(appointmentId))
}
