// Lighthouse runs of one page in a Chromium of its own (chrome-launcher), with Lighthouse's mobile defaults:
// simulated slow 4G and a 4× slower CPU. Lighthouse clears the service workers, Cache Storage and the HTTP cache
// before each run, but keeps cookies and localStorage, so a login or a kiosk binding made first holds.
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { chromium as playwrightChromium, type BrowserContext } from "@playwright/test"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

export type Run = {
  score: number
  lcp: number
  tbt: number
  cls: number
  /** the JS on the wire, and its size unpacked (the two are close when the server does not compress) */
  jsBytes: number
  jsResourceBytes: number
}

const SYSTEM_CHROMIUM = "/usr/bin/chromium"
export const chromiumPath = () =>
  existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : playwrightChromium.executablePath()

type RequestItem = {
  url: string
  statusCode?: number
  resourceType?: string
  transferSize?: number
  resourceSize?: number
}

// Lighthouse's own waits for a page measured without simulation: long enough for a busy machine's sandbox to
// answer, so a run ends on the page with its data rather than on its skeletons.
const QUIET_MS = 5250

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"]

const requestsOf = (lhr: Lhr) =>
  (lhr.audits["network-requests"]?.details as { items?: RequestItem[] } | undefined)?.items ?? []

function runOf(lhr: Lhr): Run {
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue
    if (value === undefined) throw new Error(`Lighthouse measured no ${id}`)
    return value
  }
  const scripts = requestsOf(lhr).filter((item) => item.resourceType === "Script")
  const score = lhr.categories.performance?.score
  if (score === undefined || score === null || scripts.length === 0)
    throw new Error("Lighthouse gave no score or saw no scripts")
  return {
    score: Math.round(score * 100),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsResourceBytes: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
  }
}

/**
 * Runs Lighthouse `runs` times on `url` after `prepare` (a login, a kiosk binding) in the same browser. Fails when
 * a run ends elsewhere than `url` (a lost login or binding would measure another page) or without a successful
 * answer from `dataPath`, the API call whose answer the page shows. `acceptCertificate`: the server's TLS
 * certificate is the run's own (servers.ts).
 */
export async function measurePage(
  url: string,
  {
    runs,
    dataPath,
    prepare,
    acceptCertificate = false,
    reportDir,
  }: {
    runs: number
    dataPath: string
    prepare: (context: BrowserContext) => Promise<void>
    acceptCertificate?: boolean
    /** where to write each run's Lighthouse report (JSON), to see where a run's time went */
    reportDir?: string
  },
): Promise<{ runs: Run[]; browser: string }> {
  const flags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]
  if (acceptCertificate) flags.push("--ignore-certificate-errors")
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: flags })
  try {
    const cdp = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    const browser = cdp.version()
    const [context] = cdp.contexts()
    if (!context) throw new Error("Chromium has no default context")
    await prepare(context)
    await cdp.close()
    const results: Run[] = []
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        pauseAfterFcpMs: QUIET_MS,
        pauseAfterLoadMs: QUIET_MS,
        networkQuietThresholdMs: QUIET_MS,
        cpuQuietThresholdMs: QUIET_MS,
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { lhr } = result
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
        throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: not the page to measure`)
      const answered = requestsOf(lhr).some(
        (item) => new URL(item.url).pathname === dataPath && item.statusCode === 200,
      )
      if (!answered)
        throw new Error(`a run of ${url} ended before ${dataPath} answered: its data is not measured`)
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true })
        const name = `${new URL(url).pathname.replace(/\W+/g, "-")}${new URL(url).protocol === "https:" ? "h2" : "http1"}-${run + 1}.json`
        writeFileSync(path.join(reportDir, name), JSON.stringify(lhr))
      }
      results.push(runOf(lhr))
    }
    return { runs: results, browser }
  } finally {
    chrome.kill()
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
