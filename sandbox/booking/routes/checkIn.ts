// check-in tag: logged in, and with the last four characters of the identity code.
import { Hono } from "hono"
import { brandOf } from "../../../src/domain/features.ts"
import { requestNow, type SandboxEnv } from "../../context.ts"
import { validationError } from "../../responses.ts"
import type { Schemas } from "../catalog/types.ts"
import { clientAddressOf } from "../../clientAddress.ts"
import { checkIn, checkInWindowOf, type CheckInOutcome } from "../checkIn.ts"
import { checkInClientOf, checkInLock, clearWrongCodes, recordWrongCode } from "../checkInGuard.ts"
import { CHECK_IN_MAX_FAILURES } from "../constants.ts"
import { patientBySsn } from "../patients.ts"
import { isoInstant } from "../present.ts"
import { activeReservationOf } from "../reservations.ts"
import { APPOINTMENT_ID, bodyReader, langOf, readJsonObject } from "../request.ts"
import { requirePersona } from "../requirePersona.ts"
import { slotById } from "../slots.ts"

type CheckInResult = Schemas["CheckInResult"]
type AnonymousCheckInResult = Schemas["AnonymousCheckInResult"]

// The spec's check-in result codes for the logged-in call; an appointment already over cannot be checked in to.
function loggedInResult(outcome: CheckInOutcome): CheckInResult {
  switch (outcome.type) {
    case "success":
      return { type: "success", room: outcome.room }
    case "consentMissing":
      return { type: "confidentialityFormNotFilled" }
    case "consentAsAdult":
      return { type: "confidentialityFormNotFilledAsAdult" }
    case "alreadyCheckedIn":
      return { type: "alreadyCheckedIn" }
    case "onlyAtReception":
      return { type: "checkInOnlyAtReception" }
    case "tooEarly":
      return { type: "tooEarly" }
    case "over":
      return { type: "unknownError" }
  }
}

// The anonymous call's codes; it has no 'only at reception', which the page shows as the failure it is.
function anonymousResult(outcome: CheckInOutcome): AnonymousCheckInResult {
  switch (outcome.type) {
    case "success":
      return { type: "success", room: outcome.room }
    case "consentMissing":
      return { type: "confidentiality-form-not-filled" }
    case "consentAsAdult":
      return { type: "confidentiality-form-not-filled-as-adult" }
    case "alreadyCheckedIn":
      return { type: "alreadyCheckedIn" }
    case "tooEarly":
      return { type: "tooEarly" }
    case "onlyAtReception":
    case "over":
      return { type: "unknownError" }
  }
}

const SSN_END_PART = /^[0-9]{3}[0-9A-FHJ-NPR-Y]$/

export const checkInRoutes = new Hono<SandboxEnv>()
  .post("/api/appointments/check-in/:id{[0-9]{1,20}}", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const db = c.get("db")
    const slot = slotById(db, c.req.param("id"))
    const reservation = slot && activeReservationOf(db, slot.id)
    if (!slot || !reservation || reservation.patient_ssn !== loggedIn.patient.ssn) {
      return c.json({ type: "customerNotFound" } satisfies CheckInResult)
    }
    const outcome = checkIn(db, slot, reservation, loggedIn.patient.consent, langOf(c), requestNow(c))
    return c.json(loggedInResult(outcome))
  })
  .post("/api/anon/check-in", async (c) => {
    const body = await readJsonObject(c)
    if (!body) return validationError(c, [{ path: "body", message: "must be a JSON object" }])
    const reader = bodyReader(body)
    const appointmentId = reader.string("appointmentId", { pattern: APPOINTMENT_ID, maxLength: 20 })
    const ssnEndPart = reader.string("ssnEndPart", { pattern: SSN_END_PART, maxLength: 4 })
    if (reader.issues.length > 0) return validationError(c, reader.issues)
    const db = c.get("db")
    const now = requestNow(c)
    const nowMs = now.getTime()
    // Who is guessing: the real client address (in-process requests without a connection share one)
    const client = checkInClientOf(clientAddressOf(c), c.get("config").kioskAddresses)
    const answer = (result: AnonymousCheckInResult) => c.json(result)
    const lockedUntilMs = checkInLock(db, client, appointmentId, nowMs)
    if (lockedUntilMs !== undefined) return answer({ type: "locked", lockedUntil: isoInstant(lockedUntilMs) })
    const slot = slotById(db, appointmentId)
    // Outside the check-in window a slot answers by the clock alone, reserved or free, and the code is not looked
    // at: no answer there tells reserved ids from free ones or confirms a right code before the visit
    const window = slot && checkInWindowOf(slot, nowMs)
    if (window === "tooEarly") return answer({ type: "tooEarly" })
    if (window && window !== "open") return answer({ type: "unknownError" })
    const reservation = slot && activeReservationOf(db, appointmentId)
    const patient =
      reservation && patientBySsn(db, reservation.patient_ssn, brandOf(c.get("environment")), now)
    // Within it, an id that is no reservation is answered and counted as a wrong code
    if (!slot || !reservation || !patient || !reservation.patient_ssn.endsWith(ssnEndPart)) {
      const after = recordWrongCode(db, client, appointmentId, nowMs)
      return answer(
        after.locked
          ? { type: "locked", lockedUntil: isoInstant(after.lockedUntilMs) }
          : { type: "ssnEndPartMismatch", remainingAttempts: CHECK_IN_MAX_FAILURES - after.failures },
      )
    }
    clearWrongCodes(db, client, appointmentId)
    return answer(anonymousResult(checkIn(db, slot, reservation, patient.consent, langOf(c), now)))
  })
