// The floor: the JS gzip of a build of only the libraries every page needs (floor-entry.ts), built with the project's
// own build target and minifier into a temporary folder. Cached in node_modules/.cache/size-floor by the hash of
// the lockfile, the entry, this file and vite.config.ts, so `npm run size` builds it once per dependency change.
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { build, resolveConfig } from "vite"
import { addSizes, measure, packageOf, ZERO, type Sizes } from "./graph.ts"

export const FLOOR_LIBRARIES = [
  "react",
  "react-dom",
  "react-router",
  "mobx",
  "mobx-react-lite",
  "mobx-state-tree",
  "i18next",
  "react-i18next",
  "luxon",
  "openapi-fetch",
] as const

const entry = path.join(import.meta.dirname, "floor-entry.ts")

function cacheKey(root: string): string {
  const hash = createHash("sha256")
  for (const file of ["package-lock.json", "vite.config.ts"])
    hash.update(existsSync(path.join(root, file)) ? readFileSync(path.join(root, file)) : file)
  hash.update(readFileSync(entry))
  hash.update(readFileSync(import.meta.filename))
  return hash.digest("hex").slice(0, 16)
}

function jsFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => path.join(dir, file))
}

async function buildFloor(root: string): Promise<Sizes> {
  const project = await resolveConfig({ root, logLevel: "silent" }, "build", "production", "production")
  const outDir = mkdtempSync(path.join(tmpdir(), "size-floor-"))
  try {
    await build({
      configFile: false,
      root,
      mode: "production",
      logLevel: "silent",
      publicDir: false,
      build: {
        target: project.build.target,
        minify: project.build.minify,
        outDir,
        emptyOutDir: true,
        sourcemap: true,
        rollupOptions: { input: entry },
      },
    })
    const files = jsFilesUnder(outDir)
    // the floor must hold every library, or the ratios beside it mean nothing
    const built = new Set(
      files.flatMap((file) =>
        (JSON.parse(readFileSync(`${file}.map`, "utf8")) as { sources: string[] }).sources.map(packageOf),
      ),
    )
    const missing = FLOOR_LIBRARIES.filter((library) => !built.has(library))
    if (missing.length > 0) throw new Error(`the floor build lacks ${missing.join(", ")}`)
    return files.map((file) => measure(readFileSync(file))).reduce(addSizes, ZERO)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

/** The floor's sizes, from the cache when the lockfile and the build settings are unchanged. */
export async function floorSizes(root: string): Promise<{ sizes: Sizes; cached: boolean }> {
  const cacheDir = path.join(root, "node_modules", ".cache", "size-floor")
  const cacheFile = path.join(cacheDir, `${cacheKey(root)}.json`)
  if (existsSync(cacheFile))
    return { sizes: JSON.parse(readFileSync(cacheFile, "utf8")) as Sizes, cached: true }
  const sizes = await buildFloor(root)
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(cacheFile, JSON.stringify(sizes))
  return { sizes, cached: false }
}
