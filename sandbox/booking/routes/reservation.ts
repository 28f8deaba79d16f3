// reservation tag: reserving anonymously or logged in, and adding a concept before reserving.
import { Hono, type Context } from "hono"
import { isValidPhoneNumber, normalizePhone, USER_PHONE_MAX_LENGTH } from "../../../src/domain/contact.ts"
import { ageInYears, KELA65_MIN_AGE } from "../../../src/domain/dates.ts"
import { brandOf } from "../../../src/domain/features.ts"
import { birthDateOf, normalizeSsn, parseSsn } from "../../../src/domain/ssn.ts"
import { requestNow, type SandboxEnv } from "../../context.ts"
import { validationError } from "../../responses.ts"
import type { Schemas } from "../catalog/types.ts"
import { CONCEPTS, isPermitOf } from "../insurance.ts"
import { createPatient, patientBySsn, sameName, type Patient } from "../patients.ts"
import { isoInstant } from "../present.ts"
import { addPatientConcept, allowedConceptsOf } from "../../account/patients.ts"
import { activeReservationOf, appointmentLinkOf, reserve } from "../reservations.ts"
import {
  APPOINTMENT_ID,
  bodyReader,
  CONCEPT_CODE,
  NOT_BLANK,
  readJsonObject,
  type Issue,
} from "../request.ts"
import { requirePersona, type LoggedIn } from "../requirePersona.ts"
import { slotById } from "../slots.ts"
import type { ReservationRow, SlotRow } from "../tables.ts"

type Ctx = Context<SandboxEnv>
type Rejection = Schemas["ReservationRejection"]["type"]
type Failure = Schemas["ReservationFailure"]["type"]

const rejected = (c: Ctx, type: Rejection) => c.json({ type } satisfies Schemas["ReservationRejection"], 409)
const failed = (c: Ctx, type: Failure) => c.json({ type } satisfies Schemas["ReservationFailure"], 500)

function reserved(c: Ctx, slot: SlotRow, reservation: ReservationRow) {
  const body: Schemas["ReservationResponse"] = {
    reservationDetails: {
      appointmentId: slot.id,
      startDate: isoInstant(slot.start_ms),
      appointmentLink: appointmentLinkOf(reservation),
      confirmationSentTo: { emailAddress: reservation.email_address, phone: reservation.phone },
    },
  }
  return c.json(body)
}

/** The fields both forms share; the brand's organization must be the environment's own. */
function readCommon(c: Ctx, body: Record<string, unknown>) {
  const reader = bodyReader(body)
  const internalOrganization = reader.string("internalOrganization", { maxLength: 20 })
  const expected = brandOf(c.get("environment")) === "children" ? "lastenklinikka" : "aava"
  if (internalOrganization && internalOrganization !== expected) {
    reader.fail("internalOrganization", `must be ${expected} in this environment`)
  }
  const appointmentId = reader.string("appointmentId", { pattern: APPOINTMENT_ID, maxLength: 20 })
  const emailAddress = reader.string("emailAddress", { pattern: /^[^\s@]+@[^\s@]+$/, maxLength: 78 })
  const phone = reader.string("phone", { maxLength: USER_PHONE_MAX_LENGTH })
  // the one phone rule of every form and call (src/domain/contact.ts), kept normalised as the account calls keep it
  if (phone && !isValidPhoneNumber(phone)) reader.fail("phone", "must be a Finnish phone number")
  return { reader, appointmentId, emailAddress, phone: normalizePhone(phone) }
}

/** A slot someone can still reserve: it exists, has not started and is not taken. */
function freeSlot(c: Ctx, appointmentId: string): SlotRow | undefined {
  const slot = slotById(c.get("db"), appointmentId)
  if (!slot || slot.start_ms <= c.get("config").clock() || activeReservationOf(c.get("db"), slot.id))
    return undefined
  return slot
}

export const reservationRoutes = new Hono<SandboxEnv>()
  .post("/api/anon/reserve-appointment", async (c) => {
    const body = await readJsonObject(c)
    if (!body) return validationError(c, [{ path: "body", message: "must be a JSON object" }])
    const { reader, appointmentId, emailAddress, phone } = readCommon(c, body)
    const firstName = reader.string("firstName", { pattern: NOT_BLANK, maxLength: 50 }).trim()
    const lastName = reader.string("lastName", { pattern: NOT_BLANK, maxLength: 50 }).trim()
    const ssn = normalizeSsn(reader.string("ssn", { maxLength: 11 }))
    // spec booking §5: the national check (check character, real date of birth)
    if (ssn && !parseSsn(ssn)) reader.fail("ssn", "is not a valid personal identity code")
    if (reader.issues.length > 0) return validationError(c, reader.issues)
    const db = c.get("db")
    const slot = freeSlot(c, appointmentId)
    if (!slot) return rejected(c, "appointmentNotAvailable")
    // spec booking §6: slots needing login, and insurance or Kela65 bookings, are not for anonymous visitors
    if (slot.requires_auth === 1 || slot.for_private !== 1) {
      const issue: Issue = {
        path: "body.appointmentId",
        message: "this appointment can only be reserved after logging in",
      }
      return validationError(c, [issue])
    }
    const known = patientBySsn(db, ssn, brandOf(c.get("environment")), requestNow(c))
    if (known?.persona && !known.isRegistered) return rejected(c, "noPatient")
    if (known && !sameName(known, firstName, lastName)) return rejected(c, "patientInfoConflict")
    if (known && known.consent !== "ok") return rejected(c, "patientDataConsentRequired")
    const now = requestNow(c)
    const outcome = reserve(
      db,
      { appointmentId, patientSsn: ssn, firstName, lastName, emailAddress, phone, reservedAt: now },
      now.getTime(),
    )
    if (!outcome.ok) return rejected(c, outcome.type)
    if (!known) createPatient(db, { ssn, firstName, lastName }, now)
    return reserved(c, slot, outcome.reservation)
  })
  .post("/api/reserve-appointment", async (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const body = await readJsonObject(c)
    if (!body) return validationError(c, [{ path: "body", message: "must be a JSON object" }])
    const { reader, appointmentId, emailAddress, phone } = readCommon(c, body)
    const description = reader.optionalString("description", { maxLength: 1000 })
    const conceptCode = reader.optionalString("conceptCode", { pattern: CONCEPT_CODE, maxLength: 10 })
    const dcpContentHash = reader.optionalString("dcpContentHash", { pattern: /^.+$/, maxLength: 128 })
    const { patient, persona } = loggedIn
    // spec booking §4: the concept is posted (insertPatientConcept) before a reservation that needs it
    if (conceptCode && !allowedConceptsOf(c.get("db"), patientPersonaId(loggedIn)).includes(conceptCode)) {
      reader.fail(
        "conceptCode",
        "is not among the patient's concepts; add it with insertPatientConcept first",
      )
    }
    if (reader.issues.length > 0) return validationError(c, reader.issues)
    const slot = freeSlot(c, appointmentId)
    if (!slot) return rejected(c, "appointmentNotAvailable")
    if (!patient.isRegistered) return rejected(c, "noPatient")
    if (patient.consent !== "ok") return rejected(c, "patientDataConsentRequired")
    const hasAgreement = persona.occupational.status === "ok"
    const occupationalVisit =
      slot.for_occupational === 1 &&
      hasAgreement &&
      (slot.for_private !== 1 || loggedIn.session.healthCareType === "occupational")
    // Occupational-only slots are for the employer's agreement holders
    if (slot.for_private !== 1 && slot.for_occupational === 1 && !hasAgreement) {
      return rejected(c, "appointmentNotAvailable")
    }
    // spec booking §4: 'Booking interrupted' for a patient not credit-worthy, unless the visit is occupational.
    // The contract has no type of its own for it; the page checks the profile first, so this is unknownError.
    if (!patient.isCreditWorthy && !occupationalVisit) return failed(c, "unknownError")
    // The direct-compensation permit must be one of the patient's (spec: the treatment chain cannot be made)
    if (dcpContentHash && !isPermitOf(c.get("db"), patient.persona ?? persona, dcpContentHash, requestNow(c)))
      return failed(c, "treatmentChainCreationFailed")
    const outcome = reserve(
      c.get("db"),
      {
        appointmentId,
        patientSsn: patient.ssn,
        firstName: patient.firstName,
        lastName: patient.lastName,
        emailAddress,
        phone,
        description: description ?? null,
        conceptCode: conceptCode ?? null,
        dcpContentHash: dcpContentHash ?? null,
        reservedAt: requestNow(c),
      },
      c.get("config").clock(),
    )
    if (!outcome.ok) return rejected(c, outcome.type)
    return reserved(c, slot, outcome.reservation)
  })
  .post("/api/concepts", async (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const body = await readJsonObject(c)
    if (!body) return validationError(c, [{ path: "body", message: "must be a JSON object" }])
    const reader = bodyReader(body)
    const code = reader.string("code", { pattern: CONCEPT_CODE, maxLength: 10 })
    if (reader.issues.length > 0) return validationError(c, reader.issues)
    const answer = (type: Schemas["ConceptResult"]["type"]) =>
      c.json({ type } satisfies Schemas["ConceptResult"])
    const { patient, persona } = loggedIn
    const concept = CONCEPTS[code]
    if (!patient.isRegistered) return answer("customerNotFound")
    if (!concept) return answer("conceptNotFound")
    if (patient.consent !== "ok") return answer("customerDeniedAccess")
    if (!conceptAllowed(patient, persona.insuranceCompany, concept, requestNow(c)))
      return answer("conceptOnlineUpdateNotAllowed")
    addPatientConcept(c.get("db"), patientPersonaId(loggedIn), code)
    return answer("success")
  })

const patientPersonaId = (loggedIn: LoggedIn) => loggedIn.patient.persona?.id ?? loggedIn.persona.id

// An insurer's concept only for its own customers; Kela65 only from the age of 65 (spec booking §9).
function conceptAllowed(
  patient: Patient,
  insurer: string | undefined,
  concept: (typeof CONCEPTS)[string] & object,
  now: Date,
): boolean {
  if (concept.insurer && concept.insurer !== insurer) return false
  if (concept.kela65) {
    const birthDate = birthDateOf(patient.ssn)
    return birthDate !== undefined && ageInYears(birthDate, now) >= KELA65_MIN_AGE
  }
  return true
}
