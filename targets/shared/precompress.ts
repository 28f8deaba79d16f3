// Precompressed files: the build writes a .br (quality 11) and a .gz (level 9) beside each built asset and page,
// and the web server answers with the one the request accepts (nginx's brotli_static and gzip_static,
// webServer.ts), so a browser gets brotli without the server compressing on every request.
import { readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { Plugin } from "vite"
import { afterBuild } from "./afterBuild.ts"

/** The types of the files the build writes and the web server sends, by extension. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".html": "text/html",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
}
/** Smaller files gain less than the header costs. */
const COMPRESS_FROM_BYTES = 512
/** The precompressed siblings of a built file, by the extension they add. */
export const PRECOMPRESSED_EXTENSIONS = [".br", ".gz"] as const

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

/** Build: a .br and a .gz beside every compressible file written, once all are. */
export const precompressAssets = (): Plugin =>
  afterBuild("precompress-assets", async (outDir) => {
    const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
    const files = entries
      .filter((entry) => entry.isFile() && path.extname(entry.name) in CONTENT_TYPES)
      .map((entry) => path.join(entry.parentPath, entry.name))
    await Promise.all(files.map(writeCompressed))
  })
