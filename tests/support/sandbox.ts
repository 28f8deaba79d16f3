// The one sandbox of the unit tests: started once per test file (in its beforeAll), seeded from the
// personas on the tests' clock, served over real HTTP on a free port, with its database at hand (sessions made
// straight in it, state looked at through it). Responses that break the contract are 500s (strict), so every call
// is also a contract check. Options cover what tests really need to differ: the sandbox's configuration (dev
// tools, clock, session lifetime), the seed day, a database file (persistence), and a worker thread (view tests:
// happy-dom's globals hold to the same-origin policy, and the sandbox's server code needs Node's own).
import http, { type Server } from "node:http"
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads"
import { afterAll, beforeAll } from "vitest"
import type { SandboxConfig } from "../../sandbox/context.ts"
import type { Db } from "../../sandbox/db/database.ts"
import { testNow } from "./clock.ts"
import { SEED_TEMPLATE_ENV } from "./seedTemplate.ts"

export interface SandboxOptions {
  /** Over the sandbox's configuration (strict responses unless it says otherwise). */
  config?: Partial<SandboxConfig>
  /** The day the database is seeded for (default: today by the sandbox's clock). */
  today?: string
  /** The database file (persistence tests); default an in-memory database. */
  databaseFile?: string
}

export interface Login {
  /** The Cookie header of the session (and of the environment, when one is chosen). */
  cookie: string
  csrfToken: string
}

export interface LoginOptions {
  environment?: string
  /** A guardian acting for a child (hpa login): the child's persona id. */
  actingFor?: string
  healthCareType?: "private" | "occupational"
  lifetimeMs?: number
  mfaPending?: boolean
}

export interface RequestOptions {
  login?: Login
  /** JSON, or raw bytes / a string with `contentType`. */
  body?: unknown
  contentType?: string
  cookies?: Record<string, string>
  headers?: Record<string, string>
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the contract gave back
export interface Answer<T = any> {
  status: number
  headers: Headers
  bytes: Uint8Array
  text: string
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: T
}

export interface TestSandbox {
  url: string
  /** The database the sandbox serves. */
  db: Db
  login(personaId: string, options?: LoginOptions): Login
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the contract gave back
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<Answer<T>>
  /** request() for a GET. */
  get<T = unknown>(path: string, login?: Login): Promise<Answer<T>>
  /** request() with a JSON body. */
  send<T = unknown>(method: string, path: string, body?: unknown, login?: Login): Promise<Answer<T>>
  close(): Promise<void>
}

/** The sandbox in a worker thread: its URL, logins by persona, and closing it. */
export interface WorkerSandbox {
  url: string
  login(personaId: string, options?: LoginOptions): Promise<Login>
  close(): Promise<void>
}

function withCsrf(path: string, login: Login | undefined): string {
  if (!login) return path
  return `${path}${path.includes("?") ? "&" : "?"}csrfToken=${encodeURIComponent(login.csrfToken)}`
}

/**
 * A copy of the run's seeded database (tests/support/seedTemplate.ts) when it was seeded for `today`; undefined
 * otherwise (a test's own day, a run that crossed midnight, a run without the global setup).
 */
async function seededCopyFor(today: string): Promise<Db | undefined> {
  const file = process.env[SEED_TEMPLATE_ENV]
  if (!file) return undefined
  const [{ openDatabaseCopy, metaValue }, { readFile }] = await Promise.all([
    import("../../sandbox/db/database.ts"),
    import("node:fs/promises"),
  ])
  const db = openDatabaseCopy(await readFile(file))
  if (metaValue(db, "seededFor") === today) return db
  db.close()
  return undefined
}

/** Starts a sandbox in this thread (a test file's beforeAll). */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  // The sandbox's code is loaded here, not with this module: a view test (happy-dom's globals) only starts the
  // worker, in which this runs on Node's own.
  const [{ createSession, SESSION_COOKIE }, { ENVIRONMENT_COOKIE }, server, { openSandboxDatabase }, time] =
    await Promise.all([
      import("../../sandbox/auth/sessions.ts"),
      import("../../sandbox/context.ts"),
      import("../../sandbox/server.ts"),
      import("../../sandbox/state.ts"),
      import("../../sandbox/time.ts"),
    ])
  const { createSandboxApp, sandboxConfig } = server
  const { seedDayFor } = time
  const { serve } = await import("@hono/node-server")
  const config = sandboxConfig({ strictResponses: true, ...options.config })
  const today = options.today ?? seedDayFor(config.clock)
  const db =
    (options.databaseFile === undefined && (await seededCopyFor(today))) ||
    openSandboxDatabase(options.databaseFile ?? ":memory:", today)
  const app = createSandboxApp(db, config)
  const listening = await new Promise<Server>((resolve) => {
    const started = serve(
      {
        fetch: (request, env) => app.fetch(request, env),
        port: 0,
        hostname: "127.0.0.1",
        overrideGlobalObjects: false,
      },
      () => resolve(started as Server),
    )
  })
  const address = listening.address()
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`

  const request: TestSandbox["request"] = async (method, path, requestOptions = {}) => {
    const headers: Record<string, string> = { ...requestOptions.headers }
    const cookies = [
      ...(requestOptions.login ? [requestOptions.login.cookie] : []),
      ...Object.entries(requestOptions.cookies ?? {}).map(([name, value]) => `${name}=${value}`),
    ]
    if (cookies.length > 0) headers.cookie = cookies.join("; ")
    let body: BodyInit | undefined
    if (requestOptions.contentType !== undefined) {
      headers["content-type"] = requestOptions.contentType
      body = requestOptions.body as BodyInit
    } else if (requestOptions.body !== undefined) {
      headers["content-type"] = "application/json"
      body = JSON.stringify(requestOptions.body)
    }
    const response = await fetch(url + withCsrf(path, requestOptions.login), {
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
    return { status: response.status, headers: response.headers, bytes, text, json } as Answer<never>
  }

  return {
    url,
    get db() {
      return db
    },
    login(personaId, loginOptions = {}) {
      const session = createSession(db, {
        personaId,
        lifetimeMs: loginOptions.lifetimeMs ?? 30 * 60_000,
        actingForPersonaId: loginOptions.actingFor ?? null,
        mfaPending: loginOptions.mfaPending ?? false,
        now: testNow(),
        ...(loginOptions.healthCareType ? { healthCareType: loginOptions.healthCareType } : {}),
      })
      const cookies = [`${SESSION_COOKIE}=${session.id}`]
      if (loginOptions.environment) cookies.push(`${ENVIRONMENT_COOKIE}=${loginOptions.environment}`)
      return { cookie: cookies.join("; "), csrfToken: session.csrfToken }
    },
    request,
    get: (path, login) => request("GET", path, { login }),
    send: (method, path, body, login) => request(method, path, { body, login }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        listening.close((error) => {
          db.close()
          return error ? reject(error) : resolve()
        })
        listening.closeAllConnections()
      }),
  }
}

/** Starts a sandbox in a worker thread (this module runs there too), for tests whose globals are happy-dom's. */
export async function startWorkerSandbox(options: SandboxOptions = {}): Promise<WorkerSandbox> {
  const worker = new Worker(import.meta.filename, { env: process.env, workerData: { sandbox: options } })
  let nextId = 0
  const pending = new Map<number, (answer: { login?: Login }) => void>()
  const url = await new Promise<string>((resolve, reject) => {
    worker.once("error", reject)
    worker.on("message", (message: { url?: string; id?: number; login?: Login }) => {
      if (message.url) resolve(message.url)
      else if (message.id !== undefined) pending.get(message.id)?.(message)
    })
  })
  const ask = (message: object) =>
    new Promise<{ login?: Login }>((resolve) => {
      nextId += 1
      pending.set(nextId, resolve)
      worker.postMessage({ ...message, id: nextId })
    })
  return {
    url,
    login: async (personaId, loginOptions) => (await ask({ personaId, loginOptions })).login!,
    close: async () => {
      await ask({ close: true })
      await worker.terminate()
    },
  }
}

/**
 * The worker sandbox of a view-test file: started in the file's beforeAll (seeding takes a while on a busy machine,
 * so it has a minute), closed in its afterAll. Call it at the top of the file; the accessor gives the sandbox in a
 * test, and fails loudly if it is called before the sandbox started.
 */
export function useWorkerSandbox(options: SandboxOptions = {}): () => WorkerSandbox {
  let sandbox: WorkerSandbox | undefined
  beforeAll(async () => {
    sandbox = await startWorkerSandbox(options)
  }, 60_000)
  afterAll(() => sandbox?.close())
  return () => {
    if (!sandbox) throw new Error("The worker sandbox is asked for before the file's beforeAll started it")
    return sandbox
  }
}

/**
 * A request of the app's clients sent with node:http (happy-dom's fetch holds to the same-origin policy of its
 * page, which the sandbox's origin is not): the same method, headers and body, with the persona's session cookie.
 */
export async function nodeFetch(
  request: Request,
  login: Login | undefined,
  cookies: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = {}
  request.headers.forEach((value, key) => (headers[key] = value))
  const cookie = [login?.cookie, ...Object.entries(cookies).map(([name, value]) => `${name}=${value}`)]
  if (cookie.some(Boolean)) headers.cookie = cookie.filter(Boolean).join("; ")
  const body = ["GET", "HEAD"].includes(request.method) ? undefined : Buffer.from(await request.arrayBuffer())
  return new Promise((resolve, reject) => {
    const outgoing = http.request(request.url, { method: request.method, headers }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
      incoming.on("end", () => {
        const answer = new Headers()
        for (const [key, value] of Object.entries(incoming.headers)) {
          if (value !== undefined) answer.set(key, Array.isArray(value) ? value.join(", ") : value)
        }
        const status = incoming.statusCode ?? 500
        const content = status === 204 || status === 304 ? null : Buffer.concat(chunks)
        resolve(new Response(content, { status, headers: answer }))
      })
      incoming.on("error", reject)
    })
    outgoing.on("error", reject)
    outgoing.end(body)
  })
}

// In the worker thread of startWorkerSandbox: the sandbox, answering logins and closing
if (!isMainThread && (workerData as { sandbox?: SandboxOptions } | null)?.sandbox) {
  // as tests/support/setup.ts does for sandboxes started in the test process
  if (process.env.TEST_NOW) process.env.SANDBOX_NOW = process.env.TEST_NOW
  const sandbox = await startTestSandbox((workerData as { sandbox: SandboxOptions }).sandbox)
  parentPort!.on(
    "message",
    (message: { id: number; personaId?: string; loginOptions?: LoginOptions; close?: boolean }) => {
      if (message.close) {
        void sandbox.close().then(() => parentPort!.postMessage({ id: message.id }))
        return
      }
      parentPort!.postMessage({
        id: message.id,
        login: sandbox.login(message.personaId!, message.loginOptions),
      })
    },
  )
  parentPort!.postMessage({ url: sandbox.url })
}
