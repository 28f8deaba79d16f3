// The identity provider's page: the 11 methods, then the brand's personas as buttons. Plain HTML, no script.
import type { Lang } from "../../src/domain/language.ts"
import type { Persona } from "../personas.ts"
import { HEALTH_CARE_TYPES, IDP_TEXTS, PROVIDERS, providerName, type AuthenticationMethod } from "./texts.ts"

/** Every page of the development identity provider is under this prefix (server.ts turns them off in production). */
export const IDP_PATH_PREFIX = "/oauth/sandbox-"
export const IDP_PAGE_PATH = `${IDP_PATH_PREFIX}idp`
export const IDP_LOGIN_PATH = `${IDP_PATH_PREFIX}login`

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
}
const html = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character]!)

export interface IdpPageInput {
  lang: Lang
  environment: string
  next: string
  method: AuthenticationMethod | undefined
  personas: readonly { persona: Persona; pin: string | undefined }[]
  /** A mandate login (GET /oauth/mandate): the person to act for is chosen too, or the mandate refused. */
  mandate?: boolean
  /**
   * A guardian login (the children's brand's 'my child's', returning to the guardian registration): the guardian
   * chooses which of their children they act for.
   */
  guardian?: boolean
}

/** The mandate choices that are not a person: a refused mandate and a failing mandate service. */
export const MANDATE_REFUSED = "refused"
export const MANDATE_FAILURE = "failure"

const STYLE = `
  body { font-family: system-ui, sans-serif; line-height: 1.5; margin: 0; color: #1a1a1a; background: #fff; }
  main { max-width: 44rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  ul { padding: 0; list-style: none; }
  .methods { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  .methods a { display: inline-block; padding: 0.5rem 0.75rem; border: 1px solid #555; border-radius: 4px;
    color: #0b3d91; min-height: 24px; }
  .methods a[aria-current] { background: #0b3d91; color: #fff; font-weight: bold; }
  .personas li { margin: 0 0 1rem; }
  button { font: inherit; font-weight: bold; min-height: 44px; min-width: 12rem; padding: 0.5rem 1rem;
    border: 2px solid #0b3d91; border-radius: 4px; background: #0b3d91; color: #fff; cursor: pointer; }
  .persona p { margin: 0.25rem 0 0; color: #333; }
  fieldset { border: 1px solid #555; border-radius: 4px; margin: 0 0 1.5rem; }
  label { display: block; margin: 0.5rem 0; }
  select, input { font: inherit; min-height: 24px; }
  :focus-visible { outline: 3px solid #c05600; outline-offset: 2px; }
`

function methodLink(input: IdpPageInput, method: AuthenticationMethod): string {
  const query = new URLSearchParams({ lang: input.lang, next: input.next, acr_values: method })
  if (input.mandate) query.set("mandate", "true")
  const current = method === input.method ? ' aria-current="page"' : ""
  return `<li><a href="${IDP_PAGE_PATH}?${html(query.toString())}"${current}>${html(providerName(method, input.lang))}</a></li>`
}

function personaForm(input: IdpPageInput, method: AuthenticationMethod): string {
  const texts = IDP_TEXTS[input.lang]
  const hidden = {
    next: input.next,
    lang: input.lang,
    acr_values: method,
    ...(input.mandate ? { mandate: "true" } : {}),
  }
  const options = HEALTH_CARE_TYPES.map(
    (type) => `<option value="${type}">${html(texts.healthCareTypes[type])}</option>`,
  ).join("")
  const personas = input.personas.map(({ persona, pin }) => {
    const description = [persona.description, ...(pin ? [texts.pin(pin)] : [])].join(". ")
    return `<li class="persona">
        <button type="submit" name="persona" value="${html(persona.id)}" aria-describedby="persona-${html(persona.id)}">${html(`${persona.firstName} ${persona.lastName}`)}</button>
        <p id="persona-${html(persona.id)}">${html(description)}</p>
      </li>`
  })
  return `<section aria-labelledby="personas-heading">
    <h2 id="personas-heading">${html(texts.loginWith(providerName(method, input.lang)))}</h2>
    <form method="post" action="${IDP_LOGIN_PATH}">
      ${Object.entries(hidden)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${html(value)}">`)
        .join("\n      ")}
      <fieldset>
        <legend>${html(texts.options)}</legend>
        <label><input type="checkbox" name="scope" value="inAppBooking"> ${html(texts.inAppBooking)}</label>
        <label for="health-care-type">${html(texts.healthCareType)}</label>
        <select id="health-care-type" name="healthCareType">${options}</select>
      </fieldset>
      ${input.mandate ? mandateFieldset(input) : input.guardian ? guardianFieldset(input) : ""}
      <p>${html(texts.pinNote)}</p>
      ${personas.length > 0 ? `<ul class="personas">${personas.join("")}</ul>` : `<p>${html(texts.noPersonas)}</p>`}
    </form>
  </section>`
}

function mandateFieldset(input: IdpPageInput): string {
  const texts = IDP_TEXTS[input.lang]
  const people = input.personas.map(
    ({ persona }) =>
      `<option value="${html(persona.id)}">${html(texts.actFor(`${persona.firstName} ${persona.lastName}`))}</option>`,
  )
  return `<fieldset>
        <legend>${html(texts.mandate)}</legend>
        <label for="acting-for">${html(texts.actingFor)}</label>
        <select id="acting-for" name="actingFor">
          <option value="${MANDATE_REFUSED}">${html(texts.mandateRefused)}</option>
          <option value="${MANDATE_FAILURE}">${html(texts.mandateFailure)}</option>
          ${people.join("")}
        </select>
      </fieldset>`
}

/** The brand's children (personas someone is the guardian of); the chosen guardian must be theirs. */
function guardianFieldset(input: IdpPageInput): string {
  const texts = IDP_TEXTS[input.lang]
  const childIds = new Set(input.personas.flatMap(({ persona }) => persona.childIds ?? []))
  const children = input.personas
    .filter(({ persona }) => childIds.has(persona.id))
    .map(
      ({ persona }) =>
        `<option value="${html(persona.id)}">${html(`${persona.firstName} ${persona.lastName}`)}</option>`,
    )
  return `<fieldset>
        <legend>${html(texts.guardian)}</legend>
        <label for="child">${html(texts.child)}</label>
        <select id="child" name="child">
          ${children.join("")}
        </select>
      </fieldset>`
}

export function renderIdpPage(input: IdpPageInput): string {
  const texts = IDP_TEXTS[input.lang]
  const methods = (Object.keys(PROVIDERS) as AuthenticationMethod[]).map((method) =>
    methodLink(input, method),
  )
  return `<!doctype html>
<html lang="${input.lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${html(input.method ? `${providerName(input.method, input.lang)} – ${texts.title}` : texts.title)}</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <h1>${html(texts.title)}</h1>
    <p>${html(texts.intro)} ${html(texts.brand(input.environment))}</p>
    <nav aria-labelledby="methods-heading">
      <h2 id="methods-heading">${html(texts.providers)}</h2>
      <ul class="methods">${methods.join("")}</ul>
    </nav>
    ${input.method ? personaForm(input, input.method) : `<p>${html(texts.chooseProvider)}</p>`}
    <p><a href="/${input.lang}">${html(texts.cancel)}</a></p>
  </main>
</body>
</html>
`
}
