// Imaging: referrals and results, one referral, the results of one day; the 'temporary-api-error' marker stands in
// for results the imaging system did not give.
import { Hono } from "hono"
import type { components } from "../../generated/openapi.ts"
import { isIsoDate } from "../../src/domain/dates.ts"
import { langOf, requirePersona } from "../account/requirePersona.ts"
import { requestToday, type SandboxEnv } from "../context.ts"
import type { Db } from "../db/database.ts"
import { validationError } from "../responses.ts"
import { referralOf, referralRoute, referralsOf } from "./laboratory.ts"
import { IMAGING_SYSTEM_DOWN } from "./seed/imaging.ts"
import { recordsOf, type Stored } from "./store.ts"
import { NOT_FOUND } from "./visits.ts"

type Schemas = components["schemas"]

export const TEMPORARY_API_ERROR = "temporary-api-error" as const

export function imagingResultsOf(
  db: Db,
  personaId: string,
): Stored<"imagingResult">[] | typeof TEMPORARY_API_ERROR {
  return IMAGING_SYSTEM_DOWN.includes(personaId)
    ? TEMPORARY_API_ERROR
    : recordsOf(db, personaId, "imagingResult")
}

const resultOf = (result: Stored<"imagingResult">): Schemas["ImagingResult"] => ({
  id: result.id,
  imagingDate: result.body.imagingDate,
  examinationName: result.body.examinationName,
  statementText: result.body.statementText,
})

export const imagingRoutes = new Hono<SandboxEnv>()
  .get("/api/imaging", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const db = c.get("db")
    const lang = langOf(c)
    const today = requestToday(c)
    const results = imagingResultsOf(db, loggedIn.subject.id)
    const body: Schemas["ImagingOverview"] = {
      referrals: referralsOf(db, loggedIn.subject.id, "imaging").map((referral) =>
        referralOf(referral, lang, today),
      ),
      results: results === TEMPORARY_API_ERROR ? results : results.map(resultOf),
    }
    return c.json(body)
  })
  .get("/api/imaging/referrals/:id", referralRoute("imaging"))
  .get("/api/imaging/results/:imagingDate", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const imagingDate = c.req.param("imagingDate")
    if (!isIsoDate(imagingDate)) {
      return validationError(c, [{ path: "path.imagingDate", message: "must be a yyyy-MM-dd date" }])
    }
    const results = imagingResultsOf(c.get("db"), loggedIn.subject.id)
    if (results === TEMPORARY_API_ERROR) {
      return c.json({ imagingDate, results } satisfies Schemas["ImagingResults"])
    }
    const ofDay = results
      .filter((result) => result.body.imagingDate === imagingDate)
      .sort((a, b) => a.id.localeCompare(b.id))
    if (ofDay.length === 0) return c.json(NOT_FOUND, 404)
    const body: Schemas["ImagingResults"] = {
      imagingDate,
      results: ofDay.some((result) => result.body.temporaryError) ? TEMPORARY_API_ERROR : ofDay.map(resultOf),
    }
    return c.json(body)
  })
