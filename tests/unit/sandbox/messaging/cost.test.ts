// The messaging service's cost model (sandbox/messaging/cost.ts, contracts/messaging.graphql "MAX_COST_EXCEEDED"):
// what counts, how a list's limit multiplies what is under it, the lists' maximums, and the app's own operations
// well inside the maximum.
import { readFileSync } from "node:fs"
import {
  buildSchema,
  getOperationAST,
  GraphQLError,
  isInterfaceType,
  isObjectType,
  parse,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
} from "graphql"
import { describe, expect, it } from "vitest"
import { operationCost } from "../../../../sandbox/messaging/cost.ts"
import { LIST_LIMITS, MESSAGING_LIMITS } from "../../../../sandbox/messaging/limits.ts"
import { MESSAGING_PAGINATION_LIMIT } from "../../../../src/domain/messaging.ts"
import { operationText } from "./sandbox.ts"

function cost(query: string, variables?: Record<string, unknown>): number | string {
  const document = parse(query)
  const operation = getOperationAST(document)
  if (!operation) throw new Error("no operation")
  const measured = operationCost(document, operation, variables)
  return measured instanceof GraphQLError ? String(measured.extensions.code) : measured
}

const APP_PAGINATION = { limit: MESSAGING_PAGINATION_LIMIT, offset: 0, sortOrder: "desc" }

describe("the cost of a query", () => {
  it("counts each object once, scalars nothing, and a list's limit for every time it is read", () => {
    expect(cost("{ customerMessagingInfo { active heading } }")).toBe(1)
    expect(cost("{ messagingThreads(pagination: { limit: 10 }) { totalCount } }")).toBe(10)
    // 10 pages' worth, 10 threads, 50 message pages' worth, 50 messages, 50 authors
    expect(
      cost(`{ messagingThreads(pagination: { limit: 10 }) { items { id
        messages(pagination: { limit: 5 }) { items { id author { __typename } } } } } }`),
    ).toBe(170)
  })

  it("counts a list without a limit as one object, under the limits above it", () => {
    expect(
      cost(`{ messagingThreadForCustomer(id: "1") { participants { id } readStatus { readAt }
        messages(pagination: { limit: 3 }) { items { attachments { id } } } } }`),
    ).toBe(1 + 1 + 1 + 3 + 3 + 3)
  })

  it("counts a fragment wherever it is spread, and every type's inline fragment", () => {
    expect(
      cost(`query { a: messagingThreads(pagination: { limit: 2 }) { ...Page } b: messagingThreads(pagination: { limit: 3 }) { ...Page } }
        fragment Page on MessagingThreadPage { items { participants { ... on CustomerUser { organizations { departmentName } } ... on HrUser { companyName } } } }`),
    ).toBe(2 * 4 + 3 * 4)
  })

  it("reads the limit from the variables, a variable inside the argument, or the operation's default", () => {
    const query = "query ($p: PaginationInput!) { messagingThreads(pagination: $p) { items { id } } }"
    expect(cost(query, { pagination: { limit: 1 }, p: { limit: 7 } })).toBe(14)
    expect(
      cost("query ($n: Int!) { messagingThreads(pagination: { limit: $n }) { items { id } } }", { n: 4 }),
    ).toBe(8)
    expect(
      cost(
        "query ($p: PaginationInput = { limit: 6 }) { messagingThreads(pagination: $p) { items { id } } }",
      ),
    ).toBe(12)
    // not a limit coercion would take: counted as 1, refused when the request is validated
    expect(cost(query, { p: { limit: "9999" } })).toBe(2)
  })

  it("refuses a limit over its list's maximum, for each list", () => {
    const over = MESSAGING_PAGINATION_LIMIT + 1
    expect(cost(`{ messagingThreads(pagination: { limit: ${over} }) { totalCount } }`)).toBe(
      "MAX_LIMIT_EXCEEDED",
    )
    expect(
      cost(
        `{ messagingThreadForCustomer(id: "1") { messages(pagination: { limit: ${over} }) { totalCount } } }`,
      ),
    ).toBe("MAX_LIMIT_EXCEEDED")
    expect(
      cost(`{ messagingThreadForCustomer(id: "1") { assignments { assignee {
        absences(pagination: { limit: ${over} }) { startDate } } } } }`),
    ).toBe("MAX_LIMIT_EXCEEDED")
  })

  it("refuses 9999 threads with 9999 messages each, and allows what fits the maximum", () => {
    expect(
      cost(`{ messagingThreads(pagination: { limit: 9999 }) { items {
        messages(pagination: { limit: 9999 }) { items { id } } } } }`),
    ).toBe("MAX_COST_EXCEEDED")
    expect(
      cost(`{ messagingThreads(pagination: { limit: 100 }) { items {
        messages(pagination: { limit: 100 }) { items { id } } } } }`),
    ).toBe(20_200)
  })
})

describe("the app's operations (contracts/messaging), as the app sends them", () => {
  const variables: Record<string, Record<string, unknown>> = {
    MessagingThreads: { pagination: APP_PAGINATION },
    MessagingThreadForCustomer: { id: "1", pagination: APP_PAGINATION },
  }

  it("cost what the contract says, at most a third of the maximum", () => {
    expect(cost(operationText("MessagingThreads"), variables.MessagingThreads)).toBe(59_994)
    expect(cost(operationText("MessagingThreadForCustomer"), variables.MessagingThreadForCustomer)).toBe(
      70_002,
    )
    for (const name of Object.keys(variables)) {
      expect(cost(operationText(name), variables[name])).toBeLessThan(MESSAGING_LIMITS.maxCost / 2.5)
    }
  })
})

describe("the contract (contracts/messaging.graphql)", () => {
  const text = readFileSync(new URL("../../../../contracts/messaging.graphql", import.meta.url), "utf8")
  const schema = buildSchema(text)

  it("declares each list's maximum on its pagination argument, as the service refuses it", () => {
    const fields = Object.values(schema.getTypeMap())
      .filter(
        (type): type is GraphQLObjectType | GraphQLInterfaceType =>
          isObjectType(type) || isInterfaceType(type),
      )
      .filter((type) => !type.name.startsWith("__"))
      .flatMap((type) => Object.values(type.getFields()))
      .flatMap((field) =>
        field.args.filter((arg) => arg.name === "pagination").map((arg) => ({ field, arg })),
      )
    expect(fields.map(({ field }) => field.name).sort()).toEqual(Object.keys(LIST_LIMITS).sort())
    for (const { field, arg } of fields) {
      expect(arg.description, field.name).toContain(`limit at most ${LIST_LIMITS[field.name]}`)
    }
  })

  it("writes the limits' numbers", () => {
    const description = schema.description ?? ""
    for (const number of [
      MESSAGING_LIMITS.maxCost,
      MESSAGING_LIMITS.maxResponseBytes,
      MESSAGING_LIMITS.messagesPerHour,
      MESSAGING_LIMITS.newThreadsPerHour,
      70_002,
    ]) {
      expect(description).toContain(String(number))
    }
  })
})
