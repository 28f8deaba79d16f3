// Fault injection for tests, off unless asked for: per request with the x-sandbox-fault header, or per operation or
// path prefix with POST /__sandbox/faults. A fault is one or more of, comma-separated:
//   latency=800   wait 800 ms, then answer as usual (or with the other faults given)
//   status=503    answer that status with the contract's UnexpectedError body
//   drop          destroy the connection without an answer
//   timeout       never answer (until the client gives up)
//   failure       the operation's own failure answer from the contract's examples (type Failure or unknownError),
//                 or a 500 UnexpectedError when it has none
import type { Context } from "hono"
import { Hono } from "hono"
import { createMiddleware } from "hono/factory"
import type { components } from "../generated/openapi.ts"
import type { SandboxEnv } from "./context.ts"
import { failureExample } from "./contract/examples.ts"
import { validationError } from "./responses.ts"

export const FAULT_HEADER = "x-sandbox-fault"

type UnexpectedError = components["schemas"]["UnexpectedError"]

export interface Fault {
  latencyMs?: number
  status?: number
  drop?: boolean
  timeout?: boolean
  failure?: boolean
}

// Long enough to outlast the portal's own time limits (10 s per request, 120 s per upload).
const MAX_LATENCY_MS = 130_000

/** The fault a header value or an admin call describes, or the reason it is not one. */
export function parseFault(text: string): Fault | string {
  const fault: Fault = {}
  for (const part of text.split(",").map((item) => item.trim())) {
    const [name, value] = part.split("=", 2).map((item) => item.trim())
    const number = Number(value)
    if (name === "latency" && Number.isInteger(number) && number >= 0 && number <= MAX_LATENCY_MS) {
      fault.latencyMs = number
    } else if (name === "status" && Number.isInteger(number) && number >= 400 && number <= 599) {
      fault.status = number
    } else if ((name === "drop" || name === "timeout" || name === "failure") && value === undefined) {
      fault[name] = true
    } else {
      return `${part || "(empty)"} is not latency=<0-${MAX_LATENCY_MS}>, status=<400-599>, drop, timeout or failure`
    }
  }
  return fault
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true })
  })

/** The `failure` fault's answer for the request's operation (route handlers may answer it themselves too). */
export function faultResultFor(c: Context<SandboxEnv>): Response {
  const matched = c.get("operation")
  const example = matched && failureExample(matched.contract, matched.operation)
  if (example) return c.json(example.body as object, example.status as 500)
  return c.json({ type: "InternalError", message: "Injected failure" } satisfies UnexpectedError, 500)
}

async function inject(
  c: Context<SandboxEnv>,
  fault: Fault,
  next: () => Promise<void>,
): Promise<Response | void> {
  const signal = c.req.raw.signal
  if (fault.latencyMs) await sleep(fault.latencyMs, signal)
  if (fault.drop) {
    const socket = c.env?.incoming?.socket
    if (!socket) throw new Error("drop needs a real connection (startSandbox, not app.request)")
    socket.destroy()
    return c.body(null, 500)
  }
  if (fault.timeout) {
    await new Promise<void>((resolve) => {
      signal.addEventListener("abort", () => resolve(), { once: true })
      c.env?.outgoing?.once("close", () => resolve())
    })
    return c.body(null, 504)
  }
  if (fault.status) {
    const body: UnexpectedError = { type: "InternalError", message: `Injected fault: status ${fault.status}` }
    return c.json(body, fault.status as 500)
  }
  if (fault.failure) return faultResultFor(c)
  return next()
}

interface FaultRule {
  id: number
  operationId?: string
  pathPrefix?: string
  fault: Fault
  /** How many more requests it applies to; for ever when undefined. */
  remaining?: number
}

/** One sandbox's faults: the middleware for /api and /oauth, and the admin routes that set them per route. */
export function createFaultInjection() {
  let rules: FaultRule[] = []
  let nextId = 1

  const ruleFor = (c: Context<SandboxEnv>): FaultRule | undefined => {
    const operationId = c.get("operation")?.operationId
    const rule = rules.find((candidate) =>
      candidate.operationId
        ? candidate.operationId === operationId
        : c.req.path.startsWith(candidate.pathPrefix!),
    )
    if (rule?.remaining !== undefined && --rule.remaining <= 0)
      rules = rules.filter((other) => other !== rule)
    return rule
  }

  const middleware = createMiddleware<SandboxEnv>(async (c, next) => {
    if (!c.get("config").devTools) return next()
    const header = c.req.header(FAULT_HEADER)
    const fault = header === undefined ? ruleFor(c)?.fault : parseFault(header)
    if (typeof fault === "string")
      return validationError(c, [{ path: `header.${FAULT_HEADER}`, message: fault }])
    return fault ? inject(c, fault, next) : next()
  })

  const adminRoutes = new Hono<SandboxEnv>()
    .get("/__sandbox/faults", (c) => c.json({ faults: rules }))
    .post("/__sandbox/faults", async (c) => {
      const input: unknown = await c.req.json().catch(() => undefined)
      const given = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {}
      const { operationId, pathPrefix, times } = given
      const fault = typeof given.fault === "string" ? parseFault(given.fault) : "fault is required"
      const problems = [
        ...(typeof fault === "string" ? [{ path: "body.fault", message: fault }] : []),
        ...((typeof operationId === "string") === (typeof pathPrefix === "string")
          ? [{ path: "body", message: "give either operationId or pathPrefix (a string)" }]
          : []),
        ...(times === undefined || (Number.isInteger(times) && Number(times) > 0)
          ? []
          : [{ path: "body.times", message: "must be a positive integer" }]),
      ]
      if (problems.length > 0 || typeof fault === "string") return validationError(c, problems)
      const rule: FaultRule = {
        id: nextId++,
        ...(typeof operationId === "string" ? { operationId } : { pathPrefix: String(pathPrefix) }),
        fault,
        ...(times === undefined ? {} : { remaining: Number(times) }),
      }
      rules.push(rule)
      return c.json(rule, 201)
    })
    .delete("/__sandbox/faults", (c) => {
      rules = []
      return c.body(null, 204)
    })

  return { middleware, adminRoutes }
}
