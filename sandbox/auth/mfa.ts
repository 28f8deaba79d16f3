// The PIN step of SMS-code login after the bank login, and the my-information toggle. Whether a persona has SMS
// login (a verified number) lives with the account's MFA state (sandbox/account/mfa.ts, which the onboarding card
// also changes); this module keeps only the PIN attempts of each session. The sandbox sends no SMS: the code is the
// last four digits of the verified number (the identity provider's page says so).
import { DateTime } from "luxon"
import type { components } from "../../generated/openapi.ts"
import { HELSINKI } from "../../src/domain/dates.ts"
import { mfaStatusOf, setMfaAction, smsCodeFor, verifiedPhoneOf } from "../account/mfa.ts"
import type { Db, DbModule } from "../db/database.ts"
import { ENVIRONMENT_FEATURES, type Environment } from "../environments.ts"
import { personaById } from "../personas.ts"
import { deleteSession } from "./sessions.ts"

type MfaStatus = components["schemas"]["MfaStatus"]
type PinResult = components["schemas"]["PinResult"]["mfaResponse"]
type MfaPinRejected = components["schemas"]["MfaPinRejected"]

// spec: too many retries logs the patient out; three tries is the sandbox's choice (the spec gives no number)
export const PIN_ATTEMPTS = 3
// Inferred (sendPinCode): at most 3 new codes in 15 minutes per patient
export const PIN_CODES_PER_WINDOW = 3
export const PIN_CODE_WINDOW_MINUTES = 15

export const pinAttemptsModule: DbModule = {
  name: "pin-attempts",
  ddl: [
    `CREATE TABLE IF NOT EXISTS pin_failures (
      session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
      failures INTEGER NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS pin_codes_sent (persona_id TEXT NOT NULL, sent_at TEXT NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS mfa_disable_failures (
      persona_id TEXT PRIMARY KEY,
      failures INTEGER NOT NULL
    )`,
  ],
}

const environmentHasMfa = (environment: Environment) => ENVIRONMENT_FEATURES[environment].includes("mfa")

function verifiedPhone(db: Db, environment: Environment, personaId: string): string | undefined {
  return environmentHasMfa(environment) ? verifiedPhoneOf(db, personaId) : undefined
}

/** Whether a login of the persona takes the PIN step: SMS login is on, in an environment that has it. */
export function needsPinStep(db: Db, environment: Environment, personaId: string): boolean {
  return environmentHasMfa(environment) && verifiedPhone(db, environment, personaId) !== undefined
}

/** The code the sandbox "sends": the last four digits of the verified number (else of the persona's phone). */
export function pinFor(db: Db, environment: Environment, personaId: string): string {
  return smsCodeFor(verifiedPhone(db, environment, personaId) ?? personaById(personaId)?.phone ?? "")
}

export type SendPinCodeOutcome =
  { type: "sent" } | { type: "noSmsLogin" } | { type: "limited"; nextAttempt: string }

/**
 * Inferred (sendPinCode): "sends" a new code to the verified number, at most PIN_CODES_PER_WINDOW in the window;
 * a new code clears the wrong codes counted against turning SMS login off.
 */
export function sendPinCode(
  db: Db,
  environment: Environment,
  personaId: string,
  now: Date,
): SendPinCodeOutcome {
  if (!needsPinStep(db, environment, personaId)) return { type: "noSmsLogin" }
  const windowStart = new Date(now.getTime() - PIN_CODE_WINDOW_MINUTES * 60_000).toISOString()
  db.prepare("DELETE FROM pin_codes_sent WHERE persona_id = ? AND sent_at <= ?").run(personaId, windowStart)
  const sent = db
    .prepare("SELECT sent_at FROM pin_codes_sent WHERE persona_id = ? ORDER BY sent_at")
    .all(personaId) as { sent_at: string }[]
  if (sent.length >= PIN_CODES_PER_WINDOW) {
    const nextAttempt = DateTime.fromISO(sent[0]!.sent_at, { zone: HELSINKI })
      .plus({ minutes: PIN_CODE_WINDOW_MINUTES })
      .toISO({ suppressMilliseconds: true }) as string
    return { type: "limited", nextAttempt }
  }
  db.prepare("INSERT INTO pin_codes_sent (persona_id, sent_at) VALUES (?, ?)").run(
    personaId,
    now.toISOString(),
  )
  db.prepare("DELETE FROM mfa_disable_failures WHERE persona_id = ?").run(personaId)
  return { type: "sent" }
}

/**
 * The my-information toggle: enabling needs a verified number first; disabling forgets it. The new status, or
 * (inferred) why turning off SMS login that is enabled was refused: it needs the SMS code, three wrong ones need
 * a new code.
 */
export function toggleMfa(
  db: Db,
  environment: Environment,
  personaId: string,
  request: { action: "enable" | "disable"; pin?: string },
  now: Date,
): MfaStatus | MfaPinRejected {
  if (request.action === "disable" && needsPinStep(db, environment, personaId)) {
    const refused = disablePinProblem(db, environment, personaId, request.pin)
    if (refused) return refused
  }
  if (environmentHasMfa(environment)) setMfaAction(db, personaId, request.action)
  return mfaStatusOf(db, personaId, environment, personaById(personaId)?.phone ?? null, now)
}

function disablePinProblem(
  db: Db,
  environment: Environment,
  personaId: string,
  pin: string | undefined,
): MfaPinRejected | undefined {
  if (pin === undefined) return { type: "pinRequired" }
  const row = db.prepare("SELECT failures FROM mfa_disable_failures WHERE persona_id = ?").get(personaId) as
    { failures: number } | undefined
  const failures = row?.failures ?? 0
  if (failures >= PIN_ATTEMPTS) return { type: "tooManyRetries" }
  if (pin === pinFor(db, environment, personaId)) {
    db.prepare("DELETE FROM mfa_disable_failures WHERE persona_id = ?").run(personaId)
    return undefined
  }
  db.prepare(
    `INSERT INTO mfa_disable_failures (persona_id, failures) VALUES (?, 1)
     ON CONFLICT(persona_id) DO UPDATE SET failures = failures + 1`,
  ).run(personaId)
  return failures + 1 >= PIN_ATTEMPTS
    ? { type: "tooManyRetries" }
    : { type: "pinMismatch", remainingAttempts: PIN_ATTEMPTS - failures - 1 }
}

/** Checks a PIN for a session; the third wrong one ends the session (its row and its failures go). */
export function checkPin(
  db: Db,
  environment: Environment,
  session: { id: string; personaId: string },
  pin: string,
): PinResult {
  if (pin === pinFor(db, environment, session.personaId)) {
    db.prepare("DELETE FROM pin_failures WHERE session_id = ?").run(session.id)
    return { type: "success" }
  }
  db.prepare(
    `INSERT INTO pin_failures (session_id, failures) VALUES (?, 1)
     ON CONFLICT(session_id) DO UPDATE SET failures = failures + 1`,
  ).run(session.id)
  const { failures } = db
    .prepare("SELECT failures FROM pin_failures WHERE session_id = ?")
    .get(session.id) as {
    failures: number
  }
  if (failures < PIN_ATTEMPTS) return { type: "pinMismatch", remainingAttempts: PIN_ATTEMPTS - failures }
  deleteSession(db, session.id)
  return { type: "tooManyRetries" }
}
