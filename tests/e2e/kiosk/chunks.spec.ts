import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, test } from "../fixtures.ts"
import { OUT_DIR as outDir } from "../ports.ts"

// The built kiosk's chunk graph (Vite's manifest: static and lazy imports from the kiosk's index.html), and every
// source module in those chunks (their source maps): none of the portal-only areas may be among them.
type ManifestEntry = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }

function chunkGraph(manifest: Record<string, ManifestEntry>, entry: string): Set<string> {
  const keys = new Set<string>()
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return
    keys.add(key)
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])])
      visit(next)
  }
  visit(entry)
  return new Set([...keys].map((key) => manifest[key]!.file))
}

function sourcesOf(file: string): string[] {
  const map = path.join(outDir, `${file}.map`)
  if (!existsSync(map)) return []
  return (JSON.parse(readFileSync(map, "utf8")) as { sources: string[] }).sources
}

const PORTAL_ONLY = [
  /src\/(views|stores|api)\/(messaging|records|payments|prescriptions|questionnaires|certificates)\b/,
  /src\/domain\/(prescriptions|survey)\.ts$/,
  /src\/api\/messaging\.ts$/,
  /generated\/.*messaging/,
  /node_modules\/(@urql|urql|graphql)\//,
]

test("the kiosk loads none of the portal-only code (messaging, records, payments, prescriptions, questionnaires, certificates)", () => {
  const manifestFile = path.join(outDir, ".vite", "manifest.json")
  test.skip(!existsSync(manifestFile), `no build in ${outDir}`)
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestEntry>
  const kiosk = chunkGraph(manifest, "targets/kiosk/index.html")
  expect(kiosk.size).toBeGreaterThan(1)
  const sources = [...kiosk].flatMap(sourcesOf)
  expect(sources.some((source) => source.includes("src/features/kiosk/views/"))).toBe(true)
  const portalOnly = sources.filter((source) => PORTAL_ONLY.some((pattern) => pattern.test(source)))
  expect(portalOnly).toEqual([])
})
