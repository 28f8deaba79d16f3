import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import type { ContactInfo, GuardianForm } from "../../../platform/api/schemas.ts"
import {
  CONTACT_FIELDS,
  contactFieldProblem,
  normalizeContactField,
  type ContactField,
  type ContactFieldProblem,
} from "../../../domain/contactFields.ts"
import { LANGUAGES, type Lang } from "../../../domain/language.ts"
import { areaOf, langOf } from "../../../kit/stores/rootAccess.ts"
import { formFieldsModel } from "../../../kit/stores/formFields.ts"

export { CONTACT_FIELDS, type ContactField, type ContactFieldProblem }

/** not filled yet; the form; saving; saved; or a failed save (spec §4 contact info editing). */
export type ContactFormStatus = "idle" | "ready" | "saving" | "saved" | "saveError"

/** The request's body paths (ValidationError details) by field. */
const FIELD_OF_PATH: Readonly<Record<string, ContactField>> = {
  "body.streetAddress": "streetAddress",
  "body.zipCode": "zipCode",
  "body.postalCode": "zipCode",
  "body.postOffice": "postOffice",
  "body.phoneNumber": "phoneNumber",
  "body.emailAddress": "emailAddress",
}

type ContactValues = Record<ContactField, string>

const EMPTY: ContactValues = {
  streetAddress: "",
  zipCode: "",
  postOffice: "",
  phoneNumber: "",
  emailAddress: "",
}

/** The values of a saved contact information (null fields are empty). */
export function contactValuesOf(info: ContactInfo | null | undefined): ContactValues {
  if (!info) return { ...EMPTY }
  return {
    streetAddress: info.streetAddress ?? "",
    zipCode: info.zipCode ?? "",
    postOffice: info.postOffice ?? "",
    phoneNumber: info.phoneNumber ?? "",
    emailAddress: info.emailAddress ?? "",
  }
}

/**
 * The shared contact form (spec booking §5 'Contact info (logged-in)'): street address, zip code, post office,
 * phone and email. Used by the registration, the logged-in reservation's contact section and my information,
 * each filled from the one profile (root `profile`); a save brings the profile up to date.
 * With `optional` (a guardian acting for a child: the child's registration and my information) an empty field is
 * allowed and left out of the request.
 */
export const ContactFormModel = types
  .model("ContactForm", {
    streetAddress: "",
    zipCode: "",
    postOffice: "",
    phoneNumber: "",
    emailAddress: "",
    /** The language of messages, saved with the contact information (POST /api/user). */
    language: types.maybe(types.enumeration("Lang", [...LANGUAGES])),
    optional: false,
    /** The values last loaded or saved, for isDirty. */
    saved: types.frozen<ContactValues>({ ...EMPTY }),
    /** The fields left and the save attempt: which messages show. */
    fields: types.optional(formFieldsModel("ContactFields", CONTACT_FIELDS), {}),
  })
  .volatile(() => ({
    status: "idle" as ContactFormStatus,
    /** Why the last save failed (status saveError): no answer, or an answer that was not a success. */
    saveFailure: undefined as "network" | "unknown" | undefined,
    /** Fields a 400 named: shown as invalid until edited. */
    serverInvalid: [] as ContactField[],
    /** The paths the last 400 named (the guardians' too: body.guardians.{index}.{field}). */
    invalidPaths: [] as string[],
  }))
  .views((self) => ({
    /** The rule each field breaks, whether shown yet or not, in the form's order. */
    get problems(): Partial<Record<ContactField, ContactFieldProblem>> {
      const problems: Partial<Record<ContactField, ContactFieldProblem>> = {}
      for (const field of CONTACT_FIELDS) {
        const problem =
          contactFieldProblem(field, self[field], { optional: self.optional }) ??
          (self.serverInvalid.includes(field) ? invalidMessageOf(field) : undefined)
        if (problem) problems[field] = problem
      }
      return problems
    },
    get isValid(): boolean {
      return Object.keys(this.problems).length === 0
    },
    /** The messages to show: every one after a save was tried, before that those of the fields left once. */
    get errors(): Partial<Record<ContactField, ContactFieldProblem>> {
      return self.fields.shown(this.problems)
    },
    /** spec §5: 'Save unfinished changes before continuing' blocks booking while this holds. */
    get isDirty(): boolean {
      return CONTACT_FIELDS.some(
        (field) =>
          normalizeContactField(field, self[field]) !== normalizeContactField(field, self.saved[field]),
      )
    },
    /** The values as they are sent: trimmed, phone normalised, email cleaned. */
    get values(): ContactValues {
      return Object.fromEntries(
        CONTACT_FIELDS.map((field) => [field, normalizeContactField(field, self[field])]),
      ) as ContactValues
    },
    /** What a save sends: every value, or with `optional` only the filled ones (an empty one is left out). */
    get sentValues(): Partial<ContactValues> {
      const values = this.values
      if (!self.optional) return values
      return Object.fromEntries(
        CONTACT_FIELDS.flatMap((field) => (values[field] ? [[field, values[field]]] : [])),
      )
    },
    get lang(): Lang {
      return self.language ?? langOf(self)
    },
  }))
  .actions((self) => ({
    setField(field: ContactField, value: string) {
      self[field] = value
      self.serverInvalid = self.serverInvalid.filter((name) => name !== field)
      if (self.status === "saved" || self.status === "saveError") self.status = "ready"
    },
    /** Leaving a field shows its message; the phone is normalised (spec §5: leading 0 → +358, spaces go). */
    blur(field: ContactField) {
      if (field === "phoneNumber" && self.phoneNumber.trim() !== "") {
        self.phoneNumber = normalizeContactField("phoneNumber", self.phoneNumber)
      }
      self.fields.leave(field)
    },
    setOptional(optional: boolean) {
      self.optional = optional
    },
    /** Fills the form from saved contact information (a profile already loaded elsewhere). */
    fill(info: ContactInfo | null | undefined) {
      const values = contactValuesOf(info)
      for (const field of CONTACT_FIELDS) self[field] = values[field]
      self.saved = values
      if (info) self.language = info.language
      self.fields.reset()
      self.serverInvalid = []
      self.status = "ready"
    },
    setStatus(status: ContactFormStatus) {
      self.status = status
      if (status !== "saveError") self.saveFailure = undefined
    },
    failed(failure: "network" | "unknown") {
      self.status = "saveError"
      self.saveFailure = failure
    },
    markServerInvalid(fields: ContactField[], paths: string[] = []) {
      self.serverInvalid = fields
      self.invalidPaths = paths
      self.fields.attemptSubmit()
    },
  }))
  .actions((self) => ({
    /**
     * Saves with POST /api/user (it also sets the language of messages). Gives true when saved; an invalid form
     * is not sent, and every message shows instead.
     */
    save: flow(function* () {
      if (!self.isValid) {
        self.fields.attemptSubmit()
        return false
      }
      const { api } = getEnv<StoreEnv>(self)
      self.setStatus("saving")
      const values = self.values
      try {
        const { contactInfo }: { contactInfo: ContactInfo } = yield unwrap(
          api.POST("/api/user", { body: { ...values, language: self.lang } }),
        )
        self.fill(contactInfo)
        areaOf(self, "profile")?.applyContactInfo(contactInfo)
        self.setStatus("saved")
        return true
      } catch (error) {
        if (isApiError(error, "validation")) {
          const fields = error.details.flatMap((issue) => FIELD_OF_PATH[issue.path] ?? [])
          self.markServerInvalid(fields)
        }
        self.failed(isApiError(error, "network", "timeout") ? "network" : "unknown")
        return false
      }
    }),
    /**
     * The my-information form (POST /api/user/contact-form): the contact fields, the guardians and `next`, the
     * path to go to on success (spec §2 saveAction). Gives the answer's next, or undefined when not saved.
     */
    saveForm: flow(function* (options: { next: string; guardians: GuardianForm[] }) {
      if (!self.isValid) {
        self.fields.attemptSubmit()
        return undefined
      }
      const { api } = getEnv<StoreEnv>(self)
      self.setStatus("saving")
      self.invalidPaths = []
      const values = self.values
      try {
        const result: { next: string } = yield unwrap(
          api.POST("/api/user/contact-form", {
            body: {
              ...self.sentValues,
              language: self.lang,
              guardians: options.guardians,
              lang: self.lang,
              next: options.next,
            },
          }),
        )
        self.fill({ ...values, firstName: "", lastName: "", language: self.lang })
        // the answer carries only next: the profile is read again on its next use
        areaOf(self, "profile")?.invalidate()
        self.setStatus("saved")
        return result.next
      } catch (error) {
        if (isApiError(error, "validation")) {
          const paths = error.details.map((issue) => issue.path)
          self.markServerInvalid(
            paths.flatMap((path) => FIELD_OF_PATH[path] ?? []),
            paths,
          )
        }
        self.failed(isApiError(error, "network", "timeout") ? "network" : "unknown")
        return undefined
      }
    }),
  }))

function invalidMessageOf(field: ContactField): ContactFieldProblem {
  if (field === "phoneNumber") return "phoneInvalid"
  if (field === "emailAddress") return "emailInvalid"
  if (field === "zipCode") return "zipCodeInvalid"
  return "required"
}

export interface ContactForm extends Instance<typeof ContactFormModel> {}
