import createClient, { type Client } from "openapi-fetch"
import type { paths } from "../../../generated/openapi.ts"
import { apiError, httpError } from "./errors.ts"
import type { ErrorReporter } from "./reporting.ts"
import { createTransport, type Fetch } from "./transport.ts"

export type ApiClient = Client<paths, "application/json">

export interface ApiClientOptions {
  /** Origin of the backend; "" in the browser (same origin), a full URL in Node. */
  baseUrl: string
  /** The session's csrf token; empty while anonymous. */
  getCsrfToken: () => string | undefined
  fetch?: Fetch
  timeoutMs?: number
  /** Unexpected failures (network, timeout, 5xx) go here, without personal data. */
  reportError?: ErrorReporter
}

/**
 * The typed REST client for contracts/openapi.yaml. Call sites pass a `signal` to cancel and read results with
 * `unwrap`; the csrf token, the time limit and the error mapping happen underneath.
 *
 * The csrf token goes on every request once the session has one, not only on operations that declare the
 * csrfToken security: the generated types carry no security information, and the portal's own backend
 * ignoring an extra query parameter is cheaper than a second list of operations to keep in step.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = createTransport(options)
  return createClient<paths, "application/json">({
    baseUrl: options.baseUrl,
    fetch: async (request) => {
      const response = await transport(request)
      await assertJsonBody(response)
      return response
    },
  })
}

// openapi-fetch would throw a bare SyntaxError for a 2xx body that is not JSON; make it an ApiError instead.
async function assertJsonBody(response: Response): Promise<void> {
  if (!response.ok || !response.headers.get("content-type")?.includes("json")) return
  const text = await response.clone().text()
  if (text === "") return
  try {
    JSON.parse(text)
  } catch (error) {
    throw apiError({ kind: "http", status: response.status, body: text }, error)
  }
}

type ApiResult = { data?: unknown; error?: unknown; response: Response }
type SuccessData<R> = R extends { data: infer D; error?: never } ? D : never

/**
 * The data of a completed call, or an ApiError: `http` for a non-2xx status (an empty 404 included, where
 * openapi-fetch gives neither data nor error), `validation` for the contract's 400 ValidationError.
 */
export async function unwrap<R extends ApiResult>(pending: R | PromiseLike<R>): Promise<SuccessData<R>> {
  const { data, error, response } = await pending
  if (!response.ok) throw httpError(response.status, error)
  return data as SuccessData<R>
}
