// The development identity provider: /oauth/authenticate (the contract's login start) sends the browser to a page
// of the 11 methods and the brand's personas; choosing one logs in, with the PIN step for SMS-login personas.
import { Hono } from "hono"
import { getCookie } from "hono/cookie"
import { brandOf } from "../../src/domain/features.ts"
import { DEFAULT_LANG, isLang, type Lang } from "../../src/domain/language.ts"
import { needsPinStep, pinFor } from "../auth/mfa.ts"
import { setSessionCookie } from "../auth/cookie.ts"
import { createSession, deleteSession, SESSION_COOKIE } from "../auth/sessions.ts"
import { LANG_COOKIE, requestNow, type SandboxEnv } from "../context.ts"
import type { Environment } from "../environments.ts"
import { PERSONAS, personaById } from "../personas.ts"
import { IDP_LOGIN_PATH, IDP_PAGE_PATH, MANDATE_REFUSED, renderIdpPage } from "./page.ts"
import { HEALTH_CARE_TYPES, isAuthenticationMethod, type HealthCareType } from "./texts.ts"

// The MFA page's path word per language (src/platform/routing's table; the sandbox may not import it).
const MFA_PAGE: Record<Lang, string> = {
  fi: "tunnistautuminen",
  sv: "behorighetskontroll",
  en: "authentication",
}

// The acting-on-behalf front page, where a refused mandate comes back with the error query.
const TRANSACTION_PAGE: Record<Lang, string> = {
  fi: "asiointipolku",
  sv: "transaktionsbana",
  en: "transaction-path",
}

// The guardian registration (the route hpaRegister): the children's brand's 'my child's' login returns there, so
// a login on its way there is a guardian login, acting for one of the guardian's children.
const GUARDIAN_REGISTRATION = /^\/(fi|sv|en)\/hpa\/register(?:[?#]|$)/

const ORIGIN = "http://sandbox.invalid"
const PORTAL_PATH = /^\/(fi|sv|en)(?:[/?#]|$)/

/** `next` when it is a path of the portal on this origin (/{lang}/…); the language's front page otherwise. */
export function safeNext(next: unknown, lang: Lang): string {
  const fallback = `/${lang}`
  if (typeof next !== "string" || next.length > 2000 || /[\s\\]/.test(next) || !PORTAL_PATH.test(next)) {
    return fallback
  }
  const url = new URL(next, ORIGIN)
  const normalized = url.pathname + url.search + url.hash
  return url.origin === ORIGIN && PORTAL_PATH.test(normalized) ? normalized : fallback
}

export function personasOf(environment: Environment) {
  return PERSONAS.filter((persona) => persona.brands.includes(brandOf(environment)))
}

const first = (value: string | File | (string | File)[] | undefined): string | undefined =>
  typeof value === "string"
    ? value
    : Array.isArray(value) && typeof value[0] === "string"
      ? value[0]
      : undefined

export const idpRoutes = new Hono<SandboxEnv>()
  .get("/oauth/authenticate", (c) => {
    const query = c.get("operation")?.params.query ?? {}
    const target = new URLSearchParams({ lang: String(query.lang), acr_values: String(query.acr_values) })
    if (typeof query.next === "string") target.set("next", query.next)
    return c.redirect(`${IDP_PAGE_PATH}?${target}`, 302)
  })
  // The mandate login: the same provider page, asking also whom the user acts for.
  .get("/oauth/mandate", (c) => {
    const query = c.get("operation")?.params.query ?? {}
    const target = new URLSearchParams({ lang: String(query.lang), mandate: "true" })
    if (typeof query.next === "string") target.set("next", query.next)
    return c.redirect(`${IDP_PAGE_PATH}?${target}`, 302)
  })
  .get(IDP_PAGE_PATH, (c) => {
    const asked = c.req.query("lang") ?? getCookie(c, LANG_COOKIE)
    const lang = isLang(asked) ? asked : DEFAULT_LANG
    const method = c.req.query("acr_values")
    const environment = c.get("environment")
    const db = c.get("db")
    const personas = personasOf(environment).map((persona) => ({
      persona,
      pin: needsPinStep(db, environment, persona.id) ? pinFor(db, environment, persona.id) : undefined,
    }))
    c.header("Cache-Control", "no-store")
    return c.html(
      renderIdpPage({
        lang,
        environment,
        next: safeNext(c.req.query("next"), lang),
        method: isAuthenticationMethod(method) ? method : undefined,
        personas,
        mandate: c.req.query("mandate") === "true",
        guardian: GUARDIAN_REGISTRATION.test(safeNext(c.req.query("next"), lang)),
      }),
    )
  })
  .post(IDP_LOGIN_PATH, async (c) => {
    const form = await c.req.parseBody()
    const askedLang = first(form.lang)
    const lang = isLang(askedLang) ? askedLang : DEFAULT_LANG
    const environment = c.get("environment")
    const persona = personaById(first(form.persona) ?? "")
    if (!persona || !persona.brands.includes(brandOf(environment))) {
      return c.text(`No persona ${first(form.persona) ?? "(none)"} in the ${environment} environment`, 400)
    }
    const askedType = first(form.healthCareType)
    const healthCareType =
      HEALTH_CARE_TYPES.find((type) => type === askedType) ?? ("private" as HealthCareType)
    let actingForPersonaId: string | null = null
    if (first(form.mandate) === "true") {
      const actingFor = first(form.actingFor)
      const principal = personaById(actingFor ?? "")
      if (!principal || !principal.brands.includes(brandOf(environment))) {
        // a refused mandate, or the mandate service failing (MANDATE_FAILURE or a person not in this brand)
        const error = actingFor === MANDATE_REFUSED ? "mandateNotAllowed" : "unknownError"
        return c.redirect(`/${lang}/${TRANSACTION_PAGE[lang]}?${new URLSearchParams({ error })}`, 303)
      }
      actingForPersonaId = principal.id
    } else if (GUARDIAN_REGISTRATION.test(safeNext(first(form.next), lang))) {
      // the population register's guardianship: only the persona's own children
      const child = first(form.child) ?? ""
      if (!persona.childIds?.includes(child)) {
        return c.text(`${persona.id} is not a guardian of ${child || "(no child chosen)"}`, 403)
      }
      actingForPersonaId = child
    }
    const db = c.get("db")
    const previous = getCookie(c, SESSION_COOKIE)
    if (previous) deleteSession(db, previous)
    const mfaPending = needsPinStep(db, environment, persona.id)
    const session = createSession(db, {
      personaId: persona.id,
      lifetimeMs: c.get("config").sessionLifetimeMs,
      mfaPending,
      scope: first(form.scope) === "inAppBooking" ? "inAppBooking" : "standard",
      healthCareType,
      actingForPersonaId,
      now: requestNow(c),
    })
    setSessionCookie(c, session.id)
    const next = safeNext(first(form.next), lang)
    const target = mfaPending ? `/${lang}/${MFA_PAGE[lang]}?${new URLSearchParams({ next })}` : next
    return c.redirect(target, 303)
  })
