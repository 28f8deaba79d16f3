// The PIN step of SMS-code login after the bank login, and the my-information toggle. Whether a persona has SMS
// login (a verified number) lives with the account's MFA state (sandbox/account/mfa.ts, which the onboarding card
// also changes); this module keeps only the PIN attempts of each session. The sandbox sends no SMS: the code is the
// last four digits of the verified number (the identity provider's page says so).
import type { components } from "../../generated/openapi.ts"
import { mfaStatusOf, setMfaAction, smsCodeFor, verifiedPhoneOf } from "../account/mfa.ts"
import type { Db, DbModule } from "../db/database.ts"
import { ENVIRONMENT_FEATURES, type Environment } from "../environments.ts"
import { personaById } from "../personas.ts"
import { deleteSession } from "./sessions.ts"

type MfaStatus = components["schemas"]["MfaStatus"]
type PinResult = components["schemas"]["PinResult"]["mfaResponse"]

// spec: too many retries logs the patient out; three tries is the sandbox's choice (the spec gives no number)
export const PIN_ATTEMPTS = 3

export const pinAttemptsModule: DbModule = {
  name: "pin-attempts",
  ddl: [
    `CREATE TABLE IF NOT EXISTS pin_failures (
      session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
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

/** The my-information toggle: enabling needs a verified number first; disabling forgets it. The new status. */
export function toggleMfa(
  db: Db,
  environment: Environment,
  personaId: string,
  action: "enable" | "disable",
  now: Date,
): MfaStatus {
  if (environmentHasMfa(environment)) setMfaAction(db, personaId, action)
  return mfaStatusOf(db, personaId, environment, personaById(personaId)?.phone ?? null, now)
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
