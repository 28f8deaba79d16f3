// Account calls: profile, contact information (two variants and the my-information form), registration, consent.
import { Hono, type Context } from "hono"
import type { components } from "../../generated/openapi.ts"
import { requestNow, type SandboxEnv } from "../context.ts"
import { validationError } from "../responses.ts"
import { jsonObjectOf, stringField, type JsonObject } from "./body.ts"
import { guardiansFrom } from "./guardianForm.ts"
import { replaceGuardians } from "./guardians.ts"
import {
  findPatient,
  markRegistered,
  saveConsent,
  updateContact,
  helsinkiNow,
  type ContactFields,
  type PatientDataConsent,
} from "./patients.ts"
import { contactInfoOf, patientOf, userProfileOf } from "./profile.ts"
import { requirePersona, type LoggedIn } from "./requirePersona.ts"
import { FieldChecker } from "./validation.ts"

type Schemas = components["schemas"]

const NOT_REGISTERED = {
  path: "body",
  message: "Not a registered patient: register first (POST /api/user/register)",
}
const CONSENT_CHOICES = [
  "allowsCommonRegistry",
  "allowsMarketingMail",
  "allowsTreatmentInstructionsMail",
  "allowsBookingSms",
] as const
const OCCUPATIONAL_CONSENT = "allowsViewingOccupationalInformation"

/** The full set of contact fields (saveContactInfo, the my-information form, a self registration). */
function fullContact(
  checker: FieldChecker,
  body: JsonObject,
  zipField: "zipCode" | "postalCode",
): ContactFields {
  return {
    street: checker.text("streetAddress", stringField(body, "streetAddress"), 2, 30),
    postalCode: checker.zipCode(zipField, stringField(body, zipField)),
    postOffice: checker.text("postOffice", stringField(body, "postOffice"), 2, 30),
    email: checker.email("emailAddress", stringField(body, "emailAddress")),
    phone: checker.phone("phoneNumber", stringField(body, "phoneNumber")),
  }
}

/** Every contact field optional, checked when given (a guardian registering a child). */
function optionalContact(checker: FieldChecker, body: JsonObject): ContactFields {
  const given = (name: string) => stringField(body, name)
  const fields: ContactFields = {
    street: checker.optional(given("streetAddress"), (v) => checker.text("streetAddress", v, 2, 30)),
    postalCode: checker.optional(given("zipCode"), (v) => checker.zipCode("zipCode", v)),
    postOffice: checker.optional(given("postOffice"), (v) => checker.text("postOffice", v, 2, 30)),
    email: checker.optional(given("emailAddress"), (v) => checker.email("emailAddress", v)),
    phone: checker.optional(given("phoneNumber"), (v) => checker.phone("phoneNumber", v)),
  }
  if (body.language !== undefined)
    fields.language = checker.language("language", stringField(body, "language"))
  return fields
}

/** A left-out contact field (undefined: keep) becomes null (saved empty). */
function emptiedWhenLeftOut(fields: ContactFields): ContactFields {
  const { street, postalCode, postOffice, email, phone } = fields
  return {
    street: street ?? null,
    postalCode: postalCode ?? null,
    postOffice: postOffice ?? null,
    email: email ?? null,
    phone: phone ?? null,
  }
}

async function withRegisteredPatient(
  c: Context<SandboxEnv>,
  handle: (loggedIn: LoggedIn, body: JsonObject) => Response,
): Promise<Response> {
  const loggedIn = requirePersona(c)
  if (loggedIn instanceof Response) return loggedIn
  const body = await jsonObjectOf(c)
  if (body instanceof Response) return body
  if (!findPatient(c.get("db"), loggedIn.subject.id)?.isRegistered)
    return validationError(c, [NOT_REGISTERED])
  return handle(loggedIn, body)
}

function registerPatient(c: Context<SandboxEnv>, loggedIn: LoggedIn, body: JsonObject): Response {
  const db = c.get("db")
  const refused = (type: "alreadyRegistered" | "notActingForChild") =>
    c.json({ type } satisfies Schemas["RegistrationRefused"], 409)
  const checker = new FieldChecker()
  if (body.type === "guardianForChild") {
    if (!loggedIn.session.actingForPersonaId) return refused("notActingForChild")
    const child = loggedIn.subject
    if (findPatient(db, child.id)?.isRegistered) return refused("alreadyRegistered")
    const fields = optionalContact(checker, body)
    if (!checker.ok) return validationError(c, checker.issues)
    markRegistered(db, child.id, child, fields)
  } else if (body.type === "self") {
    const self = loggedIn.persona
    if (findPatient(db, self.id)?.isRegistered) return refused("alreadyRegistered")
    const names = {
      firstName: checker.personName("firstName", stringField(body, "firstName")),
      lastName: checker.personName("lastName", stringField(body, "lastName")),
    }
    const fields = {
      ...fullContact(checker, body, "zipCode"),
      language: checker.language("language", stringField(body, "language")),
    }
    if (!checker.ok) return validationError(c, checker.issues)
    markRegistered(db, self.id, names, fields)
  } else {
    return validationError(c, [{ path: "body.type", message: "must be one of self, guardianForChild" }])
  }
  const registeredId = body.type === "self" ? loggedIn.persona : loggedIn.subject
  const record = findPatient(db, registeredId.id)
  if (!record) throw new Error(`No patient row for ${registeredId.id}`)
  const result: Schemas["RegistrationResult"] = {
    type: "success",
    patient: patientOf(record, registeredId.ssn),
  }
  return c.json(result, 201)
}

function consentFrom(
  c: Context<SandboxEnv>,
  loggedIn: LoggedIn,
  body: JsonObject,
): PatientDataConsent | Response {
  const issues: Schemas["ValidationIssue"][] = []
  for (const choice of CONSENT_CHOICES) {
    if (typeof body[choice] !== "boolean")
      issues.push({ path: `body.${choice}`, message: "must be a boolean" })
  }
  const occupational = body[OCCUPATIONAL_CONSENT]
  // spec: the consent to view occupational data exists only in the adult brand
  if (loggedIn.brand === "adult" && typeof occupational !== "boolean") {
    issues.push({ path: `body.${OCCUPATIONAL_CONSENT}`, message: "must be a boolean in the adult brand" })
  }
  if (loggedIn.brand === "children" && occupational !== undefined) {
    issues.push({ path: `body.${OCCUPATIONAL_CONSENT}`, message: "is not asked in the children's brand" })
  }
  if (issues.length > 0) return validationError(c, issues)
  const consent = Object.fromEntries(CONSENT_CHOICES.map((choice) => [choice, body[choice] === true]))
  return {
    ...(consent as Omit<PatientDataConsent, typeof OCCUPATIONAL_CONSENT>),
    ...(loggedIn.brand === "adult" ? { [OCCUPATIONAL_CONSENT]: occupational === true } : {}),
  }
}

export const accountRoutes = new Hono<SandboxEnv>()
  .get("/api/user/profile", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    return c.json(userProfileOf(c.get("db"), loggedIn, c.get("environment"), requestNow(c)))
  })
  .post("/api/user", (c) =>
    withRegisteredPatient(c, (loggedIn, body) => {
      const checker = new FieldChecker()
      const fields = {
        ...fullContact(checker, body, "zipCode"),
        language: checker.language("language", stringField(body, "language")),
      }
      if (!checker.ok) return validationError(c, checker.issues)
      const db = c.get("db")
      updateContact(db, loggedIn.subject.id, fields)
      const record = findPatient(db, loggedIn.subject.id)
      if (!record) throw new Error(`No patient row for ${loggedIn.subject.id}`)
      return c.json({
        type: "success",
        contactInfo: contactInfoOf(record),
      } satisfies Schemas["ContactInfoSaved"])
    }),
  )
  .put("/api/user", (c) =>
    withRegisteredPatient(c, (loggedIn, body) => {
      const checker = new FieldChecker()
      const fields = fullContact(checker, body, "postalCode")
      if (!checker.ok) return validationError(c, checker.issues)
      updateContact(c.get("db"), loggedIn.subject.id, fields)
      const patient: Schemas["ContactInfoUpdate"] = {
        streetAddress: fields.street ?? "",
        postalCode: fields.postalCode ?? "",
        postOffice: fields.postOffice ?? "",
        emailAddress: fields.email ?? "",
        phoneNumber: fields.phone ?? "",
      }
      return c.json({ type: "success", patient } satisfies Schemas["ContactInfoUpdateResult"])
    }),
  )
  .post("/api/user/register", async (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const body = await jsonObjectOf(c)
    if (body instanceof Response) return body
    return registerPatient(c, loggedIn, body)
  })
  .post("/api/user/consent", (c) =>
    withRegisteredPatient(c, (loggedIn, body) => {
      const consent = consentFrom(c, loggedIn, body)
      if (consent instanceof Response) return consent
      const at = helsinkiNow(requestNow(c))
      saveConsent(c.get("db"), loggedIn.subject.id, consent, at)
      const saved: Schemas["ConsentSaved"] = {
        type: "success",
        patientDataConsentFormUpdated: at,
        patientDataConsent: consent,
      }
      return c.json(saved)
    }),
  )
  .post("/api/user/contact-form", (c) =>
    withRegisteredPatient(c, (loggedIn, body) => {
      const checker = new FieldChecker()
      // a guardian acting for a child: each contact field optional, as in the child's registration; one left
      // out is saved empty
      const contact = loggedIn.session.actingForPersonaId
        ? emptiedWhenLeftOut(optionalContact(checker, body))
        : fullContact(checker, body, "zipCode")
      const fields = { ...contact, language: checker.language("language", stringField(body, "language")) }
      const db = c.get("db")
      const guardians = guardiansFrom(checker, body.guardians, loggedIn.brand, db, loggedIn.subject.id)
      const next = stringField(body, "next") ?? ""
      if (!/^\/(?![/\\])\S*$/.test(next) || next.length > 2000) {
        checker.custom("next", "must be a same-origin path starting with a single slash")
      }
      if (!checker.ok) return validationError(c, checker.issues)
      updateContact(db, loggedIn.subject.id, fields)
      if (loggedIn.brand === "children") replaceGuardians(db, loggedIn.subject.id, guardians)
      return c.json({ type: "success", next } satisfies Schemas["ContactFormSaved"])
    }),
  )
