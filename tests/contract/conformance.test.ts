// Every case in tests/contract/cases/ against the server under test: the status code, then the body against what
// the contract declares for that status. Then coverage: which operations of the contract have no case yet.
import path from "node:path"
import { describe, expect, inject, it } from "vitest"
import { isGraphqlCase, operationOf, type CaseContext, type ContractCase } from "./support/cases.ts"
import { createGraphqlValidator, loadMessagingContract } from "./support/graphql.ts"
import { loadContract } from "./support/openapi.ts"
import { isSelected, selectionFrom, skipReason } from "./support/selection.ts"
import { sendGraphql, sendRest } from "./support/send.ts"
import { createResponseValidator, type ReceivedResponse } from "./support/validator.ts"

// The GraphQL operations are one area of their own.
const MESSAGING_TAG = "messaging"

const baseUrl = inject("contractBaseUrl")
const target = inject("contractTarget")
const context: CaseContext = { baseUrl, target, fetch: (to, init) => fetch(baseUrl + to, init) }
const selection = selectionFrom(process.env)

const rest = await loadContract()
const restValidator = createResponseValidator(rest)
const messaging = loadMessagingContract()
const graphqlValidator = createGraphqlValidator(messaging)

const modules = import.meta.glob<{ cases: ContractCase[] }>("./cases/*.ts", { eager: true })
const groups = Object.entries(modules).map(([file, module]) => ({
  area: path.basename(file, ".ts"),
  ...module,
}))
const allCases = groups.flatMap((group) => group.cases)

const tagsOf = (contractCase: ContractCase): string[] =>
  isGraphqlCase(contractCase) ? [MESSAGING_TAG] : (rest.operation(contractCase.operationId)?.tags ?? [])

function preview(response: ReceivedResponse): string {
  const text = new TextDecoder().decode(response.body.slice(0, 300))
  return `got ${response.contentType ?? "no content-type"}: ${text}`
}

async function exercise(contractCase: ContractCase): Promise<void> {
  let response: ReceivedResponse
  let check: () => string[]
  if (isGraphqlCase(contractCase)) {
    const operation = messaging.operations.get(contractCase.graphql)
    if (!operation) throw new Error(`contracts/messaging has no operation ${contractCase.graphql}`)
    response = await sendGraphql(context, operation, contractCase)
    check = () =>
      graphqlValidator.check(contractCase.graphql, response, contractCase.text, contractCase.expectError)
  } else {
    const operation = rest.operation(contractCase.operationId)
    if (!operation) throw new Error(`contracts/openapi.yaml has no operation ${contractCase.operationId}`)
    response = await sendRest(context, operation, contractCase)
    check = () => restValidator.check(contractCase.operationId, response, contractCase.response)
  }
  // The status first: a schema check alone would pass a server that answers 200 to an invalid request.
  expect(response.status, `status; ${preview(response)}`).toBe(contractCase.status)
  const problems = check()
  expect(problems, `${problems.join("; ")}; ${preview(response)}`).toEqual([])
  if (!isGraphqlCase(contractCase) && contractCase.expectBody) {
    const body: unknown = JSON.parse(new TextDecoder().decode(response.body))
    expect(body, `body; ${preview(response)}`).toMatchObject(contractCase.expectBody)
  }
}

for (const { area, cases } of groups) {
  const selected = cases.filter((contractCase) =>
    isSelected(selection, operationOf(contractCase), tagsOf(contractCase)),
  )
  // An area with nothing selected (--only another area) is left out, not reported as an empty suite.
  if (selected.length === 0) continue
  describe(area, () => {
    for (const contractCase of selected) {
      const name = `${operationOf(contractCase)}: ${contractCase.title} → ${contractCase.status}`
      const skip = skipReason(selection, contractCase, target)
      if (skip) it.skip(`${name} [${skip}]`, () => {})
      else it(name, () => exercise(contractCase))
    }
  })
}

describe("coverage", () => {
  const operations = [
    ...rest.operations.map((operation) => ({ id: operation.operationId, tags: operation.tags })),
    ...[...messaging.operations.keys()].map((name) => ({ id: name, tags: [MESSAGING_TAG] })),
  ].filter((operation) => isSelected(selection, operation.id, operation.tags))
  const covered = new Set(allCases.map(operationOf))
  const missing = operations.filter((operation) => !covered.has(operation.id))
  const described = missing.map((operation) => `${operation.id} (${operation.tags.join(", ") || "no tag"})`)

  it("every case names an operation of the contract", () => {
    const known = new Set([
      ...rest.operations.map((operation) => operation.operationId),
      ...messaging.operations.keys(),
    ])
    expect(allCases.map(operationOf).filter((operation) => !known.has(operation))).toEqual([])
  })

  if (selection.requireAll) {
    it("every operation has a case (CONTRACT_REQUIRE_ALL=1)", () => {
      expect(described, "operations without a case").toEqual([])
    })
  } else {
    it("lists the operations without a case (CONTRACT_REQUIRE_ALL=1 makes it fail)", () => {
      const summary = `${operations.length - missing.length} of ${operations.length} operations have cases`
      console.log(missing.length === 0 ? summary : `${summary}; without:\n  ${described.join("\n  ")}`)
    })
    for (const operation of described) it.todo(`${operation} has no case`)
  }
})
