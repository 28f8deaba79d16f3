// Cases for the `session` tag. Each case: the operation, a title, the request parts, the status expected.
import { ENVIRONMENT_COOKIE, LANG_COOKIE } from "../../../sandbox/context.ts"
import { ENVIRONMENTS } from "../../../src/domain/features.ts"
import { LANGUAGES } from "../../../src/domain/language.ts"
import { defineCases, type CaseContext, type RequestParts } from "../support/cases.ts"
import { loginAs, type LoginOptions } from "../support/login.ts"

const LOGIN = "logs in through the sandbox's identity provider as one of its personas"

function as(personaId: string, options: LoginOptions = {}) {
  return async (context: CaseContext) => ({
    cookies: (await loginAs(context.baseUrl, personaId, options)).cookies,
  })
}

/** Logged in, with the session's csrf token in the query (extending is a logged-in call). */
function withCsrf(personaId: string, options: LoginOptions = {}) {
  return async (context: CaseContext): Promise<RequestParts> => {
    const login = await loginAs(context.baseUrl, personaId, options)
    return { cookies: login.cookies, query: { csrfToken: login.csrfToken } }
  }
}

export const cases = defineCases([
  { operationId: "getSession", title: "an anonymous visitor", status: 200 },
  ...ENVIRONMENTS.map((environment) => ({
    operationId: "getSession",
    title: `in the ${environment} environment`,
    request: { cookies: { [ENVIRONMENT_COOKIE]: environment } },
    status: 200,
  })),
  ...LANGUAGES.map((lang) => ({
    operationId: "getSession",
    title: `in ${lang}`,
    request: { cookies: { [LANG_COOKIE]: lang } },
    status: 200,
  })),
  {
    operationId: "getSession",
    title: "a misspelt environment cookie",
    request: { cookies: { [ENVIRONMENT_COOKIE]: "adult-staging" } },
    status: 400,
    sandboxOnly: "the environment cookie is the sandbox's own",
  },
  {
    operationId: "getSession",
    title: "logged in",
    setup: as("aino"),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "getSession",
    title: "logged in with occupational healthcare, in the in-app booking scope",
    setup: as("jari", { scope: "inAppBooking", healthCareType: "occupational" }),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "getSession",
    title: "logged in on the children's brand",
    setup: as("mikko", { environment: "children-development" }),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "getSession",
    title: "waiting for the SMS code (not valid yet)",
    setup: as("helena", { completeMfa: false }),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "getSession",
    title: "after the SMS code",
    setup: as("helena"),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "getSession",
    title: "acting for another person after a mandate login",
    setup: as("aino", { mandateFor: "raili" }),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "getSession",
    title: "a guardian acting for a child on the children's brand",
    setup: as("mikko", { environment: "children-development", child: "eino", next: "/fi/hpa/register" }),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "extendSession",
    title: "a valid login",
    setup: withCsrf("aino"),
    status: 200,
    sandboxOnly: LOGIN,
  },
  { operationId: "extendSession", title: "without a login", status: 401 },
  {
    operationId: "extendSession",
    title: "without the csrf token",
    setup: as("aino"),
    status: 403,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "extendSession",
    title: "waiting for the SMS code (not valid yet)",
    setup: withCsrf("helena", { completeMfa: false }),
    status: 401,
    sandboxOnly: LOGIN,
  },
])
