// `npm run perf`: Lighthouse (mobile defaults: simulated slow 4G, 4× CPU) against the built targets served by nginx
// (`npm run serve`, as production) in front of the sandbox, five runs a page, printing the median performance
// score, LCP, TBT, CLS and the JS transferred of the private list, the booking landing, the logged-in front page
// and the kiosk attract screen; then what a load does not show (perf/interaction.ts): when the list's results
// paint, a time-of-day tab click's event handling, and when the front page asks for its data. Over HTTP/2 with TLS
// (as production serves) and over HTTP/1.1, with the machine it ran on. The list's sandbox starts at 10:00 in
// Helsinki today, so that the list's largest element does not change with the hour of the run. Not part of `npm test`: the
// timings depend on the machine and its load. Options: --dist DIR (a `vite build --outDir`, default dist; built
// first when the default is missing), --runs N (default 5), --only list,landing,front,kiosk, --protocols h2,http1
// (default both), --reports DIR (each run's Lighthouse report as JSON).
import { execSync } from "node:child_process"
import { existsSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import type { BrowserContext } from "@playwright/test"
import { DateTime } from "luxon"
import {
  measureFront,
  measureList,
  phoneBrowser,
  type FrontTimings,
  type ListTimings,
} from "./perf/interaction.ts"
import { measurePage, median, type Run } from "./perf/lighthouse.ts"
import { startServers } from "./perf/servers.ts"

const root = path.resolve(import.meta.dirname, "..")
const { values } = parseArgs({
  options: {
    dist: { type: "string" },
    runs: { type: "string", default: "5" },
    only: { type: "string" },
    protocols: { type: "string", default: "h2,http1" },
    reports: { type: "string" },
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
  /**
   * Against a sandbox started at 10:00 today, so that what the page shows does not change with the hour of the run
   * (the list's results). A logged-in page runs on the real clock: the browser's clock is the machine's, and a
   * session from a sandbox hours behind it reads as expired.
   */
  pinned?: boolean
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

// Staff bind the kiosk by its setup address (docs/decisions/0021-kiosk.md); the binding stays in localStorage.
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
    pinned: true,
  },
  {
    name: "landing",
    label: "booking landing",
    path: "/fi/ajanvaraus",
    dataPath: "/api/session",
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

const PROTOCOLS = { h2: "HTTP/2 over TLS", http1: "HTTP/1.1" } as const
type Protocol = keyof typeof PROTOCOLS
const protocols = values.protocols.split(",") as Protocol[]
const unknown = protocols.filter((protocol) => !(protocol in PROTOCOLS))
if (unknown.length > 0) throw new Error(`--protocols: ${unknown.join(", ")} is not one of h2, http1`)
// the sandbox's moment: today at 10:00 in Helsinki, the browser's day
const now = DateTime.now().setZone("Europe/Helsinki").set({ hour: 10, minute: 0, second: 0, millisecond: 0 })

/** `runs` cold loads of `url`, each in a fresh context made ready by `prepare`. */
async function measureLoads<T>(
  acceptCertificate: boolean,
  prepare: (context: BrowserContext) => Promise<void>,
  measure: (context: BrowserContext) => Promise<T>,
): Promise<T[]> {
  const browser = await phoneBrowser(acceptCertificate)
  const measured: T[] = []
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext()
      await prepare(context)
      measured.push(await measure(context))
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return measured
}

let stopServers = () => {}
// chrome-launcher ends its Chromium on Ctrl-C by itself; the servers are ours to end
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    stopServers()
    process.exit(130)
  })
const results: { protocol: Protocol; page: PageToMeasure; runs: Run[] }[] = []
const interactions: { protocol: Protocol; list: ListTimings[]; front: FrontTimings[] }[] = []
let browser = ""
for (const protocol of protocols) {
  const tls = protocol === "h2"
  const measuredHere: (typeof interactions)[number] = { protocol, list: [], front: [] }
  for (const pinned of [true, false]) {
    const group = pages.filter((page) => (page.pinned ?? false) === pinned)
    if (group.length === 0) continue
    // a fresh sandbox for each protocol and clock: the same seed, the same moment for the pinned pages
    const servers = await startServers(root, dist, {
      tls,
      now: pinned ? (now.toISO() ?? undefined) : undefined,
    })
    stopServers = servers.stop
    const { baseUrl } = servers
    try {
      for (const page of group) {
        console.log(`${page.label}, ${PROTOCOLS[protocol]}: ${runs} Lighthouse runs of ${page.path}`)
        const measured = await measurePage(`${baseUrl}${page.path}`, {
          runs,
          dataPath: page.dataPath,
          prepare: (context) => page.prepare(context, baseUrl),
          acceptCertificate: tls,
          reportDir: values.reports && path.resolve(values.reports),
        })
        browser = measured.browser
        results.push({ protocol, page, runs: measured.runs })
        if (page.name === "list")
          measuredHere.list = await measureLoads(
            tls,
            async () => {},
            (context) => measureList(context, `${baseUrl}${page.path}`),
          )
        if (page.name === "front")
          measuredHere.front = await measureLoads(
            tls,
            (context) => logIn(context, baseUrl),
            (context) => measureFront(context, `${baseUrl}${page.path}`),
          )
      }
    } finally {
      servers.stop()
    }
  }
  interactions.push(measuredHere)
}

const KiB = 1024
const columns = (cells: string[]) =>
  `  ${cells.map((cell, i) => (i === 0 ? cell.padEnd(34) : cell.padStart(10))).join(" ")}`
console.log(
  `\nLighthouse mobile (simulated slow 4G, 4× CPU), median of ${runs}, through nginx; the list's sandbox at ${now.toISO()}; Chromium ${browser}`,
)
console.log(`  JS sent: the scripts' bytes on the wire; JS: the same unpacked`)
console.log(columns(["page", "score", "LCP", "TBT", "CLS", "JS sent", "JS"]))
for (const { protocol, page, runs: measured } of results) {
  const of = (key: keyof Run) => median(measured.map((run) => run[key]))
  console.log(
    columns([
      `${page.label} (${protocol})`,
      String(Math.round(of("score"))),
      `${(of("lcp") / 1000).toFixed(2)} s`,
      `${Math.round(of("tbt"))} ms`,
      of("cls").toFixed(3),
      `${(of("jsBytes") / KiB).toFixed(1)} KiB`,
      `${(of("jsResourceBytes") / KiB).toFixed(1)} KiB`,
    ]),
  )
  console.log(`  ${"".padEnd(34)} scores of the runs: ${measured.map((run) => run.score).join(" ")}`)
}
const ms = (values: number[]) => (values.length > 0 ? `${Math.round(median(values))} ms` : "-")
console.log(
  `\nDevTools throttling (4× CPU, 150 ms, 1.6 Mbit/s), median of ${runs} cold loads each: the list's results painted` +
    ` (Element Timing), a time-of-day tab click's event handling and duration (Event Timing), the front page's` +
    ` data request after the session's answer (Resource Timing)`,
)
console.log(columns(["protocol", "results", "tab handling", "tab click", "front data"]))
for (const { protocol, list, front } of interactions)
  console.log(
    columns([
      protocol,
      ms(list.map((run) => run.resultsPainted)),
      ms(list.map((run) => run.tabHandling)),
      ms(list.map((run) => run.tabDuration)),
      ms(front.map((run) => run.requestAfterSession)),
    ]),
  )
console.log(`machine: ${machine}; load average ${loadBefore} before, ${load()} after`)
