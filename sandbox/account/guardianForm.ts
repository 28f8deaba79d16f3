// The guardians of the my-information form (children's brand), spec booking §5: at most 2, the first cannot be
// removed, name at most 40, the address only when it differs from the child's.
import type { Db } from "../db/database.ts"
import type { BrandId } from "../personas.ts"
import { stringField, type JsonObject } from "./body.ts"
import { guardiansOf, type Guardian } from "./guardians.ts"
import { FieldChecker, GUARDIAN_EMAIL_MAX, GUARDIAN_PHONE_MAX } from "./validation.ts"

export const MAX_GUARDIANS = 2
const NAME_MESSAGE = "Maximum character length is 40"

type GuardianInput = Omit<Guardian, "obfuscatedSsn">

function guardianFrom(checker: FieldChecker, index: number, value: unknown): GuardianInput {
  const at = (field: string) => `guardians.${index}.${field}`
  const body: JsonObject = typeof value === "object" && value !== null ? (value as JsonObject) : {}
  const sameAddress = body.isGuardianHasSameAddress
  if (typeof sameAddress !== "boolean") checker.custom(at("isGuardianHasSameAddress"), "must be a boolean")
  const guardian: GuardianInput = {
    name: checker.text(at("name"), stringField(body, "name"), 1, 40, NAME_MESSAGE),
    phone: checker.phone(at("phone"), stringField(body, "phone"), GUARDIAN_PHONE_MAX),
    emailAddress: checker.email(at("emailAddress"), stringField(body, "emailAddress"), GUARDIAN_EMAIL_MAX),
    isGuardianHasSameAddress: sameAddress !== false,
    streetAddress: null,
    zipCode: null,
    postOffice: null,
  }
  if (sameAddress === false) {
    guardian.streetAddress = checker.text(at("streetAddress"), stringField(body, "streetAddress"), 1, 30)
    guardian.zipCode = checker.zipCode(at("zipCode"), stringField(body, "zipCode"))
    guardian.postOffice = checker.text(at("postOffice"), stringField(body, "postOffice"), 1, 30)
  }
  return guardian
}

export function guardiansFrom(
  checker: FieldChecker,
  value: unknown,
  brand: BrandId,
  db: Db,
  childId: string,
): GuardianInput[] {
  if (!Array.isArray(value)) {
    checker.custom("guardians", "must be an array")
    return []
  }
  if (brand === "adult") {
    if (value.length > 0) checker.custom("guardians", "must be empty in the adult brand")
    return []
  }
  if (value.length > MAX_GUARDIANS)
    checker.custom("guardians", `must hold at most ${MAX_GUARDIANS} guardians`)
  if (value.length === 0 && guardiansOf(db, childId).length > 0) {
    checker.custom("guardians", "the first guardian cannot be removed")
  }
  return value.slice(0, MAX_GUARDIANS).map((guardian, index) => guardianFrom(checker, index, guardian))
}
