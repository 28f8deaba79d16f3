// Laboratory: referrals and result days, one referral, the tests of one day.
import { Hono, type Context } from "hono"
import type { components } from "../../generated/openapi.ts"
import type { Lang } from "../../src/domain/language.ts"
import { isIsoDate } from "../../src/domain/dates.ts"
import { langOf, requirePersona } from "../account/requirePersona.ts"
import { requestToday, type SandboxEnv } from "../context.ts"
import type { Db } from "../db/database.ts"
import { validationError } from "../responses.ts"
import { practitionerOf } from "./practitioners.ts"
import { recordById, recordsOf, type Stored } from "./store.ts"
import { byDay } from "./timeline.ts"
import { NOT_FOUND } from "./visits.ts"

type Schemas = components["schemas"]

export function referralOf(referral: Stored<"referral">, lang: Lang, today: string): Schemas["Referral"] {
  const { body } = referral
  return {
    id: referral.id,
    type: body.type,
    status: body.validUntil < today ? "expired" : "valid",
    title: body.title[lang],
    description: body.description,
    creationDate: body.creationDate,
    validUntil: body.validUntil,
    practitioner: practitionerOf(body.practitionerId, lang),
    patientInstructionsUrl: body.patientInstructionsUrl,
  }
}

export function referralsOf(db: Db, personaId: string, type: Schemas["ReferralType"]): Stored<"referral">[] {
  return recordsOf(db, personaId, "referral").filter((referral) => referral.body.type === type)
}

/** The laboratory result days, newest first, each with its tests in the order they were seeded. */
export function labDays(db: Db, personaId: string) {
  const tests = recordsOf(db, personaId, "labTest").sort(
    (a, b) => b.day.localeCompare(a.day) || a.id.localeCompare(b.id),
  )
  return byDay(tests, (test) => test.day).map(([date, stored]) => ({
    date,
    tests: stored.map((test) => test.body),
  }))
}

/** A referral page's route: the referral of the given type, or 404. */
export function referralRoute(type: Schemas["ReferralType"]) {
  return (c: Context<SandboxEnv>) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const referral = recordById(c.get("db"), loggedIn.subject.id, "referral", c.req.param("id") ?? "")
    if (!referral || referral.body.type !== type) return c.json(NOT_FOUND, 404)
    return c.json({
      referral: referralOf(referral, langOf(c), requestToday(c)),
    } satisfies Schemas["ReferralPage"])
  }
}

export const laboratoryRoutes = new Hono<SandboxEnv>()
  .get("/api/laboratory", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const db = c.get("db")
    const lang = langOf(c)
    const today = requestToday(c)
    const body: Schemas["LaboratoryOverview"] = {
      referrals: referralsOf(db, loggedIn.subject.id, "laboratory").map((referral) =>
        referralOf(referral, lang, today),
      ),
      resultDates: labDays(db, loggedIn.subject.id).map(({ date, tests }) => ({
        date,
        items: tests.map(({ test }) => ({
          code: test.code,
          displayName: test.displayName,
          isReady: test.isReady,
        })),
      })),
    }
    return c.json(body)
  })
  .get("/api/laboratory/referrals/:id", referralRoute("laboratory"))
  .get("/api/laboratory/results/:date", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const date = c.req.param("date")
    if (!isIsoDate(date))
      return validationError(c, [{ path: "path.date", message: "must be a yyyy-MM-dd date" }])
    const day = labDays(c.get("db"), loggedIn.subject.id).find((candidate) => candidate.date === date)
    if (!day) return c.json(NOT_FOUND, 404)
    return c.json({ date, tests: day.tests.map(({ test }) => test) } satisfies Schemas["LaboratoryResults"])
  })
