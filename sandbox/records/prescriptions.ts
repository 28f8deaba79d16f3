// Prescriptions and whether the patient can ask for renewals (through messaging).
import { Hono } from "hono"
import type { components } from "../../generated/openapi.ts"
import type { Lang } from "../../src/domain/language.ts"
import { langOf, requirePersona, type LoggedIn } from "../account/requirePersona.ts"
import type { SandboxEnv } from "../context.ts"
import type { Db } from "../db/database.ts"
import { customerMessagingUserIdOf } from "./messagingStatus.ts"
import { recordsOf, type Stored } from "./store.ts"

type Schemas = components["schemas"]

export function prescriptionOf(stored: Stored<"prescription">, lang: Lang): Schemas["Prescription"] {
  const { body } = stored
  return {
    ...body,
    id: stored.id,
    medicineType: body.medicineType?.[lang] ?? null,
    packageUnit: body.packageUnit?.[lang] ?? null,
    treatmentLengthUnit: body.treatmentLengthUnit?.[lang] ?? null,
  }
}

/**
 * Our rule: renewal requests go through messaging, so renewal is enabled for a patient with a messaging user
 * (adult brand) who has at least one renewable prescription.
 */
export function canRenewPrescriptions(
  db: Db,
  loggedIn: LoggedIn,
  prescriptions: readonly Stored<"prescription">[],
) {
  return (
    customerMessagingUserIdOf(db, loggedIn) !== null &&
    prescriptions.some((prescription) => prescription.body.isRenewable)
  )
}

export const prescriptionRoutes = new Hono<SandboxEnv>().get("/api/prescriptions", (c) => {
  const loggedIn = requirePersona(c)
  if (loggedIn instanceof Response) return loggedIn
  const db = c.get("db")
  const lang = langOf(c)
  const prescriptions = recordsOf(db, loggedIn.subject.id, "prescription")
  const body: Schemas["PrescriptionList"] = {
    canRenewPrescriptions: canRenewPrescriptions(db, loggedIn, prescriptions),
    prescriptions: prescriptions.map((prescription) => prescriptionOf(prescription, lang)),
  }
  return c.json(body)
})
