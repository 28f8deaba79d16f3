// An in-process sandbox over real HTTP, with its database at hand: startSandbox does not hand back its database,
// so the app is served here the same way, and tests reach the state through the same connection.
import type { Server } from "node:http"
import { serve } from "@hono/node-server"
import { createSession, SESSION_COOKIE } from "../../../../sandbox/auth/sessions.ts"
import type { SandboxConfig } from "../../../../sandbox/context.ts"
import type { Db } from "../../../../sandbox/db/database.ts"
import { createSandboxApp, sandboxConfig } from "../../../../sandbox/server.ts"
import { openSandboxDatabase } from "../../../../sandbox/state.ts"
import { toIsoDate } from "../../../../src/domain/dates.ts"
import { testClock, testNow } from "../../../support/clock.ts"

export interface Login {
  cookie: string
  csrfToken: string
}

export interface Answer<T = unknown> {
  status: number
  body: T
  headers: Headers
}

export interface BookingSandbox {
  url: string
  db: Db
  login(personaId: string, options?: { healthCareType?: "private" | "occupational" }): Login
  get<T = unknown>(path: string, login?: Login): Promise<Answer<T>>
  send<T = unknown>(method: string, path: string, body?: unknown, login?: Login): Promise<Answer<T>>
  close(): Promise<void>
}

function withCsrf(path: string, login: Login | undefined): string {
  if (!login) return path
  return `${path}${path.includes("?") ? "&" : "?"}csrfToken=${encodeURIComponent(login.csrfToken)}`
}

export async function startBookingSandbox(
  today?: string,
  config: Partial<SandboxConfig> = {},
): Promise<BookingSandbox> {
  const db = openSandboxDatabase(":memory:", today)
  // strict: a response that breaks the contract is a 500, so every call here is also a contract check
  const app = createSandboxApp(db, sandboxConfig({ strictResponses: true, ...config }))
  const server = await new Promise<Server>((resolve) => {
    const started = serve(
      { fetch: app.fetch, port: 0, hostname: "127.0.0.1", overrideGlobalObjects: false },
      () => resolve(started as Server),
    )
  })
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`
  const send = async <T>(method: string, path: string, body?: unknown, login?: Login): Promise<Answer<T>> => {
    const headers: Record<string, string> = {}
    if (login) headers.cookie = login.cookie
    if (body !== undefined) headers["content-type"] = "application/json"
    const response = await fetch(url + withCsrf(path, login), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    })
    const text = await response.text()
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as T,
      headers: response.headers,
    }
  }
  return {
    url,
    db,
    login(personaId, options = {}) {
      const session = createSession(db, { personaId, lifetimeMs: 3_600_000, now: testNow(), ...options })
      return { cookie: `${SESSION_COOKIE}=${session.id}`, csrfToken: session.csrfToken }
    },
    get: (path, login) => send("GET", path, undefined, login),
    send,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** yyyy-MM-dd of the Helsinki day `days` from now. */
export function dayFromNow(days: number): string {
  return toIsoDate(new Date(testClock() + days * 86_400_000))
}

export function minutesFromNow(minutes: number): Date {
  return new Date(Math.ceil((testClock() + minutes * 60_000) / 60_000) * 60_000)
}
