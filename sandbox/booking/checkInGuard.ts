// The anonymous check-in's guard against guessing the four characters (contracts/openapi.yaml, checkInAnonymously).
// Wrong codes are counted per client, so that no client can lock another out:
//
// - The client is its real address (sandbox/clientAddress.ts: the peer, or X-Forwarded-For behind a trusted proxy);
//   an IPv6 client is its /64 network, the block one subscriber is given, or a per-address limit would not bound
//   anyone. A provisioned lobby kiosk (SANDBOX_KIOSK_ADDRESSES) is one device by its own address.
// - A client's hour: 20 wrong codes within an hour from the first lock that client out of every appointment's
//   check-in, for an hour and twice as long each time after (at most a day). A kiosk, where a lobby of visitors
//   types, has 100 an hour on the same terms.
// - An appointment, per client: 5 wrong codes in a row from one client lock that appointment's check-in for that
//   client, 15 minutes the first time and twice as long each time after (at most a day). Another client that made
//   no wrong try still checks in with the right code.
// - An appointment's ceiling, against guessing from many addresses: once the appointment has collected 15 wrong
//   codes (3 × 5) from anyone within a day, every client that made a wrong try on it since the first of those is
//   refused it for a day from then; a client that made none still has one try, and is refused too if that is wrong.
//   A right code never counts toward it: a client that typed no wrong code for the appointment is never refused
//   by the ceiling.
// - A right code clears that client's count for the appointment (and its doubling). It leaves the ceiling and the
//   client's hour as they are: the wrong codes of the others still happened, and one who knows the code must not
//   be able to reopen the appointment for guessers (after a check-in, `alreadyCheckedIn` would confirm a guess).
// - Outside an appointment's check-in window its answer comes from the clock alone (too early, or a failure once
//   over), reserved or free, and nothing is counted or looked at; within it an id that is no reservation counts as
//   a wrong code. So no answer tells reserved ids from free ones without a counted try.
//
// Why this bounds guessing. The end part is three digits and a check character: 10 000 strings of digits alone,
// 31 000 of the allowed shape; one who knows the birth date computes the check character and is left with the
// 900 individual numbers (002-899), 450 if they know the sex as well. The code is looked at only within the
// check-in window (30 minutes before the start until the end), far shorter than the ceiling's day. So one
// appointment hears at most 15 + A wrong codes, A being the addresses (IPv6 /64 networks) the guesser holds that
// never tried it, whatever their number of tries: a chance of at most (15 + A) / 450 for the best-informed
// guesser, (15 + A) / 10 000 or less for anyone else. Each address is bounded on its own as well: 20 an hour,
// 100 in its first day (20 + 20 + 20 + 20 + 20 between locks of 1, 2, 4, 8 and 16 hours) and 20 a day after that
// (the doubling is remembered for a day after a lock ends); at most 15 of them at any one appointment. This is a
// rate limit, not a wall: a guesser with hundreds of addresses gets hundreds of tries at one appointment, but it
// never locks out the patient, who has a try of their own from any address that has not typed wrong codes for it.
import type { Db } from "../db/database.ts"
import { formatIp, listIncludes, networkOf, parseIp, type AddressList } from "../clientAddress.ts"
import { CHECK_IN_LOCK_MINUTES, CHECK_IN_MAX_FAILURES } from "./constants.ts"

export const CLIENT_MAX_FAILURES = 20
export const KIOSK_MAX_FAILURES = 100
export const CEILING_FAILURES = 3 * CHECK_IN_MAX_FAILURES
const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS
const LONGEST_LOCK_MS = DAY_MS
// the lock's doubling stops counting once nothing has failed, and nothing been locked, for this long
const ESCALATION_MEMORY_MS = DAY_MS
// IPv6: one subscriber's network
const IPV6_CLIENT_BITS = 64

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

const FOR_CLIENT_AND_APPOINTMENT: Rule = {
  maxFailures: CHECK_IN_MAX_FAILURES,
  windowMs: undefined,
  firstLockMs: CHECK_IN_LOCK_MINUTES * 60_000,
}
const BROWSER: Rule = { maxFailures: CLIENT_MAX_FAILURES, windowMs: HOUR_MS, firstLockMs: HOUR_MS }
const KIOSK: Rule = { maxFailures: KIOSK_MAX_FAILURES, windowMs: HOUR_MS, firstLockMs: HOUR_MS }
// Its "lock" is the ceiling in force: it refuses only the clients that tried the appointment (checkInLock)
const CEILING: Rule = { maxFailures: CEILING_FAILURES, windowMs: DAY_MS, firstLockMs: DAY_MS }

/** Who is guessing, as the guard counts: a key per client, and whether it is a provisioned kiosk. */
export interface CheckInClient {
  key: string
  kiosk: boolean
}

/** The client of a request's address (clientAddressOf): the kiosk's own address, an IPv6 network, or the address. */
export function checkInClientOf(address: string, kioskAddresses: AddressList): CheckInClient {
  const ip = parseIp(address)
  if (!ip) return { key: address, kiosk: false }
  if (listIncludes(kioskAddresses, ip)) return { key: `kiosk ${formatIp(ip)}`, kiosk: true }
  return { key: ip.family === 6 ? networkOf(ip, IPV6_CLIENT_BITS) : formatIp(ip), kiosk: false }
}

export type GuardState = { locked: false; failures: number } | { locked: true; lockedUntilMs: number }

const clientKey = (client: CheckInClient) => `client:${client.key}`
const pairKey = (client: CheckInClient, appointmentId: string) => `appointment:${appointmentId}:${client.key}`
const ceilingKey = (appointmentId: string) => `ceiling:${appointmentId}`
const ruleOf = (client: CheckInClient) => (client.kiosk ? KIOSK : BROWSER)

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
  // a passed lock starts a fresh series; so does a window that has passed
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
  // counted from the end of the last lock, so that a lock of a day is followed by another
  const quietSinceMs = row ? Math.max(row.last_failure_ms, row.locked_until_ms ?? 0) : 0
  const remembered = row && nowMs - quietSinceMs < ESCALATION_MEMORY_MS ? row.locks : 0
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

/** Until when the appointment's ceiling refuses this client: in force, and the client tried it since it began. */
function ceilingLock(
  db: Db,
  client: CheckInClient,
  appointmentId: string,
  nowMs: number,
): number | undefined {
  const ceiling = rowOf(db, ceilingKey(appointmentId))
  if (!ceiling || !stateOf(ceiling, CEILING, nowMs).locked) return undefined
  const tried = rowOf(db, pairKey(client, appointmentId))
  return tried && tried.last_failure_ms >= ceiling.window_start_ms ? ceiling.locked_until_ms! : undefined
}

/** The lock in force for this client on this appointment, the latest of them; undefined when none is. */
export function checkInLock(
  db: Db,
  client: CheckInClient,
  appointmentId: string,
  nowMs: number,
): number | undefined {
  const locks = [
    stateOf(rowOf(db, clientKey(client)), ruleOf(client), nowMs),
    stateOf(rowOf(db, pairKey(client, appointmentId)), FOR_CLIENT_AND_APPOINTMENT, nowMs),
  ].flatMap((state) => (state.locked ? [state.lockedUntilMs] : []))
  const ceiling = ceilingLock(db, client, appointmentId, nowMs)
  if (ceiling !== undefined) locks.push(ceiling)
  return locks.length > 0 ? Math.max(...locks) : undefined
}

/**
 * Counts a wrong code (or an id that is no reservation) for the client, the client's tries at the appointment and
 * the appointment's ceiling; answers the client's count for the appointment, or the lock now in force for it.
 */
export function recordWrongCode(
  db: Db,
  client: CheckInClient,
  appointmentId: string,
  nowMs: number,
): GuardState {
  recordFailure(db, clientKey(client), ruleOf(client), nowMs)
  recordFailure(db, ceilingKey(appointmentId), CEILING, nowMs)
  const byPair = recordFailure(db, pairKey(client, appointmentId), FOR_CLIENT_AND_APPOINTMENT, nowMs)
  const lockedUntilMs = checkInLock(db, client, appointmentId, nowMs)
  return lockedUntilMs === undefined ? byPair : { locked: true, lockedUntilMs }
}

/** A right code: this client's count for the appointment and its doubling start again (see the header). */
export function clearWrongCodes(db: Db, client: CheckInClient, appointmentId: string): void {
  db.prepare("DELETE FROM booking_check_in_guards WHERE key = ?").run(pairKey(client, appointmentId))
}
