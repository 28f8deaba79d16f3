// contracts/messaging.graphql at /api/customer-messaging, over HTTP as GraphQL over HTTP describes it: queries by
// GET (urql's default) or POST, mutations by POST only; request errors (unparsable, invalid, refused) without
// `data` and with a 4xx, field errors in a 200 beside `data`.
import { readFileSync } from "node:fs"
import { Hono, type Context } from "hono"
import { createMiddleware } from "hono/factory"
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  buildSchema,
  specifiedRules,
  getOperationAST,
  parse,
  validate,
  type DocumentNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql"
import { originOf } from "../clientAddress.ts"
import { requestNow, type SandboxEnv } from "../context.ts"
import { withinBodyLimit } from "../contract/bodyLimits.ts"
import { messagingCustomer, type Customer } from "./access.ts"
import { operationCost } from "./cost.ts"
import { executeShared } from "./execution.ts"
import { MESSAGING_LIMITS, limitError, limitViolation, tokenLimitViolation } from "./limits.ts"
import { rootValue } from "./resolvers.ts"
import type { MessagingContext } from "./values.ts"

export const MESSAGING_ENDPOINT = "/api/customer-messaging"

const schema = buildSchema(
  readFileSync(new URL("../../contracts/messaging.graphql", import.meta.url), "utf8"),
)

// The announcement is the same for everyone, so it is the one field answered without a login.
const OPEN_ROOT_FIELDS: ReadonlySet<string> = new Set(["customerMessagingInfo", "__typename"])

const GRAPHQL_RESPONSE = "application/graphql-response+json"

interface GraphQLParams {
  query: string
  variables?: Record<string, unknown>
  operationName?: string
}

async function readParams(c: Context): Promise<GraphQLParams | undefined> {
  const raw: Record<string, unknown> | undefined =
    c.req.method === "GET"
      ? { ...c.req.query(), variables: JSON.parse(c.req.query("variables") ?? "null") ?? undefined }
      : await c.req.json().catch(() => undefined)
  if (typeof raw?.query !== "string") return undefined
  const { query, variables, operationName } = raw
  return {
    query,
    variables:
      typeof variables === "object" && variables !== null && !Array.isArray(variables)
        ? (variables as Record<string, unknown>)
        : undefined,
    operationName: typeof operationName === "string" && operationName !== "" ? operationName : undefined,
  }
}

/** The root fields an operation selects, through fragments. */
function rootFields(document: DocumentNode, operation: OperationDefinitionNode): Set<string> {
  const names = new Set<string>()
  const visit = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value)
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet)
      else {
        const fragment = document.definitions.find(
          (node) => node.kind === Kind.FRAGMENT_DEFINITION && node.name.value === selection.name.value,
        )
        if (fragment?.kind === Kind.FRAGMENT_DEFINITION) visit(fragment.selectionSet)
      }
    }
  }
  visit(operation.selectionSet)
  return names
}

// GraphQL over HTTP: application/graphql-response+json when the client accepts it; legacy application/json
// clients get 200 for GraphQL request errors too.
function respond(c: Context, json: string, status: 200 | 400 | 401 | 403 | 405 | 413): Response {
  const modern = (c.req.header("accept") ?? "").toLowerCase().includes(GRAPHQL_RESPONSE)
  const sent = !modern && status === 400 ? 200 : status
  c.header("Cache-Control", "no-store")
  return c.body(json, sent, {
    "Content-Type": `${modern ? GRAPHQL_RESPONSE : "application/json"}; charset=utf-8`,
  })
}

function requestErrors(
  c: Context,
  errors: readonly GraphQLError[],
  status: 400 | 401 | 403 | 405 | 413 = 400,
) {
  return respond(c, JSON.stringify({ errors: errors.map((error) => error.toJSON()) }), status)
}

// Introspection answers only where the development tools are on (docs/sandbox.md).
const PRODUCTION_RULES = [...specifiedRules, NoSchemaIntrospectionCustomRule]

// A body over the limit is refused by its Content-Length, or as it streams in, before anything parses it.
const limitBody = createMiddleware<SandboxEnv>(async (c, next) => {
  if (await withinBodyLimit(c, MESSAGING_LIMITS.maxBodyBytes)) return next()
  const message = `A request body may have at most ${MESSAGING_LIMITS.maxBodyBytes} bytes`
  return requestErrors(c, [limitError("REQUEST_TOO_LARGE", message)], 413)
})

export const messagingRoutes = new Hono<SandboxEnv>().on(
  ["GET", "POST"],
  MESSAGING_ENDPOINT,
  limitBody,
  async (c) => {
    let params: GraphQLParams | undefined
    let document: DocumentNode
    try {
      params = await readParams(c)
      if (!params) return requestErrors(c, [new GraphQLError("Expected a `query` string")])
      const tooLong = tokenLimitViolation(params.query)
      if (tooLong) return requestErrors(c, [tooLong])
      document = parse(params.query)
    } catch (error) {
      return requestErrors(c, [error instanceof GraphQLError ? error : new GraphQLError(String(error))])
    }
    // The operation is picked and measured before validation, whose cost grows with the square of the fields
    const operation = getOperationAST(document, params.operationName)
    if (!operation) {
      const message = params.operationName
        ? `No operation named ${params.operationName}`
        : "Name the operation to run with operationName"
      return requestErrors(c, [new GraphQLError(message)])
    }
    const overLimit = limitViolation(document, operation)
    if (overLimit) return requestErrors(c, [overLimit])
    const cost = operationCost(document, operation, params.variables)
    if (cost instanceof GraphQLError) return requestErrors(c, [cost])
    const invalid = validate(schema, document, c.get("config").devTools ? specifiedRules : PRODUCTION_RULES)
    if (invalid.length > 0) return requestErrors(c, invalid)
    const isMutation = operation.operation !== "query"
    if (c.req.method === "GET" && isMutation) {
      c.header("Allow", "POST")
      return requestErrors(c, [new GraphQLError("Only queries may be sent with GET")], 405)
    }

    let customer: Customer | undefined
    const open =
      !isMutation && [...rootFields(document, operation)].every((name) => OPEN_ROOT_FIELDS.has(name))
    if (!open) {
      const allowed = messagingCustomer(c, isMutation)
      if (!("user" in allowed)) return requestErrors(c, [allowed.error], allowed.status)
      customer = allowed
    }

    const context: MessagingContext = {
      db: c.get("db"),
      lang: c.get("lang"),
      origin: originOf(c),
      now: () => requestNow(c),
      customer: customer?.user,
      personaId: customer?.personaId,
    }
    const answer = await executeShared({
      schema,
      document,
      rootValue: rootValue(context),
      contextValue: context,
      variableValues: params.variables,
      operationName: params.operationName,
    })
    if ("tooLarge" in answer) {
      const message = `The answer would be larger than ${MESSAGING_LIMITS.maxResponseBytes} bytes: ask for less`
      return requestErrors(c, [limitError("RESPONSE_TOO_LARGE", message)])
    }
    // Variables that do not fit the operation are a request error: there is no `data` to send.
    return respond(c, answer.json, "data" in answer.result ? 200 : 400)
  },
)
