// Vaccinations, 25 a page, and the occupational influenza vaccination choice.
import { Hono } from "hono"
import type { components } from "../../generated/openapi.ts"
import { loggedInOrUndefined, requirePersona } from "../account/requirePersona.ts"
import { helsinkiNow } from "../account/patients.ts"
import { requestNow, type SandboxEnv } from "../context.ts"
import type { Db } from "../db/database.ts"
import { pageOf } from "./paging.ts"
import { validationError } from "../responses.ts"
import { recordsOf } from "./store.ts"

type Schemas = components["schemas"]

// spec booking §9: vaccinations per page 25
export const VACCINATION_PAGE_SIZE = 25

type ChoiceRow = { allowed: number; chosen_at: string | null }

/** The employee's occupational vaccination state; undefined without an occupational agreement. */
function occupationalChoice(db: Db, personaId: string): ChoiceRow | undefined {
  return db
    .prepare("SELECT allowed, chosen_at FROM occupational_vaccination WHERE persona_id = ?")
    .get(personaId) as ChoiceRow | undefined
}

export const vaccinationRoutes = new Hono<SandboxEnv>()
  .get("/api/vaccinations", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const page = pageOf(c.req.query("page"))
    if (page === undefined)
      return validationError(c, [{ path: "query.page", message: "must be an integer from 1" }])
    const vaccinations = recordsOf(c.get("db"), loggedIn.subject.id, "vaccination")
    const body: Schemas["VaccinationPage"] = {
      page,
      pageSize: VACCINATION_PAGE_SIZE,
      totalCount: vaccinations.length,
      vaccinations: vaccinations
        .slice((page - 1) * VACCINATION_PAGE_SIZE, page * VACCINATION_PAGE_SIZE)
        .map((vaccination) => ({ id: vaccination.id, ...vaccination.body })),
    }
    return c.json(body)
  })
  .get("/api/occupational/vaccination", (c) => {
    // A public page: an anonymous visitor is told to log in rather than refused.
    const loggedIn = loggedInOrUndefined(c)
    if (!loggedIn) return c.json({ status: "unauthorized" } satisfies Schemas["OccupationalVaccinationPage"])
    const choice =
      loggedIn.brand === "adult" ? occupationalChoice(c.get("db"), loggedIn.subject.id) : undefined
    const body: Schemas["OccupationalVaccinationPage"] = choice
      ? {
          status: "ok",
          isInfluenzaVaccinationAllowed: choice.allowed === 1,
          influenzaVaccinationChosenAt: choice.chosen_at,
        }
      : { status: "no-occupational-healthcare" }
    return c.json(body)
  })
  .post("/api/occupational/vaccination", async (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const body: unknown = await c.req.json().catch(() => undefined)
    if (
      typeof body !== "object" ||
      body === null ||
      (body as { vaccination?: unknown }).vaccination !== "influenza"
    ) {
      return validationError(c, [{ path: "body.vaccination", message: "must be influenza" }])
    }
    const db = c.get("db")
    const choice = loggedIn.brand === "adult" ? occupationalChoice(db, loggedIn.subject.id) : undefined
    const answer = (result: Schemas["OccupationalVaccinationChoiceResult"]) => c.json(result)
    if (!choice) return answer({ type: "noOccupationalHealthcare" })
    if (choice.allowed !== 1) return answer({ type: "notAllowed" })
    // Choosing again is harmless and answers the first choice's time.
    const chosenAt = choice.chosen_at ?? helsinkiNow(requestNow(c))
    db.prepare("UPDATE occupational_vaccination SET chosen_at = ? WHERE persona_id = ?").run(
      chosenAt,
      loggedIn.subject.id,
    )
    return answer({ type: "success", chosenAt })
  })
