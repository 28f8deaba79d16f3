// The sandbox plays LähiTapiola's permit application: applyLahitapiolaPermit sends the browser here, the page
// offers the insurer's four answers, and the answer goes back to the portal's page with lahitapiolaStatus (contract
// DirectCompensationReturnStatus). Granting stores a permit for a policyholder; someone without a policy is denied.
// Plain HTML, no script; under /oauth/sandbox- like the identity provider (off the contract, through the proxy).
import { Hono } from "hono"
import { isLang, type Lang } from "../../src/domain/language.ts"
import { requestNow, type SandboxEnv } from "../context.ts"
import { validationError } from "../responses.ts"
import type { Schemas } from "./catalog/types.ts"
import { grantPermit, hasLahitapiolaPolicy } from "./insurance.ts"
import { requirePersona } from "./requirePersona.ts"

export const INSURER_PAGE_PATH = "/oauth/sandbox-lahitapiola"
export const INSURER_RETURN_PATH = "/oauth/sandbox-lahitapiola/return"

type ReturnStatus = Schemas["DirectCompensationReturnStatus"]
const STATUSES: readonly ReturnStatus[] = [
  "directcompensationallowed",
  "directcompensationdenied",
  "cancel",
  "error",
]

// contract NextPath: a same-origin path with a single leading slash
export const NEXT_PATH = /^\/(?![/\\])[^\s]*$/

const TEXTS: Record<Lang, { title: string; intro: string; answers: Record<ReturnStatus, string> }> = {
  fi: {
    title: "LähiTapiola: suorakorvausluvan haku (hiekkalaatikko)",
    intro: "Tämä sivu esittää vakuutusyhtiötä. Valitse vakuutusyhtiön vastaus.",
    answers: {
      directcompensationallowed: "Myönnä suorakorvauslupa",
      directcompensationdenied: "Hylkää hakemus",
      cancel: "Peru haku",
      error: "Palauta virhe",
    },
  },
  sv: {
    title: "LokalTapiola: ansökan om direktersättning (sandlåda)",
    intro: "Den här sidan spelar försäkringsbolaget. Välj försäkringsbolagets svar.",
    answers: {
      directcompensationallowed: "Bevilja tillståndet",
      directcompensationdenied: "Avslå ansökan",
      cancel: "Avbryt ansökan",
      error: "Svara med ett fel",
    },
  },
  en: {
    title: "LähiTapiola: direct compensation permit application (sandbox)",
    intro: "This page plays the insurer. Choose the insurer's answer.",
    answers: {
      directcompensationallowed: "Grant the permit",
      directcompensationdenied: "Deny the application",
      cancel: "Cancel the application",
      error: "Answer with an error",
    },
  },
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
}
const html = (value: string) => value.replace(/[&<>"']/g, (character) => ENTITIES[character]!)

const STYLE = `
  body { font-family: system-ui, sans-serif; line-height: 1.5; margin: 0; color: #1a1a1a; background: #fff; }
  main { max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  ul { padding: 0; list-style: none; display: grid; gap: 0.75rem; }
  a { display: inline-block; min-height: 44px; padding: 0.6rem 1rem; border: 2px solid #00513f; border-radius: 4px;
    color: #00513f; font-weight: bold; }
  :focus-visible { outline: 3px solid #c05600; outline-offset: 2px; }
`

export function renderInsurerPage(lang: Lang, redirectTo: string): string {
  const texts = TEXTS[lang]
  const links = STATUSES.map((status) => {
    const query = new URLSearchParams({ status, redirectTo, lang })
    return `<li><a href="${INSURER_RETURN_PATH}?${html(query.toString())}">${html(texts.answers[status])}</a></li>`
  }).join("")
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(texts.title)}</title><style>${STYLE}</style></head><body><main><h1>${html(texts.title)}</h1><p>${html(texts.intro)}</p><ul>${links}</ul></main></body></html>`
}

/** The portal page to go back to, with the insurer's answer added to its query. */
export function returnLocation(redirectTo: string, status: ReturnStatus): string {
  const back = new URL(redirectTo, "http://sandbox.invalid")
  back.searchParams.set("lahitapiolaStatus", status)
  return `${back.pathname}${back.search}${back.hash}`
}

export const insurerRoutes = new Hono<SandboxEnv>()
  .get(INSURER_PAGE_PATH, (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const redirectTo = c.req.query("redirectTo") ?? ""
    const lang = c.req.query("lang") ?? "fi"
    if (!NEXT_PATH.test(redirectTo) || !isLang(lang))
      return validationError(c, [
        { path: "query", message: "redirectTo must be a path and lang fi, sv or en" },
      ])
    return c.html(renderInsurerPage(lang, redirectTo))
  })
  .get(INSURER_RETURN_PATH, (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const redirectTo = c.req.query("redirectTo") ?? ""
    const status = STATUSES.find((candidate) => candidate === c.req.query("status"))
    if (!NEXT_PATH.test(redirectTo) || !status)
      return validationError(c, [
        { path: "query", message: "redirectTo must be a path and status an answer" },
      ])
    const insured = loggedIn.patient.persona ?? loggedIn.persona
    if (status !== "directcompensationallowed") return c.redirect(returnLocation(redirectTo, status), 302)
    if (!hasLahitapiolaPolicy(insured))
      return c.redirect(returnLocation(redirectTo, "directcompensationdenied"), 302)
    grantPermit(c.get("db"), insured, requestNow(c))
    return c.redirect(returnLocation(redirectTo, status), 302)
  })
