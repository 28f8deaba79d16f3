import type { AnyVariables, OperationResult, OperationResultSource } from "@urql/core"
import { apiError, httpError, isApiError } from "./errors.ts"

// What the messaging stores do with an operation's result, apart from the client (messaging.ts): their code loads
// with their pages, the client's (urql) when the environment first creates it.

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
  if (error) {
    const messages = error.graphQLErrors.map((e) => e.message)
    throw apiError(
      { kind: "graphql", messages, extensions: error.graphQLErrors.map((e) => e.extensions) },
      error,
    )
  }
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
