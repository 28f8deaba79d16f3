// The case format of the conformance suite. A file in tests/contract/cases/ exports `cases`, one list per area
// (tag); docs/contracts.md says how to add one.

export type QueryValue = string | number | boolean | readonly (string | number | boolean)[]

export interface RequestParts {
  /** Values for the path template's {placeholders}. */
  path?: Record<string, string | number>
  query?: Record<string, QueryValue>
  headers?: Record<string, string>
  cookies?: Record<string, string>
  /** Sent as JSON. At most one of body, raw and form. */
  body?: unknown
  /** Sent as these bytes (a string as UTF-8) with this Content-Type, e.g. a file for uploadFile. */
  raw?: { contentType: string; bytes: Uint8Array | string }
  /** Sent as application/x-www-form-urlencoded, e.g. a form the browser posts to a payment provider. */
  form?: Record<string, string>
  /** Streams the body without Content-Length (Transfer-Encoding: chunked), as a client that does not know it. */
  chunked?: boolean
}

export interface CaseContext {
  /** The server under test, without a trailing slash. */
  baseUrl: string
  /** "sandbox" when the server is this repository's sandbox (started by the suite, or detected). */
  target: "sandbox" | "other"
  /** fetch relative to baseUrl, for setup steps (log in, create a thread…). */
  fetch(path: string, init?: RequestInit): Promise<Response>
}

interface CaseBase {
  title: string
  /** The status the server must answer with; the body is then validated against what the contract declares for it. */
  status: number
  /** Why the case cannot pass yet (e.g. "sandbox: not implemented"): skipped unless CONTRACT_REQUIRE_ALL=1. */
  pending?: string
  /** Why the case holds only for the sandbox (its own cookies, seed data): skipped against other servers. */
  sandboxOnly?: string
}

/** A REST call of contracts/openapi.yaml. */
export interface RestCase extends CaseBase {
  operationId: string
  request?: RequestParts
  /** Runs first; what it returns is merged over `request` (each part key by key). */
  setup?: (context: CaseContext) => Promise<RequestParts>
  /**
   * For a status the operation does not declare: the contract response to validate the body against, e.g.
   * "#/components/responses/ValidationError". Prefer declaring the status in the contract.
   */
  response?: string
  /**
   * Response headers the answer must have, matching (case-insensitive names), e.g. `{ location: /^\/fi\// }`.
   * Redirects are never followed, and any 3xx must carry a Location.
   */
  expectHeaders?: Record<string, RegExp>
  /**
   * Fields the JSON answer must have (a subset: others may be there too), e.g. `{ type: "success" }` where the
   * status and the schema alone cannot tell one outcome from another.
   */
  expectBody?: Record<string, unknown>
}

export interface GraphqlRequest {
  variables?: Record<string, unknown>
  /** Sent instead of the operation's own text, e.g. a malformed query. */
  text?: string
  /** GET (urql's default for queries) or POST; mutations are always POST. */
  method?: "GET" | "POST"
  /**
   * How a POST sends its body: `text` instead of the JSON of the query, variables and operation name ("" for an
   * empty POST), `chunked` streamed without Content-Length (Transfer-Encoding: chunked).
   */
  body?: { text?: string; chunked?: boolean }
  query?: Record<string, QueryValue>
  headers?: Record<string, string>
  cookies?: Record<string, string>
}

/** An operation of contracts/messaging/*.graphql, sent to /api/customer-messaging. */
export interface GraphqlCase extends CaseBase, GraphqlRequest {
  /** The operation's name, as its file in contracts/messaging/ is named. */
  graphql: string
  /**
   * A field error the answer must carry instead of data (a 200 with `errors`): its `extensions.code`, e.g.
   * "BAD_USER_INPUT" for an argument that breaks a rule of the schema's descriptions. With a 4xx status, the
   * code of one of the request error's errors, e.g. "MAX_COST_EXCEEDED".
   */
  expectError?: string
  setup?: (context: CaseContext) => Promise<GraphqlRequest>
}

export type ContractCase = RestCase | GraphqlCase

export function isGraphqlCase(contractCase: ContractCase): contractCase is GraphqlCase {
  return "graphql" in contractCase
}

/** The operationId or GraphQL operation name a case exercises. */
export function operationOf(contractCase: ContractCase): string {
  return isGraphqlCase(contractCase) ? contractCase.graphql : contractCase.operationId
}

/** Typed identity, so a cases file gets completion and checks without annotations. */
export function defineCases(cases: ContractCase[]): ContractCase[] {
  return cases
}
