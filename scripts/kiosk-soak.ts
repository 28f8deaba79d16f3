// Kiosk soak: runs check-in, booking and reset cycles in Chromium against a sandbox and nginx it starts itself
// (perf/servers.ts), and prints the JS heap, DOM nodes and event listeners (DevTools protocol, after a forced GC) every few
// cycles, then the heap's growth per cycle. Not part of `npm test`: `npm run kiosk:soak -- --cycles 200`.
// Options: --cycles N (default 50), --every K (default 10), --out-dir DIR (a `vite build --outDir`, default dist).
import { execSync } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { chromium, devices, type Page } from "@playwright/test"
import { startServers } from "./perf/servers.ts"

const { values } = parseArgs({
  options: {
    cycles: { type: "string", default: "50" },
    every: { type: "string", default: "10" },
    "out-dir": { type: "string", default: "dist" },
  },
})
const cycles = Number(values.cycles)
const every = Math.max(1, Number(values.every))
const outDir = path.resolve(values["out-dir"])
// where the servers listen (set once they have started)
let sandboxUrl = ""
let baseUrl = ""
const AINO_LAST4 = "902F"

async function checkInCycle(page: Page): Promise<void> {
  const created = await fetch(`${sandboxUrl}/__sandbox/appointments`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ persona: "aino", startsInMinutes: 15 }),
  })
  const { appointmentId } = (await created.json()) as { appointmentId: string }
  await page.getByRole("link", { name: "Ilmoittaudu" }).click()
  await page.getByLabel("Varaustunnus").fill(appointmentId)
  await page.getByRole("button", { name: "Hae varaukseni" }).click()
  const keypad = page.getByRole("group", { name: "Näppäimistö" })
  for (const character of AINO_LAST4)
    await keypad.getByRole("button", { name: character, exact: true }).click()
  await page.getByRole("button", { name: "Ilmoittaudu", exact: true }).click()
  await page.getByRole("button", { name: "Valmis" }).click()
}

// the identity code's check character (spec booking §5: the nine digits modulo 31)
const checkCharacterFor = (date: string, individual: string) =>
  "0123456789ABCDEFHJKLMNPRSTUVWXY"[Number(`${date}${individual}`) % 31]

function ssnFor(cycle: number): string {
  const date = `0101${String(40 + (cycle % 50)).padStart(2, "0")}`
  const individual = String(100 + Math.floor(cycle / 50) * 2 + 2)
  return `${date}-${individual}${checkCharacterFor(date, individual)}`
}

type Slot = { id: string; requiresAuthToReserve: boolean }

const MAX_DAYS_TRIED = 30

/** The free times the search that `action` starts answers. */
async function searchedBy(page: Page, action: () => Promise<void>): Promise<Slot[]> {
  const searched = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/appointments",
  )
  await action()
  const { availableAppointments } = (await (await searched).json()) as {
    availableAppointments: { appointments: Slot[] }
  }
  return availableAppointments.appointments
}

/** The first time button on the grid's day that needs no login, if any. */
async function bookableOnGrid(page: Page, slots: readonly Slot[]): Promise<string | undefined> {
  const bookable = new Set(slots.filter((slot) => !slot.requiresAuthToReserve).map((slot) => slot.id))
  const onGrid = page.getByRole("tabpanel").locator("button[data-appointment-id]")
  await onGrid.first().waitFor()
  const ids = await onGrid.evaluateAll((buttons) => buttons.map((button) => button.dataset.appointmentId))
  return ids.find((id) => id !== undefined && bookable.has(id))
}

async function bookingCycle(page: Page, cycle: number): Promise<void> {
  let slots = await searchedBy(page, () => page.getByRole("link", { name: "Varaa aika" }).click())
  // the grid shows one day; once a day's bookable times are taken, the next day in the picker (five at a time,
  // the later five a press away)
  const days = page.getByRole("tablist", { name: "Valitse päivä" }).getByRole("tab")
  for (let tried = 1, day = 1; ; tried++, day++) {
    const id = await bookableOnGrid(page, slots)
    if (id) {
      await page.locator(`button[data-appointment-id="${id}"]`).click()
      break
    }
    if (tried >= MAX_DAYS_TRIED)
      throw new Error(`cycle ${cycle}: no time the kiosk can book in ${tried} days`)
    if (day < (await days.count())) slots = await searchedBy(page, () => days.nth(day).click())
    else {
      slots = await searchedBy(page, () => page.getByRole("button", { name: "Myöhemmät päivät" }).click())
      day = 0
    }
  }
  await page.getByRole("link", { name: "Varaa", exact: true }).click()
  await page.getByLabel("Etunimi").fill("Soak")
  await page.getByLabel("Sukunimi").fill(`Visitor${cycle}`)
  await page.getByLabel("Henkilötunnus").fill(ssnFor(cycle))
  await page.getByLabel("Puhelinnumero").fill("0405551234")
  await page.getByLabel("Sähköpostiosoite").fill(`soak.${cycle}@example.fi`)
  await page.getByText("Hyväksyn käyttöehdot", { exact: true }).click()
  // a time within the cancellation hours (the grid starts today) asks to confirm that the booking is binding
  const binding = page.getByText(/^Ymmärrän, että varaus on sitova/)
  if (await binding.count()) await binding.click()
  await page.getByRole("button", { name: "Varaa aika" }).click()
  const booked = page.getByRole("heading", { level: 1, name: "Aikasi on varattu" })
  const refused = page.getByRole("alert")
  await booked.or(refused).first().waitFor()
  // a refusal (the slot went, too many reservations) ends the visit by a fresh load instead of Done
  if (await booked.isVisible()) await page.getByRole("button", { name: "Valmis" }).click()
  else await page.goto(`${baseUrl}/kiosk/`)
}

async function main() {
  if (!existsSync(path.join(outDir, "targets", "kiosk", "index.html"))) {
    execSync(`npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn`, { stdio: "inherit" })
  }
  const servers = await startServers(process.cwd(), outDir)
  stopServers = servers.stop
  ;({ sandboxUrl, baseUrl } = servers)
  const browser = await chromium.launch(
    existsSync("/usr/bin/chromium") ? { executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] } : {},
  )
  const context = await browser.newContext({ ...devices["Galaxy Tab S9"], timezoneId: "Europe/Helsinki" })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Performance.enable")
  await page.goto(`${baseUrl}/kiosk/setup?clinicId=KAMPPI`)
  await page.getByRole("link", { name: "Ilmoittaudu" }).waitFor()

  const samples: { cycle: number; heap: number }[] = []
  const measure = async (cycle: number) => {
    await cdp.send("HeapProfiler.collectGarbage")
    const { metrics } = await cdp.send("Performance.getMetrics")
    const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0
    const heap = metric("JSHeapUsedSize")
    samples.push({ cycle, heap })
    console.log(
      `cycle ${String(cycle).padStart(4)}  heap ${(heap / 1048576).toFixed(2).padStart(7)} MiB  ` +
        `DOM nodes ${String(metric("Nodes")).padStart(6)}  listeners ${String(metric("JSEventListeners")).padStart(6)}`,
    )
  }
  await measure(0)
  for (let cycle = 1; cycle <= cycles; cycle++) {
    if (cycle % 2 === 1) await checkInCycle(page)
    else await bookingCycle(page, cycle)
    await page.getByRole("link", { name: "Ilmoittaudu" }).waitFor()
    if (cycle % every === 0 || cycle === cycles) await measure(cycle)
  }
  // least-squares slope of the heap over the cycles
  const n = samples.length
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / n
  const mx = mean(samples.map((sample) => sample.cycle))
  const my = mean(samples.map((sample) => sample.heap))
  const slope =
    samples.reduce((sum, sample) => sum + (sample.cycle - mx) * (sample.heap - my), 0) /
    Math.max(
      1,
      samples.reduce((sum, sample) => sum + (sample.cycle - mx) ** 2, 0),
    )
  console.log(`heap growth ${(slope / 1024).toFixed(1)} KiB per cycle over ${cycles} cycles`)
  await browser.close()
}

let stopServers = () => {}
try {
  await main()
} finally {
  stopServers()
}
