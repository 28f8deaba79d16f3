// Cases for the `authentication` tag: the login start, the MFA page's PIN, the SMS-login toggle and logout.
// Logged-in cases log in through the sandbox's identity provider as one of its personas, so they are the sandbox's
// only; the refusals without a login hold for any server.
import { defineCases, type CaseContext, type RequestParts } from "../support/cases.ts"
import { personaById } from "../../../sandbox/personas.ts"
import { loginAs, type LoginOptions } from "../support/login.ts"

const phoneOf = (personaId: string) => personaById(personaId)?.phone ?? ""

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

/** Sends a call with the login's cookies and csrf token, for setup steps; fails on an answer it did not expect. */
async function call(
  context: CaseContext,
  login: { cookieHeader: string; csrfToken: string },
  method: string,
  path: string,
  body: unknown,
  expected: number[],
): Promise<void> {
  const lang = path === "/api/mfa-onboarding" && method === "POST" ? "&lang=fi" : ""
  const headers: Record<string, string> = { cookie: login.cookieHeader }
  if (body !== undefined) headers["content-type"] = "application/json"
  const response = await context.fetch(`${path}?csrfToken=${encodeURIComponent(login.csrfToken)}${lang}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!expected.includes(response.status))
    throw new Error(`setup: ${method} ${path} answered ${response.status}`)
}

/** Logged in as the persona with SMS login turned on for its own number (so later logins complete the PIN). */
function withSmsLogin(personaId: string) {
  return async (context: CaseContext): Promise<RequestParts> => {
    const login = await loginAs(context.baseUrl, personaId)
    const phoneNumber = phoneOf(personaId)
    await call(context, login, "POST", "/api/mfa", { action: "enable" }, [200])
    await call(context, login, "POST", "/api/mfa-onboarding", { phoneNumber }, [204])
    const code = phoneNumber.slice(-4)
    await call(context, login, "PUT", "/api/mfa-onboarding", { challengeResponseFromUser: code }, [200])
    return { cookies: login.cookies, query: { csrfToken: login.csrfToken } }
  }
}

/** The MFA persona at the PIN step, after `sent` new codes (a fourth within 15 minutes is refused). */
function codesSent(sent: number) {
  return async (context: CaseContext): Promise<RequestParts> => {
    const login = await loginAs(context.baseUrl, MFA_PERSONA, { completeMfa: false })
    for (let i = 0; i < sent; i++) await call(context, login, "POST", "/api/pin/code", undefined, [204, 429])
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
  {
    operationId: "setMfa",
    title: "disable SMS login that is on, without the code (inferred)",
    request: { body: { action: "disable" } },
    setup: as(MFA_PERSONA),
    status: 422,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "setMfa",
    title: "disable SMS login that is on, with a wrong code (inferred)",
    request: { body: { action: "disable", pin: "9999" } },
    setup: as(MFA_PERSONA),
    status: 422,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "setMfa",
    title: "disable SMS login that is on, with its code (inferred)",
    request: { body: { action: "disable", pin: phoneOf("marko").slice(-4) } },
    setup: withSmsLogin("marko"),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "setMfa",
    title: "a code that is not four digits",
    request: { body: { action: "disable", pin: "12a4" } },
    setup: as("oskari"),
    status: 400,
    sandboxOnly: LOGIN,
  },

  {
    operationId: "sendPinCode",
    title: "a new code at the PIN step (inferred)",
    setup: codesSent(0),
    status: 204,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "sendPinCode",
    title: "a fourth code within 15 minutes (inferred)",
    setup: codesSent(3),
    status: 429,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "sendPinCode",
    title: "a patient without SMS login (inferred)",
    setup: as("oskari"),
    status: 409,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "sendPinCode",
    title: "without the csrf token",
    setup: async (context) => ({ cookies: (await codesSent(0)(context)).cookies }),
    status: 403,
    sandboxOnly: LOGIN,
  },
  { operationId: "sendPinCode", title: "not logged in", status: 401 },

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
