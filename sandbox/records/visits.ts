// Visits: the list of medical reports the patient may view, and one report.
import { Hono } from "hono"
import type { components } from "../../generated/openapi.ts"
import { langOf, requirePersona } from "../account/requirePersona.ts"
import { requestToday, type SandboxEnv } from "../context.ts"
import type { Db } from "../db/database.ts"
import { practitionerOf, SPECIALTIES } from "./practitioners.ts"
import { recordById, recordsOf, type Stored } from "./store.ts"
import { visitItem } from "./timeline.ts"

type Schemas = components["schemas"]

export const NOT_FOUND = { type: "notFound" } satisfies Schemas["NotFound"]

/** The reports a patient may view (spec: view restriction patient), newest first. */
export function viewableVisits(db: Db, personaId: string): Stored<"visit">[] {
  return recordsOf(db, personaId, "visit").filter((visit) => visit.body.viewRestriction === "patient")
}

export const visitRoutes = new Hono<SandboxEnv>()
  .get("/api/visits", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const lang = langOf(c)
    const today = requestToday(c)
    const visits = viewableVisits(c.get("db"), loggedIn.subject.id).map((visit) =>
      visitItem(visit, lang, today),
    )
    return c.json({ visits } satisfies Schemas["VisitList"])
  })
  .get("/api/visits/:id", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const visit = recordById(c.get("db"), loggedIn.subject.id, "visit", c.req.param("id"))
    if (!visit || visit.body.viewRestriction !== "patient") return c.json(NOT_FOUND, 404)
    const lang = langOf(c)
    const { subject } = loggedIn
    const page: Schemas["VisitPage"] = {
      medicalReport: {
        id: visit.id,
        dateTime: visit.body.dateTime,
        practitioner: practitionerOf(visit.body.practitionerId, lang),
        specialty: { name: SPECIALTIES[visit.body.specialty][lang] },
        diagnoses: visit.body.diagnoses,
        texts: visit.body.texts,
      },
      fullName: `${subject.firstName} ${subject.lastName}`,
      personalIdentityCode: subject.ssn,
    }
    return c.json(page)
  })
