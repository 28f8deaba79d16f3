// Cases for the `session` tag. Each case: the operation, a title, the request parts, the status expected.
import { ENVIRONMENT_COOKIE, LANG_COOKIE } from "../../../sandbox/context.ts"
import { ENVIRONMENTS } from "../../../src/domain/features.ts"
import { LANGUAGES } from "../../../src/domain/language.ts"
import { defineCases } from "../support/cases.ts"

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
])
