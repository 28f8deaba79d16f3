import { describe, expect, it } from "vitest"
import { isApiError } from "../../../src/platform/api/errors.ts"
import {
  metadataHeadersOf,
  uploadFile,
  UPLOAD_TIMEOUT_MS,
  type UploadProgress,
  type UploadXhr,
} from "../../../src/platform/api/upload.ts"

/** An XMLHttpRequest stand-in that records what was sent and lets the test play the network. */
class FakeXhr implements UploadXhr {
  method = ""
  url = ""
  headers: Record<string, string> = {}
  sent: Blob | undefined
  aborted = false
  timeout = 0
  status = 0
  responseText = ""
  upload = { onprogress: null as ((event: ProgressEvent) => void) | null }
  onload: ((event: ProgressEvent) => void) | null = null
  onerror: ((event: ProgressEvent) => void) | null = null
  ontimeout: ((event: ProgressEvent) => void) | null = null
  onabort: ((event: ProgressEvent) => void) | null = null
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: Blob) {
    this.sent = body
  }
  abort() {
    this.aborted = true
    this.onabort?.(new Event("abort") as ProgressEvent)
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent)
  }
  answer(status: number, text = "") {
    this.status = status
    this.responseText = text
    this.onload?.(new Event("load") as ProgressEvent)
  }
}

function start(options: { signal?: AbortSignal; headers?: Record<string, string> } = {}) {
  const xhr = new FakeXhr()
  const progress: UploadProgress[] = []
  const body = new Blob([new Uint8Array(1000)], { type: "image/png" })
  const done = uploadFile(
    {
      url: "/api/uploads/k1",
      body,
      contentType: "image/png",
      onProgress: (p) => progress.push(p),
      ...options,
    },
    () => xhr,
  )
  return { xhr, progress, done }
}

describe("uploadFile", () => {
  it("PUTs the file with its content type and the 120 s time limit, reporting progress 0 to 100", async () => {
    const { xhr, progress, done } = start({ headers: { "x-meta-side": "front" } })
    expect(xhr.method).toBe("PUT")
    expect(xhr.url).toBe("/api/uploads/k1")
    expect(xhr.timeout).toBe(UPLOAD_TIMEOUT_MS)
    expect(xhr.headers).toEqual({ "Content-Type": "image/png", "x-meta-side": "front" })
    expect(xhr.sent?.size).toBe(1000)
    xhr.progress(250, 1000)
    xhr.progress(999, 1000)
    xhr.answer(204)
    await done
    expect(progress.map((p) => p.percent)).toEqual([0, 25, 99, 100])
  })

  it("rejects a non-2xx answer as an http error with its parsed body", async () => {
    const { xhr, done } = start()
    xhr.answer(409, JSON.stringify({ type: "uploadedAlready" }))
    const error: unknown = await done.catch((e: unknown) => e)
    expect(isApiError(error, "http") && error.status).toBe(409)
    expect(isApiError(error, "http") && error.body).toEqual({ type: "uploadedAlready" })
  })

  it("tells a lost connection, a time-out and a cancel apart", async () => {
    const lost = start()
    lost.xhr.onerror?.(new Event("error") as ProgressEvent)
    expect(isApiError(await lost.done.catch((e: unknown) => e), "network")).toBe(true)

    const slow = start()
    slow.xhr.ontimeout?.(new Event("timeout") as ProgressEvent)
    const timedOut: unknown = await slow.done.catch((e: unknown) => e)
    expect(isApiError(timedOut, "timeout") && timedOut.timeoutMs).toBe(UPLOAD_TIMEOUT_MS)

    const controller = new AbortController()
    const cancelled = start({ signal: controller.signal })
    controller.abort()
    expect(cancelled.xhr.aborted).toBe(true)
    expect(isApiError(await cancelled.done.catch((e: unknown) => e), "aborted")).toBe(true)
  })

  it("does not start when already cancelled", async () => {
    const controller = new AbortController()
    controller.abort()
    const { xhr, done } = start({ signal: controller.signal })
    expect(isApiError(await done.catch((e: unknown) => e), "aborted")).toBe(true)
    expect(xhr.sent).toBeUndefined()
  })
})

describe("metadataHeadersOf", () => {
  it("sends each query parameter of a handed-out URL as a header of the same name", () => {
    expect(metadataHeadersOf("https://storage.example/u/1?x-amz-meta-side=front&x-amz-meta-user=42")).toEqual(
      {
        "x-amz-meta-side": "front",
        "x-amz-meta-user": "42",
      },
    )
    expect(metadataHeadersOf("/api/uploads/k1")).toEqual({})
  })
})
