import { readFileSync } from "node:fs"
import { Hono, type Context } from "hono"
import {
  buildSchema,
  execute,
  getOperationAST,
  parse,
  validate,
  GraphQLError,
  type DocumentNode,
} from "graphql"
import type { CustomerMessagingInfoQuery } from "../../generated/messaging.ts"
import type { Lang } from "../../src/domain/language.ts"
import type { SandboxEnv } from "../context.ts"

const schema = buildSchema(
  readFileSync(new URL("../../contracts/messaging.graphql", import.meta.url), "utf8"),
)

type CustomerMessagingInfo = CustomerMessagingInfoQuery["customerMessagingInfo"]

// spec: messages and prescription renewals are answered in 1-3 business days
const CUSTOMER_MESSAGING_INFO: Record<Lang, CustomerMessagingInfo> = {
  fi: {
    active: true,
    heading: "Vastaamme viesteihin arkipäivisin",
    description:
      "Vastaamme viestiisi yleensä **1–3 arkipäivän** kuluessa. Kiireellisissä asioissa soita asiakaspalveluumme tai varaa etävastaanotto.",
    announcementType: "info",
  },
  sv: {
    active: true,
    heading: "Vi svarar på meddelanden på vardagar",
    description:
      "Vi svarar vanligtvis på ditt meddelande inom **1–3 vardagar**. I brådskande ärenden, ring vår kundtjänst eller boka en distansmottagning.",
    announcementType: "info",
  },
  en: {
    active: true,
    heading: "We answer messages on weekdays",
    description:
      "We usually reply to your message within **1–3 business days**. For urgent matters, call our customer service or book a remote appointment.",
    announcementType: "info",
  },
}

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
      typeof variables === "object" && variables !== null
        ? (variables as Record<string, unknown>)
        : undefined,
    operationName: typeof operationName === "string" ? operationName : undefined,
  }
}

function requestErrors(c: Context, errors: readonly GraphQLError[], status: 400 | 405 = 400): Response {
  return c.json({ errors: errors.map((error) => error.toJSON()) }, status)
}

// Enough of GraphQL over HTTP for the app's operations: queries by GET (urql's default) or POST, mutations by POST.
export const messagingRoutes = new Hono<SandboxEnv>().on(
  ["GET", "POST"],
  "/api/customer-messaging",
  async (c) => {
    let params: GraphQLParams | undefined
    let document: DocumentNode
    try {
      params = await readParams(c)
      if (!params) return requestErrors(c, [new GraphQLError("Expected a `query` string")])
      document = parse(params.query)
    } catch (error) {
      return requestErrors(c, [error instanceof GraphQLError ? error : new GraphQLError(String(error))])
    }
    const invalid = validate(schema, document)
    if (invalid.length > 0) return requestErrors(c, invalid)
    const operation = getOperationAST(document, params.operationName)
    if (c.req.method === "GET" && operation?.operation !== "query") {
      c.header("Allow", "POST")
      return requestErrors(c, [new GraphQLError("Only queries may be sent with GET")], 405)
    }
    const rootValue = { customerMessagingInfo: () => CUSTOMER_MESSAGING_INFO[c.get("lang")] }
    const result = await execute({
      schema,
      document,
      rootValue,
      variableValues: params.variables,
      operationName: params.operationName,
    })
    return c.json(result)
  },
)
