// What Lighthouse's page load does not tell, measured in Chromium with throttling of its own over the same nginx
// (DevTools throttling: 4× slower CPU, 150 ms latency, 1.6 Mbit/s down and 750 kbit/s up, the figures of
// Lighthouse's simulated phone):
// - the private list: when its first results are painted (the Element Timing of a card's time, RESULT_PAINT_MARK in
//   src/features/booking/views/AppointmentCard.tsx), and a time-of-day tab click's event handling and duration (the Event
//   Timing API: the interaction's longest processing, and its longest duration up to the next paint);
// - the logged-in front page: how long after the session's answer its data is requested (Resource Timing).
import { chromium, devices, type BrowserContext, type Page } from "@playwright/test"
import { chromiumPath } from "./lighthouse.ts"

export type ListTimings = { resultsPainted: number; tabHandling: number; tabDuration: number }
export type FrontTimings = { requestAfterSession: number }

const PHONE = devices["Pixel 7"]
const CARD = "article.appointment-card"

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  return page
}

// Entries the page records from its start: element paints and every event of 16 ms or more
function recordTimings(): void {
  const seen: PerformanceEntry[] = []
  ;(window as unknown as { __timings: PerformanceEntry[] }).__timings = seen
  new PerformanceObserver((list) => seen.push(...list.getEntries())).observe({
    type: "element",
    buffered: true,
  })
  new PerformanceObserver((list) => seen.push(...list.getEntries())).observe({
    type: "event",
    buffered: true,
    durationThreshold: 16,
  } as PerformanceObserverInit)
}

type Timing = {
  entryType: string
  name: string
  identifier?: string
  renderTime?: number
  loadTime?: number
  duration: number
  processingStart?: number
  processingEnd?: number
  interactionId?: number
}

const timingsOf = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __timings: PerformanceEntry[] }).__timings.map(
      (entry) => entry.toJSON() as unknown,
    ),
  ) as Promise<Timing[]>

/** A browser whose every context is a phone in Helsinki; `acceptCertificate` for the run's own TLS certificate. */
export async function phoneBrowser(acceptCertificate: boolean) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  })
  return {
    newContext: () =>
      browser.newContext({ ...PHONE, ignoreHTTPSErrors: acceptCertificate, timezoneId: "Europe/Helsinki" }),
    close: () => browser.close(),
  }
}

/** One cold load of the list at `url`, then a click on its second time-of-day tab. */
export async function measureList(context: BrowserContext, url: string): Promise<ListTimings> {
  const page = await throttled(context)
  await page.addInitScript(recordTimings)
  await page.goto(url)
  await page.locator(CARD).first().waitFor({ timeout: 60_000 })
  const painted = (await timingsOf(page)).filter((entry) => entry.entryType === "element")
  const resultsPainted = Math.min(...painted.map((entry) => entry.renderTime || entry.loadTime || Infinity))
  if (!Number.isFinite(resultsPainted)) throw new Error(`${url}: no result card's paint was reported`)
  await page.getByRole("tab").nth(1).click()
  // the interaction's entries come after its next paint
  let events: Timing[] = []
  for (let waited = 0; events.length === 0 && waited < 20_000; waited += 250) {
    await page.waitForTimeout(250)
    events = (await timingsOf(page)).filter(
      (entry) => entry.entryType === "event" && (entry.interactionId ?? 0) > 0,
    )
  }
  if (events.length === 0) throw new Error(`${url}: the tab click reported no event timing`)
  await page.close()
  return {
    resultsPainted,
    tabHandling: Math.max(
      ...events.map((entry) => (entry.processingEnd ?? 0) - (entry.processingStart ?? 0)),
    ),
    tabDuration: Math.max(...events.map((entry) => entry.duration)),
  }
}

/** One cold load of the front page at `url` (logged in): its data request's start after the session's answer. */
export async function measureFront(context: BrowserContext, url: string): Promise<FrontTimings> {
  const page = await throttled(context)
  const data = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/front-page")
  await page.goto(url)
  await data
  // a resource's timing entry is added once its body has arrived, after the response's headers
  const wanted = ["/api/session", "/api/front-page"]
  await page
    .waitForFunction(
      (paths) =>
        paths.every((path) =>
          performance.getEntriesByType("resource").some((entry) => new URL(entry.name).pathname === path),
        ),
      wanted,
      { timeout: 20_000 },
    )
    .catch(() => {})
  const resources = (await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => entry.toJSON() as unknown),
  )) as { name: string; requestStart: number; responseEnd: number; startTime: number }[]
  const entryOf = (path: string) => resources.find((entry) => new URL(entry.name).pathname === path)
  const [session, front] = wanted.map(entryOf)
  if (!session || !front) {
    const missing = wanted.filter((path) => !entryOf(path)).join(" and ")
    throw new Error(`${url}: no resource timing for ${missing}`)
  }
  await page.close()
  return { requestAfterSession: front.startTime - session.responseEnd }
}
