// The contract in front of the sandbox's routes: which operation a request is (404 and 405 otherwise), whether the
// request conforms (the contract's 400 ValidationError), and whether the answer does (a 500 ContractViolation when
// strict, a logged warning otherwise).
import { createMiddleware } from "hono/factory"
import type { SandboxEnv } from "../context.ts"
import { notFound, validationError } from "../responses.ts"
import { escapeSegment, type Contract, type ContractOperation, type DeclaredResponse } from "./document.ts"
import { createMatcher } from "./matcher.ts"
import { checkRequest, type RequestParams } from "./request.ts"
import { describeErrors, schemaChecker } from "./schemas.ts"

export interface MatchedOperation {
  operationId: string
  /** Whether the operation needs a login and a csrf token (its `security`). */
  csrf: ContractOperation["csrf"]
  operation: ContractOperation
  contract: Contract
  /** The raw path parameters, decoded. */
  pathParams: Record<string, string>
  /** After validation: the parameters read as their schema's types (repeated query keys as arrays). */
  params: RequestParams
}

// The parts of the sandbox the contract governs.
const CONTRACT_PREFIXES = ["/api/", "/oauth/"]

/**
 * Finds the operation of each /api and /oauth request and puts it in the context as `operation`. `exempt` lists
 * path prefixes there that are the sandbox's own or another contract's (GraphQL).
 */
export function contractRouting(contract: Contract, exempt: readonly string[]) {
  const match = createMatcher(contract.operations)
  return createMiddleware<SandboxEnv>(async (c, next) => {
    const path = new URL(c.req.url).pathname
    const governed = CONTRACT_PREFIXES.some((prefix) => path.startsWith(prefix))
    if (!governed || exempt.some((prefix) => path.startsWith(prefix))) return next()
    const result = match(c.req.method, path)
    if (result.kind === "notFound") return notFound(c)
    if (result.kind === "methodNotAllowed") {
      c.header("Allow", result.allowed.join(", "))
      return c.json(
        { type: "MethodNotAllowed", message: `${c.req.method} is not one of ${result.allowed}` },
        405,
      )
    }
    const { operation, pathParams } = result
    const params: RequestParams = { path: {}, query: {}, header: {}, cookie: {} }
    c.set("operation", {
      operationId: operation.operationId,
      csrf: operation.csrf,
      operation,
      contract,
      pathParams,
      params,
    })
    return next()
  })
}

/** The contract's 400 ValidationError for a request that does not conform to its operation. */
export const contractValidation = createMiddleware<SandboxEnv>(async (c, next) => {
  const matched = c.get("operation")
  if (!matched) return next()
  const { issues, params } = await checkRequest(c, matched.contract, matched.operation, matched.pathParams)
  if (issues.length > 0) return validationError(c, issues)
  matched.params = params
  return next()
})

const isJson = (mediaType: string) => /^application\/(.+\+)?json$/i.test(mediaType)

// The answers the auth middleware gives on any operation with a security requirement, declared there or not.
const AUTH_RESPONSES: Record<number, string> = {
  401: "#/components/responses/Unauthorized",
  403: "#/components/responses/Forbidden",
}

async function problemsWith(
  matched: MatchedOperation,
  response: Response,
  method: string,
): Promise<string[]> {
  const { contract, operation } = matched
  const fallback = operation.csrf === "none" ? undefined : AUTH_RESPONSES[response.status]
  const declared: DeclaredResponse | undefined =
    contract.response(operation, response.status) ?? (fallback ? contract.responseAt(fallback) : undefined)
  if (!declared) return [`${operation.operationId} declares no ${response.status} response`]
  const problems = declared.requiredHeaders
    .filter((name) => !response.headers.has(name))
    .map((name) => `the ${name} header is missing`)
  const bytes = new Uint8Array(await response.clone().arrayBuffer())
  const declaredTypes = Object.keys(declared.content)
  if (method === "HEAD") return problems
  if (declaredTypes.length === 0) {
    return bytes.length === 0 ? problems : [...problems, `no body is declared, got ${bytes.length} bytes`]
  }
  const essence = response.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? ""
  const mediaType = declaredTypes.find((type) => type.toLowerCase() === essence)
  if (!mediaType) return [...problems, `content-type ${essence || "(none)"} is not one of ${declaredTypes}`]
  if (!isJson(mediaType) || !declared.content[mediaType]) return problems
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return [...problems, "the body is not JSON"]
  }
  const pointer = `${declared.pointer}/content/${escapeSegment(mediaType)}/schema`
  return [...problems, ...describeErrors(schemaChecker(contract).errors(pointer, body))]
}

async function isUnexpectedFailure(response: Response): Promise<boolean> {
  if (response.status !== 500) return false
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined)
  return typeof body === "object" && body !== null && "type" in body && body.type === "InternalError"
}

/**
 * Checks each answer of an operation against what the contract declares for its status. A thrown error's 500 is
 * left alone: it is already a failure, logged where it happened.
 */
export function contractResponses(strict: boolean) {
  return createMiddleware<SandboxEnv>(async (c, next) => {
    await next()
    const matched = c.get("operation")
    if (!matched || (await isUnexpectedFailure(c.res))) return
    const problems = await problemsWith(matched, c.res, c.req.method)
    if (problems.length === 0) return
    const status = c.res.status
    const summary = `${matched.operationId} answered ${status} against the contract: ${problems.join("; ")}`
    if (!strict) {
      console.warn(`sandbox: ${summary}`)
      return
    }
    console.error(`sandbox: ContractViolation: ${summary}`)
    const body = { type: "ContractViolation", operationId: matched.operationId, status, details: problems }
    c.res = undefined
    c.res = Response.json(body, { status: 500 })
  })
}
