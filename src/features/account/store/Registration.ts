import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import type { RegistrationRequest, UserProfile } from "../../../platform/api/schemas.ts"
import {
  CONTACT_FIELDS,
  hasNameCharacters,
  isValidPersonName,
  type ContactField,
} from "../../../domain/contactFields.ts"
import type { Lang } from "../../../domain/language.ts"
import { ContactFormModel } from "../../profile/index.ts"
import { areaOf, langOf } from "../../../kit/stores/rootAccess.ts"
import { formFieldsModel } from "../../../kit/stores/formFields.ts"

/** The form; registering; registered (go to next); or a failure shown above the form, the input kept. */
export type RegistrationState =
  "form" | "registering" | "registered" | "alreadyRegistered" | "networkError" | "unknownError"

/** spec §2: the person registers themselves, or a guardian (hpa login) registers the child. */
export type RegistrationVariant = "self" | "guardianForChild"

export const NAME_FIELDS = ["firstName", "lastName"] as const
export type NameField = (typeof NAME_FIELDS)[number]
export type NameProblem = "required" | "nameLength" | "nameCharacters"

const NAME_OF_PATH: Readonly<Record<string, NameField>> = {
  "body.firstName": "firstName",
  "body.lastName": "lastName",
}
const CONTACT_OF_PATH: Readonly<Record<string, ContactField>> = Object.fromEntries(
  CONTACT_FIELDS.map((field) => [`body.${field}`, field]),
)

/**
 * The registration page (spec booking §2 Registration, §5): the masked identity code as static text, first and
 * last name (2-50 characters), then the contact fields. For a guardian acting for a child the names are locked
 * and the contact fields optional.
 */
export const RegistrationModel = types
  .model("Registration", {
    variant: types.optional(types.enumeration("RegistrationVariant", ["self", "guardianForChild"]), "self"),
    maskedSsn: "",
    firstName: "",
    lastName: "",
    contact: types.optional(ContactFormModel, {}),
    /** The names left and the submit attempt: which name messages show (the contact form has its own). */
    fields: types.optional(formFieldsModel("RegistrationNameFields", NAME_FIELDS), {}),
    serverInvalidNames: types.array(types.enumeration("NameField", [...NAME_FIELDS])),
  })
  .volatile(() => ({
    state: "form" as RegistrationState,
  }))
  .views((self) => ({
    get lang(): Lang {
      return langOf(self)
    },
    /** spec §2: the child's names are locked (they come from the population register). */
    get namesLocked(): boolean {
      return self.variant === "guardianForChild"
    },
    get nameProblems(): Partial<Record<NameField, NameProblem>> {
      if (this.namesLocked) return {}
      const problems: Partial<Record<NameField, NameProblem>> = {}
      for (const field of NAME_FIELDS) {
        const value = self[field]
        if (value.trim() === "") problems[field] = "required"
        else if (!isValidPersonName(value)) problems[field] = "nameLength"
        else if (!hasNameCharacters(value) || self.serverInvalidNames.includes(field))
          problems[field] = "nameCharacters"
      }
      return problems
    },
    get nameErrors(): Partial<Record<NameField, NameProblem>> {
      return self.fields.shown(this.nameProblems)
    },
    get isValid(): boolean {
      return Object.keys(this.nameProblems).length === 0 && self.contact.isValid
    },
    /** spec §5: save disabled while any form error, and while the call runs. */
    get canSubmit(): boolean {
      return this.isValid && self.state !== "registering" && self.state !== "registered"
    },
    get request(): RegistrationRequest {
      if (self.variant === "guardianForChild") {
        return { type: "guardianForChild", ...self.contact.sentValues, language: self.contact.lang }
      }
      const values = self.contact.values
      return {
        type: "self",
        firstName: self.firstName.trim(),
        lastName: self.lastName.trim(),
        ...values,
        language: self.contact.lang,
      }
    },
  }))
  .actions((self) => ({
    /** Starts the form for this profile: names from the strong authentication, a child's form for a guardian. */
    prepare(profile: UserProfile) {
      self.variant = profile.actingGuardian ? "guardianForChild" : "self"
      self.maskedSsn = profile.person.maskedSsn
      self.firstName = profile.person.firstName
      self.lastName = profile.person.lastName
      self.contact.fill(profile.contactInfo)
      self.contact.setOptional(self.variant === "guardianForChild")
      self.fields.reset()
      self.serverInvalidNames.clear()
      self.state = "form"
    },
    setName(field: NameField, value: string) {
      if (self.namesLocked) return
      self[field] = value
      self.serverInvalidNames.remove(field)
    },
    setState(state: RegistrationState) {
      self.state = state
    },
    attemptSubmit() {
      self.fields.attemptSubmit()
      self.contact.fields.attemptSubmit()
    },
    markServerInvalid(paths: string[]) {
      const names = paths.flatMap((path) => NAME_OF_PATH[path] ?? [])
      self.serverInvalidNames.replace(names)
      self.contact.markServerInvalid(paths.flatMap((path) => CONTACT_OF_PATH[path] ?? []))
    },
  }))
  .actions((self) => ({
    /** POST /api/user/register. Gives true when the person is (now or already) a patient: go on to next. */
    register: flow(function* () {
      self.attemptSubmit()
      if (!self.canSubmit) return false
      const { api } = getEnv<StoreEnv>(self)
      self.setState("registering")
      try {
        yield unwrap(
          api.POST("/api/user/register", {
            params: { query: { lang: self.lang } },
            body: self.request,
          }),
        )
        areaOf(self, "profile")?.invalidate()
        self.setState("registered")
        return true
      } catch (error) {
        if (isApiError(error, "http") && error.status === 409) {
          const type = (error.body as { type?: string } | undefined)?.type
          if (type === "alreadyRegistered") {
            areaOf(self, "profile")?.invalidate()
            self.setState("alreadyRegistered")
            return true
          }
        }
        if (isApiError(error, "validation")) {
          self.markServerInvalid(error.details.map((issue) => issue.path))
          self.setState("form")
          return false
        }
        self.setState(isApiError(error, "network", "timeout") ? "networkError" : "unknownError")
        return false
      }
    }),
  }))

export interface Registration extends Instance<typeof RegistrationModel> {}
