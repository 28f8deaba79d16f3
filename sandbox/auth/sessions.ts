import { randomBytes, randomUUID } from "node:crypto"
import type { Db, DbModule } from "../db/database.ts"

export const SESSION_COOKIE = "sandbox-session"

/** A logged-in browser. Anonymous visitors have no row: their session is derived from the cookies alone. */
export interface SandboxSession {
  id: string
  personaId: string
  csrfToken: string
  authenticatedAt: string
  expiresAt: string
  /** MFA personas are "expired" until the PIN step is done (spec: only the MFA page is reachable then). */
  mfaPending: boolean
  scope: "standard" | "inAppBooking"
  healthCareType: "private" | "kela65" | "occupational" | "insurance"
  /** The guardian acting for a child (hpa login): the child's persona id. */
  actingForPersonaId: string | null
}

export const sessionsModule: DbModule = {
  name: "sessions",
  ddl: [
    `CREATE TABLE IF NOT EXISTS sessions (
      id TEXT PRIMARY KEY,
      persona_id TEXT NOT NULL,
      csrf_token TEXT NOT NULL,
      authenticated_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      mfa_pending INTEGER NOT NULL DEFAULT 0,
      scope TEXT NOT NULL DEFAULT 'standard',
      health_care_type TEXT NOT NULL DEFAULT 'private',
      acting_for_persona_id TEXT
    )`,
  ],
}

type Row = {
  id: string
  persona_id: string
  csrf_token: string
  authenticated_at: string
  expires_at: string
  mfa_pending: number
  scope: SandboxSession["scope"]
  health_care_type: SandboxSession["healthCareType"]
  acting_for_persona_id: string | null
}

const fromRow = (row: Row): SandboxSession => ({
  id: row.id,
  personaId: row.persona_id,
  csrfToken: row.csrf_token,
  authenticatedAt: row.authenticated_at,
  expiresAt: row.expires_at,
  mfaPending: row.mfa_pending === 1,
  scope: row.scope,
  healthCareType: row.health_care_type,
  actingForPersonaId: row.acting_for_persona_id,
})

export function createSession(
  db: Db,
  input: {
    personaId: string
    lifetimeMs: number
    mfaPending?: boolean
    scope?: SandboxSession["scope"]
    healthCareType?: SandboxSession["healthCareType"]
    actingForPersonaId?: string | null
    now: Date
  },
): SandboxSession {
  const now = input.now
  const session: SandboxSession = {
    id: randomUUID(),
    personaId: input.personaId,
    csrfToken: randomBytes(18).toString("base64url"),
    authenticatedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + input.lifetimeMs).toISOString(),
    mfaPending: input.mfaPending ?? false,
    scope: input.scope ?? "standard",
    healthCareType: input.healthCareType ?? "private",
    actingForPersonaId: input.actingForPersonaId ?? null,
  }
  db.prepare(
    `INSERT INTO sessions (id, persona_id, csrf_token, authenticated_at, expires_at, mfa_pending, scope,
       health_care_type, acting_for_persona_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    session.id,
    session.personaId,
    session.csrfToken,
    session.authenticatedAt,
    session.expiresAt,
    session.mfaPending ? 1 : 0,
    session.scope,
    session.healthCareType,
    session.actingForPersonaId,
  )
  return session
}

export function findSession(db: Db, id: string): SandboxSession | undefined {
  const row = db.prepare("SELECT * FROM sessions WHERE id = ?").get(id) as Row | undefined
  return row ? fromRow(row) : undefined
}

export function updateSession(
  db: Db,
  id: string,
  patch: Partial<Pick<SandboxSession, "mfaPending" | "healthCareType" | "scope" | "expiresAt">>,
): void {
  const current = findSession(db, id)
  if (!current) return
  const next = { ...current, ...patch }
  db.prepare(
    "UPDATE sessions SET mfa_pending = ?, health_care_type = ?, scope = ?, expires_at = ? WHERE id = ?",
  ).run(next.mfaPending ? 1 : 0, next.healthCareType, next.scope, next.expiresAt, id)
}

export function deleteSession(db: Db, id: string): void {
  db.prepare("DELETE FROM sessions WHERE id = ?").run(id)
}

export function isSessionValid(session: SandboxSession, now: Date): boolean {
  return !session.mfaPending && new Date(session.expiresAt).getTime() > now.getTime()
}

export function isSessionExpired(session: SandboxSession, now: Date): boolean {
  return new Date(session.expiresAt).getTime() <= now.getTime()
}

/** The same strong authentication for another full lifetime, e.g. after the SMS code. */
export function renewSession(db: Db, id: string, lifetimeMs: number, now: Date): void {
  updateSession(db, id, { mfaPending: false, expiresAt: new Date(now.getTime() + lifetimeMs).toISOString() })
}

// spec: the provider's authTokenTimeout is not given; 30 minutes is the contract's example
export const DEFAULT_SESSION_LIFETIME_MS = 30 * 60_000

/**
 * How long a login lasts: SANDBOX_SESSION_SECONDS (short, for tests of the timed-out page) or
 * SANDBOX_SESSION_MINUTES, else 30 minutes.
 */
export function sessionLifetimeFrom(env: Record<string, string | undefined>): number {
  for (const [name, unitMs] of [
    ["SANDBOX_SESSION_SECONDS", 1000],
    ["SANDBOX_SESSION_MINUTES", 60_000],
  ] as const) {
    const value = env[name]
    if (value === undefined || value === "") continue
    const amount = Number(value)
    if (!Number.isFinite(amount) || amount <= 0)
      throw new Error(`${name} must be a positive number, not ${value}`)
    return Math.round(amount * unitMs)
  }
  return DEFAULT_SESSION_LIFETIME_MS
}

/** The lifetime as the session's authTokenTimeout: whole hours when it is, else minutes (at least 1). */
export function authTokenTimeoutOf(lifetimeMs: number): { value: number; units: "minutes" | "hours" } {
  const minutes = Math.max(1, Math.round(lifetimeMs / 60_000))
  return minutes % 60 === 0 ? { value: minutes / 60, units: "hours" } : { value: minutes, units: "minutes" }
}
