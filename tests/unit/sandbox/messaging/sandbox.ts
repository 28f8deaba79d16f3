// An in-process sandbox on a free port for the messaging tests, with logins made straight in its database (the
// sandbox keeps its state in a temporary file, which the test opens too) and the app's own urql client.
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { DatabaseSync } from "node:sqlite"
import {
  createMessagingClient,
  MESSAGING_PATH,
  type MessagingClient,
} from "../../../../src/platform/api/messaging.ts"
import { createSession, SESSION_COOKIE } from "../../../../sandbox/auth/sessions.ts"
import type { SandboxConfig } from "../../../../sandbox/context.ts"
import { startSandbox, type RunningSandbox } from "../../../../sandbox/server.ts"
import { withCookies } from "../../api/servers.ts"
import { testNow } from "../../../support/clock.ts"

export interface Login {
  cookies: Record<string, string>
  csrfToken: string
}

export interface MessagingSandbox {
  url: string
  db: DatabaseSync
  login(personaId: string, options?: { lifetimeMs?: number; mfaPending?: boolean }): Login
  client(login?: Login, cookies?: Record<string, string>): MessagingClient
  /** A raw POST of an operation, for statuses and error codes. */
  post(
    body: { query: string; variables?: unknown; operationName?: string },
    options?: { login?: Login; csrfToken?: string; cookies?: Record<string, string> },
  ): Promise<{ status: number; contentType: string | null; body: GraphqlBody }>
  close(): Promise<void>
}

export interface GraphqlBody {
  data?: Record<string, unknown> | null
  errors?: { message: string; extensions?: { code?: string; reason?: string; details?: unknown } }[]
}

export function operationText(name: string): string {
  return readFileSync(new URL(`../../../../contracts/messaging/${name}.graphql`, import.meta.url), "utf8")
}

/** `clock`: what time it is for the sandbox (sendLimits.test.ts moves it); the tests' clock by default. */
export async function startMessagingSandbox(
  options: Pick<Partial<SandboxConfig>, "devTools" | "clock"> = {},
): Promise<MessagingSandbox> {
  const dir = mkdtempSync(path.join(tmpdir(), "sandbox-messaging-"))
  const file = path.join(dir, "sandbox.db")
  const sandbox: RunningSandbox = await startSandbox({ port: 0, databaseFile: file, config: options })
  const db = new DatabaseSync(file)
  const endpoint = `${sandbox.url}${MESSAGING_PATH}`

  const login: MessagingSandbox["login"] = (personaId, options = {}) => {
    const session = createSession(db, {
      personaId,
      lifetimeMs: options.lifetimeMs ?? 30 * 60_000,
      mfaPending: options.mfaPending ?? false,
      now: testNow(),
    })
    return { cookies: { [SESSION_COOKIE]: session.id }, csrfToken: session.csrfToken }
  }

  return {
    url: sandbox.url,
    db,
    login,
    client: (as, cookies = {}) =>
      createMessagingClient({
        url: endpoint,
        getCsrfToken: () => as?.csrfToken,
        fetch: withCookies({ ...as?.cookies, ...cookies }),
      }),
    post: async (body, options = {}) => {
      const url = new URL(endpoint)
      const csrfToken = options.csrfToken ?? options.login?.csrfToken
      if (csrfToken) url.searchParams.set("csrfToken", csrfToken)
      const cookies = { ...options.login?.cookies, ...options.cookies }
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/graphql-response+json, application/json",
          cookie: Object.entries(cookies)
            .map(([name, value]) => `${name}=${value}`)
            .join("; "),
        },
        body: JSON.stringify(body),
      })
      return {
        status: response.status,
        contentType: response.headers.get("content-type"),
        body: (await response.json()) as GraphqlBody,
      }
    },
    close: async () => {
      await sandbox.close()
      db.close()
      rmSync(dir, { recursive: true, force: true })
    },
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
