import { Client, cacheExchange, fetchExchange, makeOperation, mapExchange } from "@urql/core"
import { isApiError } from "./errors.ts"
import { DEFAULT_RETRY_POLICY, withRetry, type Outcome, type RetryPolicy } from "./retry.ts"
import type { ApiClientOptions } from "./client.ts"
import type { ErrorReporter } from "./reporting.ts"
import { createTransport, type Fetch } from "./transport.ts"

export type MessagingClient = Client

export const MESSAGING_PATH = "/api/customer-messaging"

export interface MessagingClientOptions {
  /** The customer messaging endpoint: MESSAGING_PATH in the browser, a full URL in Node. */
  url: string
  getCsrfToken?: () => string | undefined
  fetch?: Fetch
  timeoutMs?: number
  /** Unexpected failures (network, timeout, 5xx) go here, without personal data. */
  reportError?: ErrorReporter
  retryPolicy?: RetryPolicy
}

// A lost connection, a timeout or a 5xx may go away on its own; anything else will fail the same way again.
function worthRetrying(outcome: Outcome<Response>): boolean {
  return outcome.ok ? outcome.value.status >= 500 : isApiError(outcome.error, "network", "timeout")
}

/**
 * The urql client for contracts/messaging.graphql, with typed documents from generated/messaging.ts. Each
 * attempt gets the 10 s time limit; a failed query is retried per the policy (spec default: none). A mutation is
 * never sent twice: a time-out or a lost answer may come after the server did the work, and a second send would
 * post the message again (docs/decisions/0025-messaging.md).
 */
export function createMessagingClient(options: MessagingClientOptions): MessagingClient {
  const transport = createTransport(options)
  const policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY
  const once = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
    transport(new Request(input, init))
  const retrying = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
    withRetry(() => once(input, init), { policy, shouldRetry: worthRetrying, signal: init?.signal })
  // urql hands each operation's context.fetch to fetchExchange: queries get the retrying one
  const retryQueries = mapExchange({
    onOperation: (operation) =>
      operation.kind === "query"
        ? makeOperation(operation.kind, operation, { ...operation.context, fetch: retrying })
        : operation,
  })
  return new Client({
    url: options.url,
    exchanges: [cacheExchange, retryQueries, fetchExchange],
    fetch: once,
  })
}

/** The messaging client beside the REST client: same origin, csrf token, fetch, timeout and error reports. */
export function messagingOnOrigin(options: ApiClientOptions): MessagingClient {
  return createMessagingClient({ ...options, url: `${options.baseUrl}${MESSAGING_PATH}` })
}

export { resultData, settle } from "./messagingResults.ts"
