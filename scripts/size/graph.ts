// The built chunk graph, read from Vite's manifest (`build.manifest`) and each chunk's source map
// (`build.sourcemap`): which files a target's first load pulls in, which chunk holds a source module, and which
// packages a chunk's code comes from.
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

type ManifestChunk = {
  file: string
  src?: string
  /** A shared chunk's name (its files are named by their hash alone, vite.config.ts). */
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type Sizes = { raw: number; gzip: number; brotli: number }

export const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 }
export const addSizes = (a: Sizes, b: Sizes): Sizes => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
})

/** The package a source path comes from (`@scope/name` or `name`), undefined for the project's own code. */
export function packageOf(source: string): string | undefined {
  const at = source.lastIndexOf("node_modules/")
  if (at < 0) return undefined
  const [first, second] = source.slice(at + "node_modules/".length).split("/")
  return first?.startsWith("@") ? `${first}/${second}` : first
}

export class BuildGraph {
  readonly #dist: string
  readonly #root: string
  readonly #manifest: Record<string, ManifestChunk>
  readonly #keyOfFile = new Map<string, string>()
  readonly #sources = new Map<string, string[]>()
  readonly #sizes = new Map<string, Sizes>()

  constructor(dist: string, root: string) {
    this.#dist = dist
    this.#root = root
    const manifestFile = path.join(dist, ".vite", "manifest.json")
    if (!existsSync(manifestFile))
      throw new Error(`${manifestFile} is missing: size.ts needs vite.config.ts's build.manifest`)
    this.#manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>
    for (const [key, chunk] of Object.entries(this.#manifest)) this.#keyOfFile.set(chunk.file, key)
    // Chunks without a module of their own (the bundler's runtime) have no map; entries always have one.
    for (const chunk of Object.values(this.#manifest))
      if (chunk.isEntry && !existsSync(path.join(dist, `${chunk.file}.map`)))
        throw new Error(`${chunk.file} has no source map: size.ts needs vite.config.ts's build.sourcemap`)
  }

  /** Every JS file of the build that the manifest knows. */
  get jsFiles(): string[] {
    return [...this.#keyOfFile.keys()].filter((file) => file.endsWith(".js")).sort()
  }

  /** The manifest's name of a file's source: a page module, an entry's html, locales/{lang}/{ns}.json. */
  sourceNameOf(file: string): string | undefined {
    const key = this.#keyOfFile.get(file)
    const chunk = key === undefined ? undefined : this.#manifest[key]
    return chunk?.src ?? (chunk?.name && `${chunk.name} (${file})`) ?? key
  }

  /** A chunk's JS file and the JS files it imports statically, transitively: what loading it fetches. */
  staticClosure(key: string): Set<string> {
    const files = new Set<string>()
    const visit = (current: string) => {
      const chunk = this.#manifest[current]
      if (!chunk) throw new Error(`the manifest has no chunk ${current}`)
      if (files.has(chunk.file)) return
      files.add(chunk.file)
      chunk.imports?.forEach(visit)
    }
    visit(key)
    return files
  }

  /** A target's first load: its html entry's chunk and everything that chunk imports statically. */
  firstLoad(target: string): Set<string> {
    const key = `targets/${target}/index.html`
    if (!this.#manifest[key]) throw new Error(`the manifest has no entry ${key}`)
    return this.staticClosure(key)
  }

  /**
   * The manifest key of the chunk that holds a source module (repository-relative path): the chunk the module is
   * the entry of, else the chunk whose source map lists it (a module merged into a shared or entry chunk).
   */
  chunkKeyOfModule(module: string): string {
    const own = Object.entries(this.#manifest).find(
      ([key, chunk]) => chunk.file.endsWith(".js") && (chunk.src ?? key) === module,
    )
    if (own) return own[0]
    const holders = this.jsFiles.filter((file) => this.sourcesOf(file).includes(module))
    const [holder, ...others] = holders
    if (!holder) throw new Error(`${module} is in no chunk of the build (manifest and source maps)`)
    if (others.length > 0) throw new Error(`${module} is in several chunks: ${holders.join(", ")}`)
    return this.#keyOfFile.get(holder) as string
  }

  /** The source modules a JS file was built from, repository-relative, from its source map. */
  sourcesOf(file: string): string[] {
    const known = this.#sources.get(file)
    if (known) return known
    const mapFile = path.join(this.#dist, `${file}.map`)
    if (!existsSync(mapFile)) return []
    const map = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[]; sourceRoot?: string }
    const base = path.resolve(path.dirname(mapFile), map.sourceRoot ?? "")
    const sources = map.sources.map((source) =>
      path.relative(this.#root, path.resolve(base, source)).split(path.sep).join("/"),
    )
    this.#sources.set(file, sources)
    return sources
  }

  /** The packages whose code is in these files. */
  packagesIn(files: Iterable<string>): Set<string> {
    const packages = new Set<string>()
    for (const file of files)
      for (const source of this.sourcesOf(file)) {
        const name = packageOf(source)
        if (name) packages.add(name)
      }
    return packages
  }

  sizeOf(file: string): Sizes {
    const known = this.#sizes.get(file)
    if (known) return known
    const sizes = measure(readFileSync(path.join(this.#dist, file)))
    this.#sizes.set(file, sizes)
    return sizes
  }

  sumOf(files: Iterable<string>): Sizes {
    return [...files].map((file) => this.sizeOf(file)).reduce(addSizes, ZERO)
  }
}

/** gzip at level 9 and brotli at quality 11, as a server precompressing its assets would send them. */
export function measure(content: Buffer): Sizes {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}
