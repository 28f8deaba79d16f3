// insurance and occupational tags: the insurers' checks for the logged-in patient, and the employer's agreement.
import { Hono } from "hono"
import { isIsoDate } from "../../../src/domain/dates.ts"
import { isLang } from "../../../src/domain/language.ts"
import { requestNow, type SandboxEnv } from "../../context.ts"
import { validationError } from "../../responses.ts"
import type { Schemas } from "../catalog/types.ts"
import { directCompensationPermits, hasLahitapiolaPolicy, hasPohjolaInsurance } from "../insurance.ts"
import { agreementOf, teamOf } from "../occupational.ts"
import { queryReader } from "../request.ts"
import { INSURER_PAGE_PATH, NEXT_PATH } from "../insurer.ts"
import { requirePersona, type LoggedIn } from "../requirePersona.ts"

// The insurers answer about the patient: the child when a guardian acts for one
const insuredOf = (loggedIn: LoggedIn) => loggedIn.patient.persona ?? loggedIn.persona

export const insuranceRoutes = new Hono<SandboxEnv>()
  .get("/api/insurance/lahitapiola-policy-check", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const body: Schemas["LahitapiolaPolicyCheck"] = {
      type: "success",
      hasHealthcarePolicy: hasLahitapiolaPolicy(insuredOf(loggedIn)),
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
      directCompensationPermits: directCompensationPermits(
        c.get("db"),
        insuredOf(loggedIn),
        lang,
        requestNow(c),
      ),
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
    // The sandbox's insurer page (insurer.ts) plays LähiTapiola and sends the browser back with its answer
    const insurer = new URLSearchParams({ redirectTo, lang: c.req.query("lang") ?? "fi" })
    return c.redirect(`${INSURER_PAGE_PATH}?${insurer.toString()}`, 302)
  })
  .get("/api/insurance/pohjola-check/:date", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    if (!isIsoDate(c.req.param("date"))) {
      return validationError(c, [{ path: "path.date", message: "must be a yyyy-MM-dd date" }])
    }
    const body: Schemas["PohjolaInsuranceCheck"] = {
      hasInsurance: hasPohjolaInsurance(insuredOf(loggedIn)),
    }
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
    return c.json(teamOf(loggedIn.persona, requestNow(c)) satisfies Schemas["OccupationalTeam"])
  })
