import { apiError, httpError, type ApiError } from "./errors.ts"

/**
 * Uploads of large bodies (a message attachment up to 9 MiB, a Kela card image) to the URL an init call handed
 * out: PUT with the file's content type, progress as the bytes go, and a time limit of its own. fetch reports no
 * upload progress and the transport's 10 s suits JSON calls, not files, so this is XMLHttpRequest.
 */
export const UPLOAD_TIMEOUT_MS = 120_000

export interface UploadProgress {
  /** Bytes sent so far and the body's size. */
  readonly loaded: number
  readonly total: number
  /** 0-100, whole numbers. */
  readonly percent: number
}

export interface UploadRequest {
  readonly url: string
  readonly body: Blob
  /** Sent as Content-Type: the file's type (image/png, application/pdf, …). */
  readonly contentType: string
  /** Further headers the upload URL asks for (for example metadata named in its query). */
  readonly headers?: Readonly<Record<string, string>>
  readonly onProgress?: (progress: UploadProgress) => void
  readonly signal?: AbortSignal
  readonly timeoutMs?: number
}

/** The part of XMLHttpRequest an upload uses (a test passes its own). */
export interface UploadXhr {
  open(method: string, url: string): void
  setRequestHeader(name: string, value: string): void
  send(body: Blob): void
  abort(): void
  timeout: number
  readonly status: number
  readonly responseText: string
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null }
  onload: ((event: ProgressEvent) => void) | null
  onerror: ((event: ProgressEvent) => void) | null
  ontimeout: ((event: ProgressEvent) => void) | null
  onabort: ((event: ProgressEvent) => void) | null
}

export type CreateXhr = () => UploadXhr

const browserXhr: CreateXhr = () => new XMLHttpRequest()

function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0
  return Math.min(100, Math.floor((loaded / total) * 100))
}

function parsedBody(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** PUTs `body` to `url`; resolves on a 2xx answer, rejects with an ApiError (network, timeout, aborted, http). */
export function uploadFile(request: UploadRequest, createXhr: CreateXhr = browserXhr): Promise<void> {
  const timeoutMs = request.timeoutMs ?? UPLOAD_TIMEOUT_MS
  return new Promise<void>((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(apiError({ kind: "aborted" }))
      return
    }
    const xhr = createXhr()
    const stopListening = () => request.signal?.removeEventListener("abort", onAbort)
    const settle = (error?: ApiError) => {
      stopListening()
      if (error) reject(error)
      else resolve()
    }
    const onAbort = () => xhr.abort()
    request.signal?.addEventListener("abort", onAbort)

    xhr.open("PUT", request.url)
    xhr.timeout = timeoutMs
    xhr.setRequestHeader("Content-Type", request.contentType)
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : request.body.size
      request.onProgress?.({ loaded: event.loaded, total, percent: percentOf(event.loaded, total) })
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        const size = request.body.size
        request.onProgress?.({ loaded: size, total: size, percent: 100 })
        settle()
      } else {
        settle(httpError(xhr.status, parsedBody(xhr.responseText)))
      }
    }
    xhr.onerror = () => settle(apiError({ kind: "network" }))
    xhr.ontimeout = () => settle(apiError({ kind: "timeout", timeoutMs }))
    xhr.onabort = () => settle(apiError({ kind: "aborted" }))
    request.onProgress?.({ loaded: 0, total: request.body.size, percent: 0 })
    xhr.send(request.body)
  })
}

/**
 * The headers a handed-out upload URL asks for: each query parameter is sent as a request header of the same
 * name (storage metadata signed into the URL; contract: uploadFile).
 */
export function metadataHeadersOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, "http://upload.invalid").searchParams)
}
