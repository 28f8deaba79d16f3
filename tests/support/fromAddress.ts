// A request from a chosen local address, so one test can be several clients of a server on 127.0.0.1: on Linux the
// whole of 127.0.0.0/8 is the loopback, so 127.0.0.40 and 127.0.0.41 are two clients the server tells apart.
import { request } from "node:http"

export interface AddressedRequest {
  /** The source address to bind, e.g. 127.0.0.40; the system's choice (127.0.0.1) when left out. */
  localAddress?: string
  method?: string
  headers?: Record<string, string>
  /** Sent as JSON. */
  body?: unknown
}

export interface AddressedAnswer {
  status: number
  text: string
  json<T = unknown>(): T
}

export function requestFrom(url: string, options: AddressedRequest = {}): Promise<AddressedAnswer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  const headers: Record<string, string> = { ...options.headers }
  if (body !== undefined) {
    headers["content-type"] ??= "application/json"
    headers["content-length"] = String(Buffer.byteLength(body))
  }
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: options.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        localAddress: options.localAddress,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("error", reject)
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8")
          resolve({ status: response.statusCode ?? 0, text, json: <T>() => JSON.parse(text) as T })
        })
      },
    )
    sent.on("error", reject)
    sent.end(body)
  })
}
