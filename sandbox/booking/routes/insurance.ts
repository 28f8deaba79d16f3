// insurance and occupational tags: the insurers' checks for the logged-in patient, and the employer's agreement.
import { Hono } from "hono"
import { isIsoDate } from "../../../src/domain/dates.ts"
import { isLang } from "../../../src/domain/language.ts"
import type { SandboxEnv } from "../../context.ts"
import { validationError } from "../../responses.ts"
import type { Schemas } from "../catalog/types.ts"
import { directCompensationPermits, hasLahitapiolaPolicy, hasPohjolaInsurance } from "../insurance.ts"
import { agreementOf, teamOf } from "../occupational.ts"
import { queryReader } from "../request.ts"
import { requirePersona } from "../requirePersona.ts"

// contract NextPath: a same-origin path with a single leading slash
const NEXT_PATH = /^\/(?![/\\])[^\s]*$/

export const insuranceRoutes = new Hono<SandboxEnv>()
  .get("/api/insurance/lahitapiola-policy-check", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const body: Schemas["LahitapiolaPolicyCheck"] = {
      type: "success",
      hasHealthcarePolicy: hasLahitapiolaPolicy(loggedIn.persona),
    }
    return c.json(body)
  })
  .get("/api/insurance/lahitapiola-direct-compensation-permits/:lang", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const lang = c.req.param("lang")
    if (!isLang(lang))
      return validationError(c, [{ path: "path.lang", message: "must be one of fi, sv, en" }])
    const body: Schemas["DirectCompensationPermits"] = {
      type: "success",
      directCompensationPermits: directCompensationPermits(loggedIn.persona, lang),
    }
    return c.json(body)
  })
  .get("/api/insurance/lahitapiola-apply-permit", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const query = queryReader(c)
    const redirectTo = query.required("redirectTo", NEXT_PATH)
    query.required("channel", /^w$/)
    query.lang()
    if (redirectTo.length > 2000)
      query.issues.push({ path: "query.redirectTo", message: "at most 2000 characters" })
    if (query.issues.length > 0) return validationError(c, query.issues)
    // The sandbox plays the insurer: straight back, allowed for a policyholder and denied for anyone else.
    const status: Schemas["DirectCompensationReturnStatus"] = hasLahitapiolaPolicy(loggedIn.persona)
      ? "directcompensationallowed"
      : "directcompensationdenied"
    const back = new URL(redirectTo, "http://sandbox.invalid")
    back.searchParams.set("lahitapiolaStatus", status)
    return c.redirect(`${back.pathname}${back.search}${back.hash}`, 302)
  })
  .get("/api/insurance/pohjola-check/:date", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    if (!isIsoDate(c.req.param("date"))) {
      return validationError(c, [{ path: "path.date", message: "must be a yyyy-MM-dd date" }])
    }
    const body: Schemas["PohjolaInsuranceCheck"] = { hasInsurance: hasPohjolaInsurance(loggedIn.persona) }
    return c.json(body)
  })
  .get("/api/occupational/agreement", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    return c.json(agreementOf(loggedIn.persona) satisfies Schemas["OccupationalAgreement"])
  })
  .get("/api/occupational/team", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const query = queryReader(c)
    query.lang()
    if (query.issues.length > 0) return validationError(c, query.issues)
    return c.json(teamOf(loggedIn.persona) satisfies Schemas["OccupationalTeam"])
  })
