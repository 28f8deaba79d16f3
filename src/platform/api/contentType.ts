import type { ErrorReporter } from "./reporting.ts"
import { deadlineAfter, REQUEST_TIMEOUT_MS, type Fetch } from "./transport.ts"

/** The HEAD request's outcome: the header's media type, or why there is none. */
export type ContentTypeCheck =
  | { readonly status: "found"; readonly contentType: string }
  | { readonly status: "missing" }
  | {
      readonly status: "failed"
      readonly kind: "network" | "timeout" | "http" | "aborted"
      readonly httpStatus?: number
    }

export interface ContentTypeCheckOptions {
  fetch?: Fetch
  signal?: AbortSignal
  timeoutMs?: number
  /** A missing header is reported here (spec messaging §7), as the operation's name only: never the URL. */
  reportError?: ErrorReporter
}

/** Every report of this check names it so; the URL (a signed, per-file address) never goes to the report. */
export const CONTENT_TYPE_CHECK_OPERATION = "attachmentContentTypeCheck"

/**
 * spec messaging §7: a HEAD request reads the Content-Type header of a URL (an attachment's download URL); a
 * missing header is reported to the logger. Not through the transport: the URL is a handed-out address of its
 * own, which must go as it is (no csrf token added to it).
 */
export async function checkContentType(
  url: string,
  options: ContentTypeCheckOptions = {},
): Promise<ContentTypeCheck> {
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request))
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  const deadline = deadlineAfter(timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal
  let response: Response
  try {
    response = await fetch(new Request(url, { method: "HEAD", signal, credentials: "same-origin" }))
  } catch {
    const kind = options.signal?.aborted ? "aborted" : deadline.signal.aborted ? "timeout" : "network"
    if (kind !== "aborted") {
      options.reportError?.({ kind, method: "HEAD", operationId: CONTENT_TYPE_CHECK_OPERATION })
    }
    return { status: "failed", kind }
  } finally {
    deadline.clear()
  }
  if (!response.ok) {
    return { status: "failed", kind: "http", httpStatus: response.status }
  }
  const contentType = response.headers.get("content-type")?.trim()
  if (!contentType) {
    options.reportError?.({
      kind: "result",
      operationId: CONTENT_TYPE_CHECK_OPERATION,
      resultType: "missingContentType",
    })
    return { status: "missing" }
  }
  return { status: "found", contentType }
}
