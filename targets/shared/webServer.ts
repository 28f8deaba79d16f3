// How production serves the build, written by the build beside the built files (dist/server/): which document
// each address gets and with which headers, how long each file may be cached, which files are never served, and
// which paths go to the backend. One description, two renderings: an nginx server block (nginxSite.ts), which
// `npm run serve` runs and the end-to-end tests go through, and headers.json, the same rules for a CDN.
import { readdir, readFile, writeFile, mkdir } from "node:fs/promises"
import path from "node:path"
import type { Plugin } from "vite"
import { parse } from "yaml"
import { BACKEND_PATHS } from "../../src/platform/api/backendPaths.ts"
import { afterBuild } from "./afterBuild.ts"
import { framePageAddress } from "./framePages.ts"
import { nginxSite } from "./nginxSite.ts"
import { PRECOMPRESSED_EXTENSIONS } from "./precompress.ts"
import { documentHeaders } from "./securityHeaders.ts"

/** The build's folder for the server's configuration (never served itself). */
export const SERVER_DIR = "server"
export const NGINX_SITE_FILE = `${SERVER_DIR}/nginx-site.conf`
export const HEADERS_FILE = `${SERVER_DIR}/headers.json`
/** The upstream the proxied paths go to: the configuration around the site defines it (scripts/serve.ts). */
export const BACKEND_UPSTREAM = "portal_backend"
/** Every file under it is named by its content's hash (vite.config.ts): cached for good. */
export const ASSETS_PATH = "/assets/"

const IMMUTABLE = "public, max-age=31536000, immutable"
/** Documents and the files with fixed names are checked with the server before each use. */
const REVALIDATE = "no-cache"
/** Built, but for the build's own tools only: source maps, the manifest, the unpublished pages, this folder. */
const NOT_SERVED = [/\.map$/, /^\.vite\//, /^targets\//, /^first-frames\//, new RegExp(`^${SERVER_DIR}/`)]

export type Headers = Readonly<Record<string, string>>

export type DeliveredDocument = {
  /** Exact addresses (each also with a trailing slash), or every address under a path that has no file extension. */
  match: { addresses: readonly string[] } | { under: string }
  /** The built file, from the build folder. */
  file: string
  headers: Headers
}

export type Delivery = {
  /** Most specific first: the first that matches an address is its document. */
  documents: readonly DeliveredDocument[]
  /** Files with fixed names (the kiosk's service worker, manifest and icon), at their own paths. */
  files: readonly { path: string; file: string; headers: Headers }[]
  assets: { under: typeof ASSETS_PATH; headers: Headers; notServed: string }
  backend: { under: readonly string[]; upstream: string; headers: Headers; maxBodyBytes: number }
  /** Sent with every answer over HTTPS. */
  httpsOnly: { "Strict-Transport-Security": string }
}

/** A target's documents: every address under `under` without a file extension gets its built `html`. */
export type TargetDocuments = { under: string; html: string }

/**
 * The largest request body any operation of the contract takes (its request body's `x-max-body-bytes`; the others
 * take less, the contract's default): the web server lets that much through, the backend checks each operation's
 * own limit.
 */
export function largestRequestBody(contract: unknown): number {
  const sizes: number[] = []
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit)
    else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node))
        if (key === "x-max-body-bytes" && typeof value === "number") sizes.push(value)
        else visit(value)
  }
  visit(contract)
  if (sizes.length === 0) throw new Error("web server: no operation of the contract states x-max-body-bytes")
  return Math.max(...sizes)
}

const ORIGIN = /^https:\/\/[a-z0-9.-]+(?::[0-9]{1,5})?$/

/**
 * The origins images may come from besides the page's own and data: URLs: every `x-image-origins` of the contract
 * (the fields that carry an image's address: practitioners' pictures, payment providers' logos), so that the
 * backend's declaration is the one list the pages' img-src allows.
 */
export function imageOrigins(contract: unknown): string[] {
  const origins: string[] = []
  let declared = false
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit)
    else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node))
        if (key === "x-image-origins") {
          declared = true
          if (!Array.isArray(value)) throw new Error("web server: x-image-origins must be a list")
          for (const origin of value as unknown[]) {
            if (typeof origin !== "string" || !ORIGIN.test(origin))
              throw new Error(`web server: x-image-origins: ${String(origin)} is not an https origin`)
            origins.push(origin)
          }
        } else visit(value)
  }
  visit(contract)
  if (!declared) throw new Error("web server: no field of the contract states x-image-origins")
  return [...new Set(origins)].sort()
}

/** What the web server takes from the contract. */
export type FromContract = { maxBodyBytes: number; imageOrigins: readonly string[] }

export function fromContract(contract: unknown): FromContract {
  return { maxBodyBytes: largestRequestBody(contract), imageOrigins: imageOrigins(contract) }
}

/** Every file under `dir`, from `dir`, with forward slashes. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort()
}

const isPrecompressed = (file: string) =>
  PRECOMPRESSED_EXTENSIONS.some((extension) => file.endsWith(extension))
const HASHED_ASSET = /^assets\/(?:[\w-]+-)?[\w-]{8}\.[a-z0-9]+$/

/** The delivery of the build in `outDir`: its documents, files and assets, from what the build wrote. */
export async function deliveryOf(
  outDir: string,
  targets: readonly TargetDocuments[],
  { maxBodyBytes, imageOrigins }: FromContract,
  env: Record<string, string | undefined> = process.env,
): Promise<Delivery> {
  const built = (await filesUnder(outDir)).filter((file) => !isPrecompressed(file))
  const document = async (file: string) =>
    documentHeaders(await readFile(path.join(outDir, file), "utf8"), imageOrigins, env)
  const withCache = (headers: Headers, cacheControl: string) => ({
    ...headers,
    "Cache-Control": cacheControl,
  })
  const frames = built.flatMap((file) => {
    const address = framePageAddress(file)
    return address ? [{ address, file }] : []
  })
  const documents: DeliveredDocument[] = []
  for (const { address, file } of frames)
    documents.push({
      match: { addresses: [address] },
      file,
      headers: withCache(await document(file), REVALIDATE),
    })
  // the target under the longer path first: /kiosk before /
  for (const { under, html } of [...targets].sort((a, b) => b.under.length - a.under.length)) {
    if (!built.includes(html)) throw new Error(`web server: ${html} is not in the build`)
    documents.push({ match: { under }, file: html, headers: withCache(await document(html), REVALIDATE) })
  }
  const nosniff = { "X-Content-Type-Options": "nosniff" }
  const assets = built.filter((file) => file.startsWith(ASSETS_PATH.slice(1)) && !file.endsWith(".map"))
  const unhashed = assets.filter((file) => !HASHED_ASSET.test(file))
  if (unhashed.length > 0)
    throw new Error(`web server: assets not named by their hash: ${unhashed.join(", ")}`)
  const files = built
    .filter((file) => !file.startsWith(ASSETS_PATH.slice(1)) && !NOT_SERVED.some((rule) => rule.test(file)))
    .map((file) => ({ path: `/${file}`, file, headers: withCache(nosniff, REVALIDATE) }))
  return {
    documents,
    files,
    assets: { under: ASSETS_PATH, headers: withCache(nosniff, IMMUTABLE), notServed: ".map" },
    backend: { under: BACKEND_PATHS, upstream: BACKEND_UPSTREAM, headers: nosniff, maxBodyBytes },
    // a year: the portal is HTTPS only
    httpsOnly: { "Strict-Transport-Security": "max-age=31536000" },
  }
}

/** Build: dist/server/nginx-site.conf and headers.json, once every file is written. */
export const webServerConfig = (options: { targets: readonly TargetDocuments[]; contract: string }): Plugin =>
  afterBuild("web-server-config", async (outDir) => {
    const contract: unknown = parse(await readFile(options.contract, "utf8"))
    const delivery = await deliveryOf(outDir, options.targets, fromContract(contract))
    await mkdir(path.join(outDir, SERVER_DIR), { recursive: true })
    await writeFile(path.join(outDir, NGINX_SITE_FILE), nginxSite(delivery))
    await writeFile(path.join(outDir, HEADERS_FILE), `${JSON.stringify(delivery, null, 2)}\n`)
  })
