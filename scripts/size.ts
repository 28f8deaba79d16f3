// `npm run size`: the first load of each target (gzip and brotli), the lazily loaded chunks, the floor (a build of
// only the libraries every page needs) and the budgets of scripts/size-budgets.ts: each target's first load and a
// direct load of the main routes, with their ratio to the floor. Exits 1 when a budget is exceeded or a package
// that must never be in a first load is there. Options: --dist DIR (a `vite build --outDir`, default dist; built
// first when the default is missing), --goals (also fail when a goal ratio is not met), --chunks (each first-load
// chunk with the packages in it).
import { execSync } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { DIRECT_LOAD, FIRST_LOAD, NEVER_IN_FIRST_LOAD, type Limit, type Target } from "./size-budgets.ts"
import { floorSizes, FLOOR_LIBRARIES } from "./size/floor.ts"
import { BuildGraph, measure, type Sizes } from "./size/graph.ts"
import { judge, KiB } from "./size/judge.ts"
import { directLoad, firstLoadFiles, htmlOf } from "./size/loads.ts"

const root = path.resolve(import.meta.dirname, "..")
const { values } = parseArgs({
  options: {
    dist: { type: "string" },
    goals: { type: "boolean", default: false },
    chunks: { type: "boolean", default: false },
  },
})
const dist = path.resolve(root, values.dist ?? "dist")
if (!existsSync(dist)) {
  if (values.dist)
    throw new Error(`${dist} does not exist: build it first (npx vite build --outDir ${values.dist})`)
  execSync("npx vite build", { stdio: "inherit", cwd: root })
}

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1).padStart(7)} KiB`
const row = (label: string, s: Sizes, width = 40) =>
  `  ${label.padEnd(width)} ${kib(s.raw)} raw ${kib(s.gzip)} gzip ${kib(s.brotli)} brotli`
const graph = new BuildGraph(dist, root)
const targets: Target[] = ["portal", "kiosk"]
const firstLoads = new Map(targets.map((target) => [target, firstLoadFiles(graph, dist, target)]))

// the stylesheets the html links and the browser fetches (a disabled link is not fetched: its CSS is inline)
const linkedCss = (target: Target) =>
  [...htmlOf(dist, target).matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /rel="stylesheet"/.test(tag) && !/\sdisabled\b/.test(tag))
    .map((tag) => /href="\/([^"]+)"/.exec(tag)?.[1])
    .filter((file): file is string => file !== undefined)

for (const [target, files] of firstLoads) {
  const css = linkedCss(target)
  console.log(`${target} first load (${files.size} JS, ${css.length} CSS files)`)
  console.log(row("JS", graph.sumOf(files)))
  console.log(row("CSS", graph.sumOf(css)))
  console.log(row("index.html (with any inline CSS)", measure(Buffer.from(htmlOf(dist, target)))))
  if (values.chunks)
    for (const file of files) {
      const packages = [...graph.packagesIn([file])].join(", ")
      const own = graph.sourcesOf(file).filter((source) => !source.includes("node_modules/")).length
      console.log(
        `    ${kib(graph.sizeOf(file).gzip)} gzip  ${file}: ${own} own modules  ${packages}`.trimEnd(),
      )
    }
}

const anyFirstLoad = new Set([...firstLoads.values()].flatMap((files) => [...files]))
const lazy = graph.jsFiles
  .filter((file) => !anyFirstLoad.has(file))
  .map((file) => ({ file, label: graph.sourceNameOf(file) ?? file }))
  .sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
const width = Math.max(40, ...lazy.map(({ label }) => label.length))
console.log(`lazily loaded JS chunks (${lazy.length})`)
for (const { file, label } of lazy) console.log(row(label, graph.sizeOf(file), width))

const { sizes: floor, cached } = await floorSizes(root)
console.log(`\nfloor: a build of only ${FLOOR_LIBRARIES.join(", ")}${cached ? " (cached)" : ""}`)
console.log(row("JS", floor))

type Verdict = { label: string; bytes: number; limit: Limit; modules?: string[] }
const verdicts: Verdict[] = targets.map((target) => ({
  label: `${target} first load`,
  bytes: graph.sumOf(firstLoads.get(target) as Set<string>).gzip,
  limit: FIRST_LOAD[target],
}))
for (const [name, budget] of Object.entries(DIRECT_LOAD)) {
  const { files, modules } = directLoad(graph, root, dist, budget)
  verdicts.push({
    label: `${name} (${budget.target})`,
    bytes: graph.sumOf(files).gzip,
    limit: budget,
    modules,
  })
}

const failures: string[] = []
const advice: string[] = []
const size = (bytes: number) => kib(bytes).trim()
console.log(
  `\nbudgets (scripts/size-budgets.ts): JS gzip, × the floor; the limit is the ceiling, else the goal`,
)
for (const { label, bytes, limit, modules } of verdicts) {
  const verdict = judge(bytes, limit, floor.gzip)
  const parts = [
    `${label.padEnd(34)} ${kib(bytes)} ${(bytes / floor.gzip).toFixed(2)} ×`,
    `limit ${size(verdict.limit)} ${verdict.over ? "OVER" : "ok"}`,
  ]
  if (verdict.over) failures.push(`${label}: ${size(bytes)} is over its limit of ${size(verdict.limit)}`)
  if (verdict.goal !== undefined) {
    const toGo = verdict.goalMet ? "met" : `${size(bytes - verdict.goal)} to go`
    parts.push(`goal ${limit.goal?.toFixed(2)} × = ${size(verdict.goal)} ${toGo}`)
    if (!verdict.goalMet && values.goals)
      failures.push(`${label}: the goal of ${limit.goal} × the floor is not met`)
  }
  console.log(`  ${parts.join("   ")}`)
  if (modules) console.log(`    page: ${modules.join(", ")}`)
  if (verdict.advice) advice.push(`${label}: ${verdict.advice}`)
}

for (const [target, files] of firstLoads) {
  const found = NEVER_IN_FIRST_LOAD.filter((name) => graph.packagesIn(files).has(name))
  const verdict = found.length > 0 ? `FOUND ${found.join(", ")}` : "ok"
  console.log(`  ${`${target} first load without ${NEVER_IN_FIRST_LOAD.join(", ")}`.padEnd(70)} ${verdict}`)
  if (found.length > 0) failures.push(`the ${target} first load contains ${found.join(", ")}`)
}

advice.forEach((line) => console.log(`  budget file: ${line}`))
if (failures.length > 0) {
  console.error(
    `\nsize budgets exceeded (scripts/size-budgets.ts):\n${failures.map((f) => `  ${f}`).join("\n")}`,
  )
  process.exit(1)
}
