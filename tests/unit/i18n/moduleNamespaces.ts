import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import type { Namespace } from "../../../src/platform/i18n/namespaces.ts"
import { ALL_NAMESPACES } from "../../support/features.ts"

export const ROOT = path.resolve(import.meta.dirname, "..", "..", "..")

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)(?!\s+type\b)[^"();]*?\bfrom\s+"(\.{1,2}\/[^"]+\.tsx?)"/g
const ANY_IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)"(\.{1,2}\/[^"]+\.tsx?)"/g
const USES = [
  /\buseTranslation\(\s*(?:"(\w+)")?\s*[,)]/g, // useTranslation() is the default namespace, common
  /\bns:\s*"(\w+)"/g, // t(key, { ns }) and i18n.exists(key, { ns })
]

/**
 * The namespaces the code reachable from `entry` asks for, by file (relative imports only: the libraries have no
 * texts of ours). `dynamic` follows import() too, as a route's chunks load with it; `ignore` leaves out the files
 * of these names (wherever the shared view layer keeps them).
 */
export function namespacesUsedFrom(
  entry: string,
  { dynamic, ignore = [] }: { dynamic: boolean; ignore?: readonly string[] },
): Map<Namespace, string[]> {
  const used = new Map<Namespace, string[]>()
  const seen = new Set<string>()
  const pending = [path.resolve(ROOT, entry)]
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file) || ignore.includes(path.basename(file))) continue
    seen.add(file)
    const source = readFileSync(file, "utf8")
    for (const pattern of USES) {
      for (const [, name = "common"] of source.matchAll(pattern)) {
        if (!(ALL_NAMESPACES as readonly string[]).includes(name))
          throw new Error(`${file}: unknown namespace ${name}`)
        const files = used.get(name as Namespace) ?? []
        used.set(name as Namespace, [...files, path.relative(ROOT, file)])
      }
    }
    for (const [, specifier] of source.matchAll(dynamic ? ANY_IMPORT : STATIC_IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier!)
      if (!existsSync(target)) throw new Error(`${file}: ${specifier} does not exist`)
      pending.push(target)
    }
  }
  return used
}

/**
 * The module each entry of a feature manifest's section loads (`pages` or `kioskScreens`): `name: { … import("path")
 * … }` at the section's first level.
 */
export function modulesOfManifest(file: string, section: "pages" | "kioskScreens"): Map<string, string> {
  const manifest = readFileSync(path.resolve(ROOT, file), "utf8")
  const start = manifest.indexOf(`\n  ${section}: {\n`)
  const source = start === -1 ? "" : manifest.slice(start, manifest.indexOf("\n  },\n", start) + 6)
  const modules = new Map<string, string>()
  for (const [, name, body] of source.matchAll(/\n {4}(\w+): \{([\s\S]*?)\n {4}\},/g)) {
    const specifier = /import\("([^"]+)"\)/.exec(body!)?.[1]
    if (specifier) modules.set(name!, path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier)))
  }
  return modules
}
