// Precompressed assets: the build writes a .br (quality 11) and a .gz (level 9) beside each built asset and page,
// and the preview server answers with the one the request accepts, so a browser gets brotli without the server
// compressing on every request (the way a CDN serves them in production).
import { createReadStream } from "node:fs"
import { readFile, stat, writeFile } from "node:fs/promises"
import type { ServerResponse } from "node:http"
import path from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { Connect, Plugin } from "vite"
import { preferredEncoding, type ContentEncoding } from "../../src/domain/contentEncoding.ts"

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
}
/** Smaller files gain less than the header costs. */
const COMPRESS_FROM_BYTES = 512
// The build names the entries [name]-[hash].[ext] and every other asset [hash].[ext] (vite.config.ts): such a name
// never changes its content.
const HASHED_NAME = /(?:^|[-/\\])[\w-]{8}\.[a-z]+$/
const IMMUTABLE = "public, max-age=31536000, immutable"
const EXTENSION_OF: Readonly<Record<ContentEncoding, string>> = { br: ".br", gzip: ".gz" }

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function writeCompressed(file: string): Promise<void> {
  const content = await readFile(file)
  if (content.length < COMPRESS_FROM_BYTES) return
  const [br, gz] = await Promise.all([
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ])
  await Promise.all([
    br.length < content.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < content.length ? writeFile(`${file}.gz`, gz) : undefined,
  ])
}

/** Build: a .br and a .gz beside every compressible file written (source maps excepted). */
export function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? ""
      const files = Object.keys(bundle).filter((file) => path.extname(file) in CONTENT_TYPES)
      await Promise.all(files.map((file) => writeCompressed(path.join(outDir, file))))
    },
  }
}

async function existing(file: string) {
  try {
    const found = await stat(file)
    return found.isFile() ? found : undefined
  } catch {
    return undefined
  }
}

/**
 * Answers with `file` in the encoding the request accepts (its precompressed sibling where there is one), with
 * Content-Type, Vary and the given Cache-Control; false when the file is not there.
 */
export async function sendPrecompressed(
  req: Connect.IncomingMessage,
  res: ServerResponse,
  file: string,
  cacheControl: string,
): Promise<boolean> {
  const contentType = CONTENT_TYPES[path.extname(file)]
  const identity = await existing(file)
  if (!contentType || !identity) return false
  const encoding = preferredEncoding(req.headers["accept-encoding"])
  const encoded = encoding ? await existing(file + EXTENSION_OF[encoding]) : undefined
  const sent = encoded ?? identity
  const etag = `"${sent.size.toString(36)}-${Math.trunc(sent.mtimeMs).toString(36)}${encoded ? `-${encoding}` : ""}"`
  res.setHeader("Content-Type", contentType)
  res.setHeader("Vary", "Accept-Encoding")
  res.setHeader("Cache-Control", cacheControl)
  res.setHeader("ETag", etag)
  if (encoded && encoding) res.setHeader("Content-Encoding", encoding)
  if (req.headers["if-none-match"] === etag) {
    res.statusCode = 304
    res.end()
    return true
  }
  res.setHeader("Content-Length", sent.size)
  if (req.method === "HEAD") res.end()
  else createReadStream(encoded && encoding ? file + EXTENSION_OF[encoding] : file).pipe(res)
  return true
}

/** Preview: /assets/* from the build folder, precompressed where accepted, hashed names cached for good. */
export function precompressedAssets(outDir: string): Connect.NextHandleFunction {
  const assets = path.join(outDir, "assets")
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next()
    const pathname = (req.url ?? "").split(/[?#]/, 1)[0] ?? ""
    if (!pathname.startsWith("/assets/")) return next()
    let file: string
    try {
      file = path.join(assets, decodeURIComponent(pathname.slice("/assets/".length)))
    } catch {
      return next()
    }
    if (!file.startsWith(assets + path.sep)) return next()
    const cacheControl = HASHED_NAME.test(file) ? IMMUTABLE : "no-cache"
    sendPrecompressed(req, res, file, cacheControl).then(
      (sent) => (sent ? undefined : next()),
      (error: unknown) => next(error),
    )
  }
}
