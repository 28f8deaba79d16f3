// The contract's own failure answer of an operation, found among its response examples: what the `failure` fault
// answers (sandbox/faults.ts), so that the portal's failure states can be reached on purpose.
import { escapeSegment, isObject, type Contract, type ContractOperation } from "./document.ts"

// spec: the result types that mean the backend behind the portal failed
const FAILURE_TYPES = new Set(["Failure", "unknownError"])

function isFailure(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isFailure)
  if (!isObject(value)) return false
  if (typeof value.type === "string" && FAILURE_TYPES.has(value.type)) return true
  return Object.values(value).some(isFailure)
}

function statusOf(key: string): number | undefined {
  if (/^\d{3}$/.test(key)) return Number(key)
  return key === "default" || key === "5XX" ? 500 : undefined
}

export interface FailureExample {
  status: number
  body: unknown
}

const found = new WeakMap<ContractOperation, FailureExample | null>()

/** The first example of a response of the operation whose body reports a failure (type Failure or unknownError). */
export function failureExample(contract: Contract, operation: ContractOperation): FailureExample | undefined {
  const known = found.get(operation)
  if (known !== undefined) return known ?? undefined
  let result: FailureExample | undefined
  const responses = contract.at(`${operation.pointer}/responses`)
  for (const key of Object.keys(isObject(responses) ? responses : {})) {
    const status = statusOf(key)
    const response = contract.follow(`${operation.pointer}/responses/${key}`)
    if (status === undefined || !response || result) continue
    const content = isObject(response.node.content) ? response.node.content : {}
    for (const [mediaType, media] of Object.entries(content)) {
      if (!/json/i.test(mediaType) || !isObject(media)) continue
      const base = `${response.pointer}/content/${escapeSegment(mediaType)}`
      const examples = Object.keys(isObject(media.examples) ? media.examples : {}).map(
        (name) => contract.follow(`${base}/examples/${escapeSegment(name)}`)?.node.value,
      )
      const body = [media.example, ...examples].find(isFailure)
      if (body !== undefined) {
        result = { status, body }
        break
      }
    }
  }
  found.set(operation, result ?? null)
  return result
}
