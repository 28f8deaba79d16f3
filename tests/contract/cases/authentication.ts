// Cases for the `authentication` tag: the login start, the MFA page's PIN, the SMS-login toggle and logout.
// Logged-in cases log in through the sandbox's identity provider as one of its personas, so they are the sandbox's
// only; the refusals without a login hold for any server.
import { defineCases, type CaseContext, type RequestParts } from "../support/cases.ts"
import { loginAs, type LoginOptions } from "../support/login.ts"

const LOGIN = "logs in through the sandbox's identity provider as one of its personas"
// helena has SMS login in the seed; her code is the last four digits of her phone number.
const MFA_PERSONA = "helena"
const HELENA_PIN = "0011"

function as(personaId: string, options: LoginOptions = {}) {
  return async (context: CaseContext): Promise<RequestParts> => {
    const login = await loginAs(context.baseUrl, personaId, options)
    return { cookies: login.cookies, query: { csrfToken: login.csrfToken } }
  }
}

/** Logged in as the MFA persona, on the MFA page, after `wrongPins` wrong codes. */
function atPinStep(wrongPins = 0) {
  return async (context: CaseContext): Promise<RequestParts> => {
    const login = await loginAs(context.baseUrl, MFA_PERSONA, { completeMfa: false })
    for (let attempt = 0; attempt < wrongPins; attempt++) {
      await context.fetch(`/api/pin?csrfToken=${encodeURIComponent(login.csrfToken)}`, {
        method: "POST",
        headers: { cookie: login.cookieHeader, "content-type": "application/json" },
        body: JSON.stringify({ pin: "9999" }),
      })
    }
    return { cookies: login.cookies, query: { csrfToken: login.csrfToken } }
  }
}

export const cases = defineCases([
  {
    operationId: "authenticate",
    title: "with a bank, back to a portal page",
    request: { query: { lang: "fi", acr_values: "tupas-nordea", next: "/fi/ajanvaraus/yksityisasiakas" } },
    status: 302,
  },
  {
    operationId: "authenticate",
    title: "with the mobile certificate, without next",
    request: { query: { lang: "sv", acr_values: "mobiilivarmenne" } },
    status: 302,
  },
  {
    operationId: "authenticate",
    title: "an unknown identity provider",
    request: { query: { lang: "fi", acr_values: "tupas-bogus" } },
    status: 400,
  },
  {
    operationId: "authenticate",
    title: "next on another host",
    request: { query: { lang: "fi", acr_values: "tupas-op", next: "//evil.example/fi" } },
    status: 400,
  },

  {
    operationId: "startMandateLogin",
    title: "back to the front page",
    request: { query: { lang: "fi", next: "/fi" } },
    status: 302,
  },
  {
    operationId: "startMandateLogin",
    title: "without next",
    request: { query: { lang: "en" } },
    status: 302,
  },
  {
    operationId: "startMandateLogin",
    title: "next on another host",
    request: { query: { lang: "fi", next: "//evil.example/fi" } },
    status: 400,
  },
  {
    operationId: "checkPin",
    title: "the right code",
    request: { body: { pin: HELENA_PIN } },
    setup: atPinStep(),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "checkPin",
    title: "a wrong code",
    request: { body: { pin: "1234" } },
    setup: atPinStep(),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "checkPin",
    title: "the third wrong code",
    request: { body: { pin: "1234" } },
    setup: atPinStep(2),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "checkPin",
    title: "a code that is not four digits",
    request: { body: { pin: "12a4" } },
    setup: atPinStep(),
    status: 400,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "checkPin",
    title: "without the csrf token",
    request: { body: { pin: HELENA_PIN } },
    setup: async (context) => ({ ...(await atPinStep()(context)), query: {} }),
    status: 403,
    sandboxOnly: LOGIN,
  },
  { operationId: "checkPin", title: "not logged in", request: { body: { pin: "1234" } }, status: 401 },

  {
    operationId: "setMfa",
    title: "enable without a verified number",
    request: { body: { action: "enable" } },
    setup: as("oskari"),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "setMfa",
    title: "enable with a verified number",
    request: { body: { action: "enable" } },
    setup: as(MFA_PERSONA),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "setMfa",
    title: "disable",
    request: { body: { action: "disable" } },
    setup: as("oskari"),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "setMfa",
    title: "an unknown action",
    request: { body: { action: "toggle" } },
    setup: as("oskari"),
    status: 400,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "setMfa",
    title: "with another session's csrf token",
    request: { body: { action: "enable" }, query: { csrfToken: "not-this-sessions-token" } },
    setup: async (context) => ({ cookies: (await as("oskari")(context)).cookies }),
    status: 403,
    sandboxOnly: LOGIN,
  },
  { operationId: "setMfa", title: "not logged in", request: { body: { action: "enable" } }, status: 401 },

  { operationId: "logout", title: "logged in", setup: as("aino"), status: 200, sandboxOnly: LOGIN },
  {
    operationId: "logout",
    title: "without the csrf token",
    setup: async (context) => ({ cookies: (await as("aino")(context)).cookies }),
    status: 403,
    sandboxOnly: LOGIN,
  },
  { operationId: "logout", title: "not logged in", status: 401 },
])
