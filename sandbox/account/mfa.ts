// SMS-code login (the second factor): whether it is on, with which verified number, and the onboarding card's
// code check. The sandbox sends no text messages: the code is always the last four digits of the number it was
// "sent" to, so developers and tests can type it.
import { DateTime } from "luxon"
import type { components } from "../../generated/openapi.ts"
import { HELSINKI } from "../../src/domain/dates.ts"
import type { Db, DbModule } from "../db/database.ts"
import { ENVIRONMENT_FEATURES, type Environment } from "../environments.ts"
import { PERSONAS } from "../personas.ts"

export type MfaStatus = components["schemas"]["MfaStatus"]
export type MfaOnboardingResult = components["schemas"]["MfaOnboardingResult"]["type"]

// Our numbers (the spec gives none): 3 wrong codes, or 5 codes requested, lock onboarding for 15 minutes.
export const MFA_MAX_WRONG_CODES = 3
export const MFA_MAX_CODES_SENT = 5
export const MFA_LOCK_MINUTES = 15

type Row = {
  persona_id: string
  verified_phone: string | null
  wants_to_enable: number
  pending_phone: string | null
  wrong_codes: number
  codes_sent: number
  locked_until: string | null
}

export const mfaModule: DbModule = {
  name: "mfa",
  ddl: [
    `CREATE TABLE IF NOT EXISTS mfa (
      persona_id TEXT PRIMARY KEY,
      verified_phone TEXT,
      wants_to_enable INTEGER NOT NULL DEFAULT 0,
      pending_phone TEXT,
      wrong_codes INTEGER NOT NULL DEFAULT 0,
      codes_sent INTEGER NOT NULL DEFAULT 0,
      locked_until TEXT
    )`,
  ],
  seed(db) {
    const insert = db.prepare("INSERT INTO mfa (persona_id, verified_phone) VALUES (?, ?)")
    for (const persona of PERSONAS) insert.run(persona.id, persona.mfaEnabled ? persona.phone : null)
  },
}

/** The code the sandbox "texts" to a number: its last four digits. */
export function smsCodeFor(phoneNumber: string): string {
  return phoneNumber
    .replace(/[^0-9]/g, "")
    .slice(-4)
    .padStart(4, "0")
}

function storedRowOf(db: Db, personaId: string): Row {
  db.prepare("INSERT OR IGNORE INTO mfa (persona_id) VALUES (?)").run(personaId)
  return db.prepare("SELECT * FROM mfa WHERE persona_id = ?").get(personaId) as Row
}

/** The persona's row as of `now`: an onboarding lock that has passed is lifted. */
function rowOf(db: Db, personaId: string, now: Date): Row {
  const row = storedRowOf(db, personaId)
  if (row.locked_until !== null && new Date(row.locked_until).getTime() <= now.getTime()) {
    // The lock has passed: onboarding starts afresh.
    db.prepare(
      "UPDATE mfa SET locked_until = NULL, wrong_codes = 0, codes_sent = 0, pending_phone = NULL WHERE persona_id = ?",
    ).run(personaId)
    return { ...row, locked_until: null, wrong_codes: 0, codes_sent: 0, pending_phone: null }
  }
  return row
}

function lock(db: Db, personaId: string, now: Date): string {
  const until = DateTime.fromJSDate(now, { zone: HELSINKI })
    .plus({ minutes: MFA_LOCK_MINUTES })
    .toISO({ suppressMilliseconds: true }) as string
  db.prepare("UPDATE mfa SET locked_until = ?, pending_phone = NULL WHERE persona_id = ?").run(
    until,
    personaId,
  )
  return until
}

/** The verified SMS-login number, if any (a lock concerns only onboarding, so no clock is needed here). */
export function verifiedPhoneOf(db: Db, personaId: string): string | undefined {
  return storedRowOf(db, personaId).verified_phone ?? undefined
}

export function mfaStatusOf(
  db: Db,
  personaId: string,
  environment: Environment,
  patientPhone: string | null,
  now: Date,
): MfaStatus {
  if (!ENVIRONMENT_FEATURES[environment].includes("mfa")) return { type: "environment-has-mfa-disabled" }
  const row = rowOf(db, personaId, now)
  if (row.verified_phone !== null) return { type: "enabled", phoneNumber: row.verified_phone }
  if (row.locked_until !== null)
    return { type: "too-many-onboarding-attempts", nextAttempt: row.locked_until }
  if (row.wants_to_enable === 1) {
    return { type: "user-wants-to-enable-mfa", mfaOnboardingParam: { phoneNumber: patientPhone } }
  }
  return { type: "user-has-no-verified-mfa-device" }
}

/** The my-information toggle (setMfa): enabling needs a verified number first; disabling forgets it. */
export function setMfaAction(db: Db, personaId: string, action: "enable" | "disable"): void {
  storedRowOf(db, personaId)
  if (action === "enable")
    db.prepare("UPDATE mfa SET wants_to_enable = 1 WHERE persona_id = ?").run(personaId)
  else
    db.prepare("UPDATE mfa SET wants_to_enable = 0, verified_phone = NULL WHERE persona_id = ?").run(
      personaId,
    )
}

export type StartOnboardingOutcome = { type: "sent"; code: string } | { type: "locked"; nextAttempt: string }

export function startOnboarding(
  db: Db,
  personaId: string,
  phoneNumber: string,
  now: Date,
): StartOnboardingOutcome {
  const row = rowOf(db, personaId, now)
  if (row.locked_until !== null) return { type: "locked", nextAttempt: row.locked_until }
  if (row.codes_sent >= MFA_MAX_CODES_SENT) return { type: "locked", nextAttempt: lock(db, personaId, now) }
  db.prepare(
    "UPDATE mfa SET pending_phone = ?, codes_sent = codes_sent + 1, wrong_codes = 0 WHERE persona_id = ?",
  ).run(phoneNumber, personaId)
  return { type: "sent", code: smsCodeFor(phoneNumber) }
}

export function verifyOnboarding(db: Db, personaId: string, code: string, now: Date): MfaOnboardingResult {
  const row = rowOf(db, personaId, now)
  if (row.locked_until !== null) return "too-many-mfa-attempts"
  if (row.pending_phone === null) return "mfa-challenge-failed"
  if (code === smsCodeFor(row.pending_phone)) {
    db.prepare(
      `UPDATE mfa SET verified_phone = pending_phone, pending_phone = NULL, wants_to_enable = 0, wrong_codes = 0,
         codes_sent = 0 WHERE persona_id = ?`,
    ).run(personaId)
    return "mfa-ok"
  }
  if (row.wrong_codes + 1 >= MFA_MAX_WRONG_CODES) {
    lock(db, personaId, now)
    return "too-many-mfa-attempts"
  }
  db.prepare("UPDATE mfa SET wrong_codes = wrong_codes + 1 WHERE persona_id = ?").run(personaId)
  return "mfa-challenge-failed"
}
