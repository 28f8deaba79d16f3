import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { OUT_DIR as outDir } from "../ports.ts"

// The build the tests run against (ports.ts: E2E_OUT_DIR, else dist), read through Vite's
// manifest: lazily loaded chunks are named by their hash alone, so a test finds a module's chunk here.

/** The address of the chunk that holds a lazily loaded module (its path from the project root). */
export function chunkAddressOf(source: string): string {
  const manifestFile = path.join(outDir, ".vite", "manifest.json")
  if (!existsSync(manifestFile)) throw new Error(`no build manifest at ${manifestFile}`)
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<
    string,
    { file: string } | undefined
  >
  const entry = manifest[source]
  if (!entry) throw new Error(`${source} is not a chunk of its own in ${manifestFile}`)
  return `/${entry.file}`
}
