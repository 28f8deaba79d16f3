// The messaging service of the one test sandbox (tests/support/sandbox.ts): the app's own urql client on it, raw
// operation posts for statuses and error codes, and the contract's operation texts.
import { readFileSync } from "node:fs"
import {
  createMessagingClient,
  MESSAGING_PATH,
  type MessagingClient,
} from "../../../../src/platform/api/messaging.ts"
import type { Login, TestSandbox } from "../../../support/sandbox.ts"

export interface GraphqlBody {
  data?: Record<string, unknown> | null
  errors?: { message: string; extensions?: { code?: string; reason?: string; details?: unknown } }[]
}

export function operationText(name: string): string {
  return readFileSync(new URL(`../../../../contracts/messaging/${name}.graphql`, import.meta.url), "utf8")
}

const cookieHeader = (login: Login | undefined, cookies: Record<string, string>) =>
  [login?.cookie, ...Object.entries(cookies).map(([name, value]) => `${name}=${value}`)]
    .filter(Boolean)
    .join("; ")

/** The app's messaging client on the sandbox, as `login` (and with more cookies). */
export function messagingClient(
  sandbox: TestSandbox,
  login?: Login,
  cookies: Record<string, string> = {},
): MessagingClient {
  const header = cookieHeader(login, cookies)
  return createMessagingClient({
    url: `${sandbox.url}${MESSAGING_PATH}`,
    getCsrfToken: () => login?.csrfToken,
    fetch: (request: Request) => {
      if (header) request.headers.set("cookie", header)
      return globalThis.fetch(request)
    },
  })
}

/** A raw POST of an operation, for statuses and error codes. */
export async function postOperation(
  sandbox: TestSandbox,
  body: { query: string; variables?: unknown; operationName?: string },
  options: { login?: Login; csrfToken?: string; cookies?: Record<string, string> } = {},
): Promise<{ status: number; contentType: string | null; body: GraphqlBody }> {
  const url = new URL(`${sandbox.url}${MESSAGING_PATH}`)
  const csrfToken = options.csrfToken ?? options.login?.csrfToken
  if (csrfToken) url.searchParams.set("csrfToken", csrfToken)
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/graphql-response+json, application/json",
      cookie: cookieHeader(options.login, options.cookies ?? {}),
    },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    body: (await response.json()) as GraphqlBody,
  }
}

/** The GraphQL errors' `extensions.code`s of a failed urql operation (its ApiError's cause). */
export function errorCodes(error: unknown): (string | undefined)[] {
  const cause = (error as { cause?: { graphQLErrors?: { extensions?: { code?: string } }[] } }).cause
  return (cause?.graphQLErrors ?? []).map((graphQLError) => graphQLError.extensions?.code)
}

/** What a promise rejected with (fails when it resolved). */
export async function rejection(pending: Promise<unknown>): Promise<unknown> {
  return pending.then(
    (value) => {
      throw new Error(`expected a failure, got ${JSON.stringify(value)}`)
    },
    (error: unknown) => error,
  )
}
