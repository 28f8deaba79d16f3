import {
  Client,
  cacheExchange,
  fetchExchange,
  type AnyVariables,
  type OperationResult,
  type OperationResultSource,
} from "@urql/core"
import { apiError, httpError, isApiError } from "./errors.ts"
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
 * attempt gets the 10 s time limit; failed attempts are retried per the policy (spec default: none).
 */
export function createMessagingClient(options: MessagingClientOptions): MessagingClient {
  const transport = createTransport(options)
  const policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
    withRetry(() => transport(new Request(input, init)), {
      policy,
      shouldRetry: worthRetrying,
      signal: init?.signal,
    })
  return new Client({ url: options.url, exchanges: [cacheExchange, fetchExchange], fetch })
}

/** The messaging client beside the REST client: same origin, csrf token, fetch, timeout and error reports. */
export function messagingOnOrigin(options: ApiClientOptions): MessagingClient {
  return createMessagingClient({ ...options, url: `${options.baseUrl}${MESSAGING_PATH}` })
}

/** The data of a settled operation result, or an ApiError (transport, http status or GraphQL errors). */
export function resultData<Data>(result: OperationResult<Data, AnyVariables>): Data {
  const { error, data } = result
  if (error?.networkError) {
    if (isApiError(error.networkError)) throw error.networkError
    const status: number | undefined = error.response?.status
    throw status !== undefined && (status < 200 || status > 299)
      ? httpError(status, undefined)
      : apiError({ kind: "http", status: status ?? 0, body: undefined }, error.networkError)
  }
  if (error) throw apiError({ kind: "graphql", messages: error.graphQLErrors.map((e) => e.message) }, error)
  if (data === undefined || data === null) throw apiError({ kind: "graphql", messages: ["no data"] })
  return data
}

/**
 * Runs a query or mutation to its first settled result, like `toPromise()`, but cancellable: aborting `signal`
 * tears the operation down (urql then aborts the request) and rejects with an `aborted` ApiError.
 */
export function settle<Data>(
  source: OperationResultSource<OperationResult<Data, AnyVariables>>,
  signal?: AbortSignal,
): Promise<Data> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(apiError({ kind: "aborted" }, signal.reason))
      return
    }
    let settled = false
    const finish = () => {
      settled = true
      signal?.removeEventListener("abort", onAbort)
      // Deferred: a cached result arrives synchronously, inside subscribe(), before `subscription` exists.
      queueMicrotask(() => subscription.unsubscribe())
    }
    const onAbort = () => {
      finish()
      reject(apiError({ kind: "aborted" }, signal?.reason))
    }
    signal?.addEventListener("abort", onAbort, { once: true })
    const subscription = source.subscribe((result) => {
      if (settled || result.stale || result.hasNext) return
      finish()
      try {
        resolve(resultData(result))
      } catch (error) {
        reject(error)
      }
    })
  })
}
