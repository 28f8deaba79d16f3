// `npm run perf`: Lighthouse (mobile defaults: simulated slow 4G, 4× CPU) against the built targets and the sandbox,
// five runs a page, printing the median performance score, LCP, TBT, CLS and the JS transferred of the private
// list, the logged-in front page and the kiosk attract screen, with the machine it ran on. Not part of `npm test`:
// the timings depend on the machine and its load. Options: --dist DIR (a `vite build --outDir`, default dist; built
// first when the default is missing), --runs N (default 5), --only list,front,kiosk, --http2 (the preview server
// behind an HTTP/2 front, as a CDN serves; perf/http2Front.ts).
import { execSync } from "node:child_process"
import { existsSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import type { BrowserContext } from "@playwright/test"
import { measurePage, median, type Run } from "./perf/lighthouse.ts"
import { startServers } from "./perf/servers.ts"

const root = path.resolve(import.meta.dirname, "..")
const { values } = parseArgs({
  options: {
    dist: { type: "string" },
    runs: { type: "string", default: "5" },
    only: { type: "string" },
    http2: { type: "boolean", default: false },
  },
})
const dist = path.resolve(root, values.dist ?? "dist")
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive whole number, not ${values.runs}`)
if (!existsSync(dist)) {
  if (values.dist)
    throw new Error(`${dist} does not exist: build it first (npx vite build --outDir ${values.dist})`)
  execSync("npx vite build --logLevel warn", { stdio: "inherit", cwd: root })
}

type PageToMeasure = {
  name: string
  label: string
  path: string
  /** the API call whose answer the page shows: a run must see it answered */
  dataPath: string
  prepare: (context: BrowserContext, baseUrl: string) => Promise<void>
}

// The persona logs in through the sandbox's identity provider, as tests/e2e/portal/booking-loggedin.helpers.ts does.
async function logIn(context: BrowserContext, baseUrl: string): Promise<void> {
  const page = await context.newPage()
  const query = new URLSearchParams({ lang: "fi", next: "/fi", acr_values: "tupas-nordea" })
  await page.goto(`${baseUrl}/oauth/authenticate?${query.toString()}`)
  await page.getByRole("button", { name: /^Aino Virtanen$/ }).click()
  await page.getByRole("heading", { level: 1, name: "Hei, Aino!" }).waitFor()
  await page.close()
}

// Staff bind the kiosk by its setup address (README, Kiosk); the binding stays in localStorage.
async function bindKiosk(context: BrowserContext, baseUrl: string): Promise<void> {
  const page = await context.newPage()
  await page.goto(`${baseUrl}/kiosk/setup?clinicId=KAMPPI`)
  await page.waitForURL(/\/kiosk\/?$/)
  await page.getByRole("heading", { level: 1 }).waitFor()
  await page.close()
}

const PAGES: PageToMeasure[] = [
  {
    name: "list",
    label: "private list",
    path: "/fi/ajanvaraus/yksityisasiakas",
    dataPath: "/api/appointments",
    prepare: async () => {},
  },
  { name: "front", label: "logged-in front page", path: "/fi", dataPath: "/api/front-page", prepare: logIn },
  {
    name: "kiosk",
    label: "kiosk attract screen",
    path: "/kiosk/",
    dataPath: "/api/session",
    prepare: bindKiosk,
  },
]
const only = values.only?.split(",")
const pages = PAGES.filter((page) => !only || only.includes(page.name))
if (pages.length === 0) throw new Error(`--only names none of ${PAGES.map((page) => page.name).join(", ")}`)

const cpus = os.cpus()
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")
const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`
const loadBefore = load()
console.log(`machine: ${machine}; load average ${loadBefore} (1, 5, 15 min); Node ${process.version}`)

const servers = await startServers(root, dist, { http2: values.http2 })
// chrome-launcher ends its Chromium on Ctrl-C by itself; the servers are ours to end
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    servers.stop()
    process.exit(130)
  })
const results: { page: PageToMeasure; runs: Run[] }[] = []
let browser = ""
try {
  for (const page of pages) {
    console.log(`${page.label}: ${runs} Lighthouse runs of ${page.path}`)
    const measured = await measurePage(`${servers.baseUrl}${page.path}`, {
      runs,
      dataPath: page.dataPath,
      prepare: (context) => page.prepare(context, servers.baseUrl),
      acceptCertificate: values.http2,
    })
    browser = measured.browser
    results.push({ page, runs: measured.runs })
  }
} finally {
  servers.stop()
}

const KiB = 1024
const columns = (cells: string[]) =>
  `  ${cells.map((cell, i) => (i === 0 ? cell.padEnd(24) : cell.padStart(10))).join(" ")}`
const protocol = values.http2 ? "HTTP/2 (TLS front)" : "HTTP/1.1 (vite preview)"
console.log(
  `\nLighthouse mobile (simulated slow 4G, 4× CPU), median of ${runs}, over ${protocol}; Chromium ${browser}`,
)
console.log(`  JS sent: the scripts' bytes on the wire; JS: the same unpacked`)
console.log(columns(["page", "score", "LCP", "TBT", "CLS", "JS sent", "JS"]))
for (const { page, runs: measured } of results) {
  const of = (key: keyof Run) => median(measured.map((run) => run[key]))
  console.log(
    columns([
      page.label,
      String(Math.round(of("score"))),
      `${(of("lcp") / 1000).toFixed(2)} s`,
      `${Math.round(of("tbt"))} ms`,
      of("cls").toFixed(3),
      `${(of("jsBytes") / KiB).toFixed(1)} KiB`,
      `${(of("jsResourceBytes") / KiB).toFixed(1)} KiB`,
    ]),
  )
  console.log(`  ${"".padEnd(24)} scores of the runs: ${measured.map((run) => run.score).join(" ")}`)
}
console.log(`machine: ${machine}; load average ${loadBefore} before, ${load()} after`)
