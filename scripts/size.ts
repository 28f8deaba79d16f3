// Prints the first-load JS and CSS of each target (what its index.html pulls in), gzip and brotli,
// plus the lazily loaded chunks. Run after `npm run build`; builds first when dist/ is missing.
import { execSync } from "node:child_process"
import { existsSync, readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

const dist = path.resolve(import.meta.dirname, "..", "dist")
const targets = { portal: "targets/portal/index.html", kiosk: "targets/kiosk/index.html" }

if (!existsSync(dist)) execSync("npx vite build", { stdio: "inherit" })

type Sizes = { raw: number; gzip: number; brotli: number }

function sizesOf(file: string): Sizes {
  const content = readFileSync(path.join(dist, file))
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

function sum(files: string[]): Sizes {
  return files
    .map(sizesOf)
    .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    })
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`
const row = (label: string, s: Sizes) =>
  `  ${label.padEnd(34)} ${kib(s.raw)} raw ${kib(s.gzip)} gzip ${kib(s.brotli)} brotli`

const firstLoad = new Set<string>()
for (const [target, htmlFile] of Object.entries(targets)) {
  const html = readFileSync(path.join(dist, htmlFile), "utf8")
  const refs = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((match) => match[1] as string)
  const js = refs.filter((ref) => ref.endsWith(".js"))
  const css = refs.filter((ref) => ref.endsWith(".css"))
  refs.forEach((ref) => firstLoad.add(ref))
  console.log(`${target} first load (${js.length} JS, ${css.length} CSS files)`)
  console.log(row("JS", sum(js)))
  console.log(row("CSS", sum(css)))
}

// Name lazy chunks by their source (a page, or locales/{lang}/{namespace}.json) from Vite's manifest.
const manifestFile = path.join(dist, ".vite", "manifest.json")
const sources = new Map<string, string>()
if (existsSync(manifestFile)) {
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<
    string,
    { file: string; src?: string }
  >
  for (const [key, entry] of Object.entries(manifest)) sources.set(entry.file, entry.src ?? key)
}

const lazy = readdirSync(path.join(dist, "assets"))
  .map((file) => `assets/${file}`)
  .filter((file) => /\.(js|css)$/.test(file) && !firstLoad.has(file))
  .sort()
console.log(`lazily loaded chunks (${lazy.length})`)
for (const file of lazy) console.log(row(sources.get(file) ?? file.replace("assets/", ""), sizesOf(file)))
