// The contract's "Request bodies" rule (contracts/openapi.yaml, info): a body larger than its operation allows is
// refused with 413 before anything reads it (by Content-Length, or as soon as a streamed body passes the limit),
// and a JSON body in a charset other than UTF-8 with 415. It runs before the request is checked against the
// contract, which is the first to read a body. The messaging service's GraphQL requests are held to their limit by
// the same reading (withinBodyLimit).
import type { Context } from "hono"
import { createMiddleware } from "hono/factory"
import type { components } from "../../generated/openapi.ts"
import type { SandboxEnv } from "../context.ts"

/** A body's limit when its operation's request body gives none (and for operations that take no body). */
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024

const JSON_MEDIA_TYPE = /^application\/(.+\+)?json$/i
const UTF8 = /^"?utf-?8"?$/i

function payloadTooLarge(c: Context, maxBytes: number): Response {
  return c.json({ type: "payloadTooLarge", maxBytes } satisfies components["schemas"]["PayloadTooLarge"], 413)
}

/** The charset a JSON Content-Type names, when it names one other than UTF-8. */
function foreignCharset(contentType: string | undefined): string | undefined {
  if (!contentType) return undefined
  const [essence = "", ...parameters] = contentType.split(";").map((part) => part.trim())
  if (!JSON_MEDIA_TYPE.test(essence)) return undefined
  const charset = parameters.find((parameter) => /^charset=/i.test(parameter))?.slice("charset=".length)
  return charset !== undefined && !UTF8.test(charset) ? charset : undefined
}

export const bodyLimits = createMiddleware<SandboxEnv>(async (c, next) => {
  const matched = c.get("operation")
  if (!matched || c.req.raw.body === null) return next()
  const charset = foreignCharset(c.req.header("content-type"))
  if (charset !== undefined) {
    const body: components["schemas"]["UnsupportedMediaType"] = {
      type: "unsupportedMediaType",
      message: `JSON bodies are UTF-8; charset=${charset.slice(0, 40)} is not supported`,
    }
    return c.json(body, 415)
  }
  const maxBytes = matched.operation.requestBody?.maxBytes ?? DEFAULT_MAX_BODY_BYTES
  return (await withinBodyLimit(c, maxBytes)) ? next() : payloadTooLarge(c, maxBytes)
})

/**
 * Whether the request's body keeps to `maxBytes`: the one body limit of the sandbox, for the REST operations
 * (above) and the messaging service's GraphQL requests alike. A body with a Content-Length is judged by it (Node's
 * parser holds a body to its Content-Length); one without (chunked, or none at all) is read up to the limit and
 * no further, and the request goes on with the bytes read, so whoever reads it next reads them as sent.
 */
export async function withinBodyLimit(c: Context, maxBytes: number): Promise<boolean> {
  const body = c.req.raw.body
  if (body === null) return true
  const announced = c.req.header("content-length")
  if (announced !== undefined) return Number(announced) <= maxBytes
  const bytes = await readAtMost(body, maxBytes)
  if (!bytes) return false
  const { url, method, headers } = c.req.raw
  c.req.raw = new Request(url, { method, headers, body: bytes.length > 0 ? bytes : null })
  return true
}

/** The stream's bytes, or undefined as soon as they pass `maxBytes` (the rest is never read). */
async function readAtMost(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    total += next.value.byteLength
    if (total > maxBytes) {
      await reader.cancel()
      return undefined
    }
    chunks.push(next.value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
