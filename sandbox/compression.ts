// JSON answers compressed per the request's Accept-Encoding, brotli before gzip, as a production gateway would (the
// booking list's 20 results are about 24 KB of JSON). Hono's compress middleware offers only gzip and deflate, so
// this one uses node:zlib. Only complete JSON bodies are compressed: files (PDFs, uploads), pages and any stream
// pass untouched.
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { MiddlewareHandler } from "hono"
import { preferredEncoding, type ContentEncoding } from "./contentEncoding.ts"

/** Smaller bodies gain less than the header costs. */
const COMPRESS_FROM_BYTES = 1024
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i
// Quality 5: close to the best ratio on JSON at a small part of quality 11's time, for answers made per request.
const BROTLI_QUALITY = 5

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function compress(body: Uint8Array, encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> {
  const compressed = await (encoding === "br"
    ? brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body))
  return new Uint8Array(compressed)
}

export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const answer = c.res
    const cacheControl = answer.headers.get("Cache-Control") ?? ""
    if (
      !JSON_TYPE.test(answer.headers.get("Content-Type") ?? "") ||
      c.req.method === "HEAD" ||
      !answer.body ||
      answer.status === 204 ||
      answer.status === 206 ||
      answer.headers.has("Content-Encoding") ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl)
    ) {
      return
    }
    const vary = answer.headers.get("Vary")
    if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? "")) {
      answer.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding")
    }
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"))
    const declaredLength = Number(answer.headers.get("Content-Length") ?? Number.NaN)
    if (!encoding || declaredLength < COMPRESS_FROM_BYTES) return
    const body = new Uint8Array(await answer.arrayBuffer())
    const compressed = body.byteLength < COMPRESS_FROM_BYTES ? undefined : await compress(body, encoding)
    // The setter copies the old answer's headers over the new one's, so the encoding headers are set after it.
    c.res = new Response(compressed ?? body, answer)
    if (!compressed) return
    c.res.headers.set("Content-Encoding", encoding)
    c.res.headers.set("Content-Length", String(compressed.byteLength))
  }
}
