import type { Plugin } from "vite"

// A lazily loaded chunk goes with the list of the chunks it imports, which the page fetches alongside it
// (__vitePreload). Those its importer has already loaded (its own static imports: the first load's libraries are in
// every page's list) are fetched already; the preload skips them at run time, and their names only weigh on the
// importer. The lists leave them out.

type StaticImports = ReadonlyMap<string, readonly string[]>

/** The chunks loaded once `chunk` has run: it and its static imports, transitively. */
function loadedWith(chunk: string, imports: StaticImports): Set<string> {
  const loaded = new Set<string>()
  const pending = [chunk]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (loaded.has(next)) continue
    loaded.add(next)
    pending.push(...(imports.get(next) ?? []))
  }
  return loaded
}

/**
 * The plugin that learns the bundle's static imports before Vite writes the lists, and the `resolveDependencies`
 * of `build.modulePreload` that keeps in a list only what its importer has not loaded.
 */
export function preloadListsOfWhatIsMissing(): {
  plugin: Plugin
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[]
} {
  let imports: StaticImports = new Map()
  const loadedBy = new Map<string, Set<string>>()
  return {
    plugin: {
      name: "preload-lists-of-what-is-missing",
      apply: "build",
      generateBundle(_options, bundle) {
        imports = new Map(
          Object.values(bundle).flatMap((output) =>
            output.type === "chunk" ? [[output.fileName, output.imports] as const] : [],
          ),
        )
        loadedBy.clear()
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => {
      let loaded = loadedBy.get(hostId)
      if (!loaded) loadedBy.set(hostId, (loaded = loadedWith(hostId, imports)))
      return deps.filter((dep) => !loaded.has(dep))
    },
  }
}
