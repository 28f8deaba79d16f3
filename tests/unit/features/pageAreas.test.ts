// Each page and kiosk screen lists the areas its views read: the route attaches exactly those before it renders,
// and a view reading another area fails at once (useArea), so a missing one shows here rather than on the page.
// The kiosk's screens link only to routes of the kiosk's own table (its features' slices).
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { PAGES } from "../../../targets/portal/composition.ts"
import { KIOSK_FEATURES, KIOSK_SCREENS } from "../../../targets/kiosk/composition.ts"
import { modulesOfManifest, ROOT } from "../i18n/moduleNamespaces.ts"

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)(?!\s+type\b)[^"();]*?\bfrom\s+"(\.{1,2}\/[^"]+\.tsx?)"/g

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  )
}

/** The features' area hooks: `function useBookingArea(…) { return useArea("booking") }` → booking. */
const HOOKS = new Map(
  filesUnder(path.join(ROOT, "src/features"))
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      [
        ...readFileSync(file, "utf8").matchAll(
          /function (use\w+)\([^)]*\)[^{]*\{\s*return useArea\("(\w+)"\)/g,
        ),
      ].map(([, hook, area]) => [hook!, area!] as const),
    ),
)

/** The views and kit modules statically reachable from `entry` (the parts that load apart attach their own areas). */
function viewsFrom(entry: string): string[] {
  const seen = new Set<string>()
  const pending = [path.resolve(ROOT, entry)]
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file) || /[\\/](store|platform)[\\/]/.test(path.relative(ROOT, file))) continue
    seen.add(file)
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier!)
      if (existsSync(target)) pending.push(target)
    }
  }
  return [...seen]
}

/** The areas the views reachable from `entry` read, with the files that read each. */
function areasReadFrom(entry: string): Map<string, string[]> {
  const read = new Map<string, string[]>()
  const note = (area: string, file: string) =>
    read.set(area, [...(read.get(area) ?? []), path.relative(ROOT, file)])
  for (const file of viewsFrom(entry)) {
    const source = readFileSync(file, "utf8")
    for (const [, area] of source.matchAll(/\buseArea\("(\w+)"\)/g)) note(area!, file)
    for (const [hook, area] of HOOKS) if (new RegExp(`\\b${hook}\\(\\)`).test(source)) note(area, file)
  }
  return read
}

/** The routes the views reachable from `entry` build paths to. */
function routesLinkedFrom(entry: string): Set<string> {
  return new Set(
    viewsFrom(entry).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bbuild(?:Route)?Path\(\s*"(\w+)"/g)].map(
        ([, routeId]) => routeId!,
      ),
    ),
  )
}

const manifests = readdirSync(path.join(ROOT, "src/features")).flatMap((name) =>
  ["feature.ts", "portal.ts"]
    .map((file) => `src/features/${name}/${file}`)
    .filter((file) => existsSync(path.join(ROOT, file))),
)
const pageModules = new Map(manifests.flatMap((file) => [...modulesOfManifest(file, "pages")]))
const screenModules = new Map(manifests.flatMap((file) => [...modulesOfManifest(file, "kioskScreens")]))

describe("the areas each page reads are the ones its entry lists", () => {
  it("finds the area hooks", () => expect(HOOKS.get("useBookingArea")).toBe("booking"))

  for (const [routeId, page] of Object.entries(PAGES)) {
    it(`portal ${routeId}`, () => {
      const read = areasReadFrom(pageModules.get(routeId)!)
      const missing = [...read.keys()].filter((area) => !(page?.areas ?? []).includes(area as never))
      expect(missing.length === 0 ? [] : [missing, Object.fromEntries(read)]).toEqual([])
    })
  }

  for (const [name, screen] of Object.entries(KIOSK_SCREENS)) {
    it(`kiosk ${name}`, () => {
      const read = areasReadFrom(screenModules.get(name)!)
      const missing = [...read.keys()].filter((area) => !screen.areas.includes(area as never))
      expect(missing.length === 0 ? [] : [missing, Object.fromEntries(read)]).toEqual([])
    })
  }
})

describe("the kiosk's screens link only to routes of its table", () => {
  const table = new Set(KIOSK_FEATURES.flatMap((feature) => Object.keys(feature.routes ?? {})))
  for (const entry of ["targets/kiosk/main.tsx", ...screenModules.values()]) {
    it(entry, () => {
      expect([...routesLinkedFrom(entry)].filter((routeId) => !table.has(routeId))).toEqual([])
    })
  }
})
