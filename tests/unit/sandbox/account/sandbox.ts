// An in-process sandbox over real HTTP for the account, records and payments tests, with its database at hand for
// logins (sessions made straight in it) and for looking at the state. Responses that break the contract are 500s
// here (strict), so every call is also a contract check.
import type { Server } from "node:http"
import { serve } from "@hono/node-server"
import { createSession, SESSION_COOKIE } from "../../../../sandbox/auth/sessions.ts"
import { ENVIRONMENT_COOKIE } from "../../../../sandbox/context.ts"
import type { Db } from "../../../../sandbox/db/database.ts"
import { createSandboxApp, sandboxConfig } from "../../../../sandbox/server.ts"
import { openSandboxDatabase } from "../../../../sandbox/state.ts"
import { testNow } from "../../../support/clock.ts"

export interface Login {
  cookie: string
  csrfToken: string
}

export interface LoginOptions {
  environment?: string
  /** A guardian acting for a child (hpa login): the child's persona id. */
  actingFor?: string
}

export interface RequestOptions {
  login?: Login
  /** JSON, or raw bytes / a string with `contentType`. */
  body?: unknown
  contentType?: string
  cookies?: Record<string, string>
}

export interface Answer {
  status: number
  headers: Headers
  bytes: Uint8Array
  text: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the contract gave back
  json: any
}

export interface TestSandbox {
  url: string
  db: Db
  login(personaId: string, options?: LoginOptions): Login
  request(method: string, path: string, options?: RequestOptions): Promise<Answer>
  close(): Promise<void>
}

function withCsrf(path: string, login: Login | undefined): string {
  if (!login) return path
  return `${path}${path.includes("?") ? "&" : "?"}csrfToken=${encodeURIComponent(login.csrfToken)}`
}

export async function startTestSandbox(): Promise<TestSandbox> {
  const db = openSandboxDatabase(":memory:")
  const app = createSandboxApp(db, sandboxConfig({ strictResponses: true }))
  const server = await new Promise<Server>((resolve) => {
    const started = serve(
      { fetch: app.fetch, port: 0, hostname: "127.0.0.1", overrideGlobalObjects: false },
      () => resolve(started as Server),
    )
  })
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`

  return {
    url,
    db,
    login(personaId, options = {}) {
      const session = createSession(db, {
        personaId,
        lifetimeMs: 30 * 60_000,
        actingForPersonaId: options.actingFor ?? null,
        now: testNow(),
      })
      const cookies = [`${SESSION_COOKIE}=${session.id}`]
      if (options.environment) cookies.push(`${ENVIRONMENT_COOKIE}=${options.environment}`)
      return { cookie: cookies.join("; "), csrfToken: session.csrfToken }
    },
    async request(method, path, options = {}) {
      const headers: Record<string, string> = {}
      const cookies = [
        ...(options.login ? [options.login.cookie] : []),
        ...Object.entries(options.cookies ?? {}).map(([name, value]) => `${name}=${value}`),
      ]
      if (cookies.length > 0) headers.cookie = cookies.join("; ")
      let body: BodyInit | undefined
      if (options.contentType !== undefined) {
        headers["content-type"] = options.contentType
        body = options.body as BodyInit
      } else if (options.body !== undefined) {
        headers["content-type"] = "application/json"
        body = JSON.stringify(options.body)
      }
      const response = await fetch(url + withCsrf(path, options.login), {
        method,
        headers,
        body,
        redirect: "manual",
      })
      const bytes = new Uint8Array(await response.arrayBuffer())
      const text = new TextDecoder().decode(bytes)
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        json = undefined
      }
      return { status: response.status, headers: response.headers, bytes, text, json }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

/** A tiny real PNG (1×1) and JPEG start, for uploads. */
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xde, 0x00, 0x00, 0x00,
  0x0c, 0x49, 0x44, 0x41, 0x54, 0x08, 0xd7, 0x63, 0xf8, 0xcf, 0xc0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00, 0x18,
  0xdd, 0x8d, 0xb0, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
])
export const JPEG_BYTES = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
])

/** Checks that a PDF is whole: header, %%EOF, and each cross-reference offset pointing at its object. */
export function pdfProblems(bytes: Uint8Array): string[] {
  const text = new TextDecoder("latin1").decode(bytes)
  const problems: string[] = []
  if (!text.startsWith("%PDF-1.")) problems.push("does not start with %PDF-1.")
  if (!text.trimEnd().endsWith("%%EOF")) problems.push("does not end with %%EOF")
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1])
  if (!text.startsWith("xref", startxref))
    problems.push(`startxref ${startxref} does not point at the xref table`)
  const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
    Number(match[1]),
  )
  entries.forEach((offset, index) => {
    if (!text.startsWith(`${index + 1} 0 obj`, offset))
      problems.push(`object ${index + 1} is not at ${offset}`)
  })
  if (entries.length === 0) problems.push("no objects in the xref table")
  return problems
}
