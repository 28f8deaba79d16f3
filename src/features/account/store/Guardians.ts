import { types, type Instance } from "mobx-state-tree"
import type { Guardian, GuardianForm } from "../../../platform/api/schemas.ts"
import {
  GUARDIAN_FIELDS,
  guardianFieldProblem,
  guardianFieldsShown,
  MAX_GUARDIANS,
  normalizeGuardianField,
  type GuardianField,
  type GuardianFieldProblem,
} from "../../../domain/guardian.ts"
import { formFieldsModel } from "../../../kit/stores/formFields.ts"

export { GUARDIAN_FIELDS, MAX_GUARDIANS, type GuardianField, type GuardianFieldProblem }

type GuardianValues = Record<GuardianField, string> & { isGuardianHasSameAddress: boolean }

const EMPTY_VALUES: GuardianValues = {
  name: "",
  phone: "",
  emailAddress: "",
  streetAddress: "",
  zipCode: "",
  postOffice: "",
  isGuardianHasSameAddress: true,
}

function valuesOf(guardian: Guardian): GuardianValues {
  return {
    name: guardian.name,
    phone: guardian.phone,
    emailAddress: guardian.emailAddress,
    streetAddress: guardian.streetAddress ?? "",
    zipCode: guardian.zipCode ?? "",
    postOffice: guardian.postOffice ?? "",
    isGuardianHasSameAddress: guardian.isGuardianHasSameAddress,
  }
}

/** One guardian's form (spec booking §3 Guardian). */
export const GuardianEntryModel = types
  .model("GuardianEntry", {
    /** A key of its own for the view's list and the fields' ids (a removed second must not pass its on). */
    key: types.identifierNumber,
    name: "",
    phone: "",
    emailAddress: "",
    isGuardianHasSameAddress: true,
    streetAddress: "",
    zipCode: "",
    postOffice: "",
    /** spec §3: the obfuscated identity number, shown for the first guardian (from the population register). */
    obfuscatedSsn: types.maybeNull(types.string),
    /** Stored already (loaded from the profile), not added on this page. */
    stored: false,
    /** The fields left (the save attempt is the whole list's). */
    fields: types.optional(formFieldsModel("GuardianFields", GUARDIAN_FIELDS), {}),
    /** Fields a 400 named: shown as invalid until edited. */
    serverInvalid: types.array(types.enumeration("GuardianField", [...GUARDIAN_FIELDS])),
  })
  .views((self) => ({
    /** The rule each field breaks, in the form's order (the address only when it is asked for). */
    get problems(): Partial<Record<GuardianField, GuardianFieldProblem>> {
      const problems: Partial<Record<GuardianField, GuardianFieldProblem>> = {}
      for (const field of guardianFieldsShown(self.isGuardianHasSameAddress)) {
        const problem =
          guardianFieldProblem(field, self[field], self.isGuardianHasSameAddress) ??
          (self.serverInvalid.includes(field) ? serverProblemOf(field) : undefined)
        if (problem) problems[field] = problem
      }
      return problems
    },
    /** What the my-information form sends (the address only when it differs from the child's). */
    get form(): GuardianForm {
      const value = (field: GuardianField) => normalizeGuardianField(field, self[field])
      const common = { name: value("name"), phone: value("phone"), emailAddress: value("emailAddress") }
      if (self.isGuardianHasSameAddress) return { ...common, isGuardianHasSameAddress: true }
      return {
        ...common,
        isGuardianHasSameAddress: false,
        streetAddress: value("streetAddress"),
        zipCode: value("zipCode"),
        postOffice: value("postOffice"),
      }
    },
  }))
  .actions((self) => ({
    setField(field: GuardianField, value: string) {
      self[field] = value
      self.serverInvalid.remove(field)
    },
    /** spec §5: the same-address box hides the address fields and makes them not required. */
    setSameAddress(same: boolean) {
      self.isGuardianHasSameAddress = same
    },
    /** Leaving a field shows its message; the phone is normalised (spec §5: leading 0 → +358, spaces go). */
    blur(field: GuardianField) {
      if (field === "phone" && self.phone.trim() !== "")
        self.phone = normalizeGuardianField("phone", self.phone)
      self.fields.leave(field)
    },
    markServerInvalid(field: GuardianField) {
      if (!self.serverInvalid.includes(field)) self.serverInvalid.push(field)
    },
  }))

export interface GuardianEntry extends Instance<typeof GuardianEntryModel> {}

/**
 * The children's brand's guardian forms on my information (spec booking §2, §5, §9): at most 2; the first (the
 * stored one from the register) cannot be removed; sent with the contact form. Filled from the profile.
 */
export const GuardiansModel = types
  .model("Guardians", {
    entries: types.array(GuardianEntryModel),
    nextKey: 1,
    /** The list's save attempt: every guardian's messages show after it, one added since too. */
    fields: types.optional(formFieldsModel("GuardianListFields"), {}),
    /** The forms as last loaded or saved, for isDirty. */
    saved: types.frozen<GuardianForm[]>([]),
  })
  .views((self) => ({
    get isValid(): boolean {
      return self.entries.every((entry) => Object.keys(entry.problems).length === 0)
    },
    /** The messages to show per guardian: every one after a save was tried, before that the fields left once. */
    errorsOf(entry: GuardianEntry): Partial<Record<GuardianField, GuardianFieldProblem>> {
      return entry.fields.shown(entry.problems, { attempted: self.fields.submitAttempted })
    },
    get canAdd(): boolean {
      return self.entries.length < MAX_GUARDIANS
    },
    /** spec §5: the first cannot be removed (one just added on this page can). */
    canRemove(entry: GuardianEntry): boolean {
      return self.entries.indexOf(entry) > 0 || !entry.stored
    },
    get forms(): GuardianForm[] {
      return self.entries.map((entry) => entry.form)
    },
    get isDirty(): boolean {
      return JSON.stringify(this.forms) !== JSON.stringify(self.saved)
    },
  }))
  .actions((self) => ({
    /** Fills the forms from the stored guardians (the profile's). */
    fill(guardians: readonly Guardian[]) {
      self.entries.clear()
      for (const guardian of guardians.slice(0, MAX_GUARDIANS)) {
        self.entries.push({
          key: self.nextKey++,
          ...valuesOf(guardian),
          obfuscatedSsn: guardian.obfuscatedSsn,
          stored: true,
        })
      }
      self.saved = self.forms
      self.fields.reset()
    },
    /** Adds an empty guardian (same address as the child until unticked); gives its key, or undefined at 2. */
    add(): number | undefined {
      if (!self.canAdd) return undefined
      const key = self.nextKey++
      self.entries.push({ key, ...EMPTY_VALUES, obfuscatedSsn: null })
      return key
    },
    remove(entry: GuardianEntry) {
      if (self.canRemove(entry)) self.entries.remove(entry)
    },
    /** After a save: what is on the page is what is stored. */
    markSaved() {
      self.saved = self.forms
      for (const entry of self.entries) entry.stored = true
      self.fields.reset()
    },
    /** The 400's paths (body.guardians.{index}.{field}) mark those fields invalid; gives whether any did. */
    markServerInvalid(paths: readonly string[]): boolean {
      let marked = false
      for (const path of paths) {
        const match = /^body\.guardians\.(\d+)\.(\w+)$/.exec(path)
        const entry = match ? self.entries[Number(match[1])] : undefined
        const field = match?.[2] as GuardianField | undefined
        if (entry && field && (GUARDIAN_FIELDS as readonly string[]).includes(field)) {
          entry.markServerInvalid(field)
          marked = true
        }
      }
      if (marked) self.fields.attemptSubmit()
      return marked
    },
  }))

function serverProblemOf(field: GuardianField): GuardianFieldProblem {
  if (field === "phone") return "phoneInvalid"
  if (field === "emailAddress") return "emailInvalid"
  if (field === "zipCode") return "zipCodeInvalid"
  return "required"
}

export interface Guardians extends Instance<typeof GuardiansModel> {}
