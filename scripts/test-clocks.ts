// `npm run test:clocks`: the unit suite and the date-sensitive end-to-end specs at fixed moments, one line each.
// The unit tests read the moment as TEST_NOW (tests/support/clock.ts), the sandbox as SANDBOX_NOW, the browser from
// Playwright's clock set to the sandbox's now (tests/e2e/clock.ts). Nothing here touches the machine's clock.
//
//   npm run test:clocks                      every moment, unit and e2e
//   npm run test:clocks -- --unit            unit only (or --e2e)
//   npm run test:clocks -- --only friday     the moments whose name contains the word
import { spawnSync } from "node:child_process"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

// Helsinki wall-clock moments, each half an hour or more clear of midnight (tests/e2e/clock.ts says why)
const MOMENTS: readonly { name: string; at: string }[] = [
  { name: "weekday morning (Tuesday 08:40)", at: "2026-11-24T08:40:00+02:00" },
  { name: "Friday late evening (23:15)", at: "2026-11-27T23:15:00+02:00" },
  { name: "Sunday night (23:15)", at: "2026-11-29T23:15:00+02:00" },
  { name: "spring DST night (02:30, clocks go 03:00 → 04:00)", at: "2026-03-29T02:30:00+02:00" },
  { name: "autumn DST night (03:30 summer time, clocks go 04:00 → 03:00)", at: "2026-10-25T03:30:00+03:00" },
  { name: "last day of a month (Wednesday 30 September, 22:30)", at: "2026-09-30T22:30:00+03:00" },
  { name: "last day of the year (Thursday, 23:15)", at: "2026-12-31T23:15:00+02:00" },
]

// The specs whose outcome depends on the day or hour: lists and calendar, reservations and their binding
// threshold, appointments relative to now (check-in, cancel), the front page, invoices and their online payment,
// the kiosk's check-in and booking, and the fault matrix.
const DATE_SENSITIVE_SPECS = [
  "tests/e2e/portal/booking-calendar.spec.ts",
  "tests/e2e/portal/booking-list.spec.ts",
  // the list's first search, sent by its page's loader with the dates of the visitor's day
  "tests/e2e/portal/first-frame.spec.ts",
  "tests/e2e/portal/booking-journey.spec.ts",
  "tests/e2e/portal/booking-reservation.spec.ts",
  "tests/e2e/portal/booking-loggedin.spec.ts",
  "tests/e2e/portal/kela65-booking.spec.ts",
  "tests/e2e/portal/appointment-view.spec.ts",
  "tests/e2e/portal/check-in.spec.ts",
  "tests/e2e/portal/cancel.spec.ts",
  "tests/e2e/portal/front-page.spec.ts",
  "tests/e2e/portal/records-front.spec.ts",
  "tests/e2e/portal/records-laboratory.spec.ts",
  // the printed visit's date (the clock's day) and the renewal requests a patient follows (sent today)
  "tests/e2e/portal/records-visits.spec.ts",
  "tests/e2e/portal/health-prescriptions.spec.ts",
  // invoices payable online for four days after the visit (spec booking §9)
  "tests/e2e/portal/invoices.spec.ts",
  "tests/e2e/portal/payment.spec.ts",
  "tests/e2e/kiosk/check-in.spec.ts",
  "tests/e2e/kiosk/visit-reset.spec.ts",
  // the kiosk's day picker and time grid, and every writing flow under faults (check-in windows, bookable slots)
  "tests/e2e/kiosk/booking-grid.spec.ts",
  "tests/e2e/kiosk/speech-booking.spec.ts",
  // booking by the kiosk's own keyboard: another day's free times, the form, the result
  "tests/e2e/kiosk/speech-booking-keyboard.spec.ts",
  // every kiosk state, reached through a check-in and a booking
  "tests/e2e/kiosk/states.spec.ts",
  "tests/e2e/kiosk/fault-matrix.spec.ts",
  "tests/e2e/portal/fault-matrix.spec.ts",
]

const args = process.argv.slice(2)
const only = args.includes("--only") ? args[args.indexOf("--only") + 1]?.toLowerCase() : undefined
const runUnit = !args.includes("--e2e")
const runE2e = !args.includes("--unit")
const logDir = path.resolve(import.meta.dirname, "..", "test-results-clocks")
mkdirSync(logDir, { recursive: true })

type Counts = { passed: number; failed: number; skipped: number; log: string }

function run(command: string, commandArgs: string[], env: Record<string, string>, log: string): void {
  const result = spawnSync(command, commandArgs, {
    env: { ...process.env, CI: process.env.CI ?? "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 256 * 1024 * 1024,
  })
  writeFileSync(log, `${result.stdout?.toString() ?? ""}${result.stderr?.toString() ?? ""}`)
}

function unitAt(at: string, slug: string): Counts {
  const report = path.join(logDir, `${slug}-unit.json`)
  const log = path.join(logDir, `${slug}-unit.log`)
  run(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    { TEST_NOW: at },
    log,
  )
  try {
    const json = JSON.parse(readFileSync(report, "utf8")) as {
      numPassedTests: number
      numFailedTests: number
      numPendingTests: number
      numTodoTests: number
      numFailedTestSuites: number
    }
    return {
      passed: json.numPassedTests,
      // a failed test also fails its describe blocks and file; a file that fails to load has no failed test
      failed: json.numFailedTests || json.numFailedTestSuites,
      skipped: json.numPendingTests + json.numTodoTests,
      log,
    }
  } catch {
    return { passed: 0, failed: 1, skipped: 0, log }
  }
}

function e2eAt(at: string, slug: string): Counts {
  const report = path.join(logDir, `${slug}-e2e.json`)
  const log = path.join(logDir, `${slug}-e2e.log`)
  run(
    "npx",
    [
      "playwright",
      "test",
      ...DATE_SENSITIVE_SPECS,
      "--reporter=list,json",
      `--output=${path.join(logDir, slug)}`,
    ],
    { E2E_NOW: at, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    log,
  )
  try {
    const { stats } = JSON.parse(readFileSync(report, "utf8")) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number }
    }
    return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped, log }
  } catch {
    return { passed: 0, failed: 1, skipped: 0, log }
  }
}

const describe = (label: string, counts: Counts) =>
  `${label} ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}` +
  (counts.failed > 0 ? ` (${path.relative(process.cwd(), counts.log)})` : "")

if (runE2e) {
  const built = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

let failures = 0
let total = { passed: 0, failed: 0 }
for (const { name, at } of MOMENTS) {
  if (only && !name.toLowerCase().includes(only)) continue
  const slug = at.replace(/[^0-9]/g, "").slice(0, 12)
  const parts: string[] = []
  let failedHere = 0
  for (const [label, layer] of [
    ["unit", runUnit ? unitAt : undefined],
    ["e2e", runE2e ? e2eAt : undefined],
  ] as const) {
    if (!layer) continue
    const counts = layer(at, slug)
    failures += counts.failed
    failedHere += counts.failed
    total = { passed: total.passed + counts.passed, failed: total.failed + counts.failed }
    parts.push(describe(label, counts))
  }
  console.log(`${failedHere > 0 ? "FAIL" : "ok  "} ${at}  ${name}: ${parts.join("; ")}`)
}
console.log(`clocks: ${total.passed} passed, ${total.failed} failed`)
process.exit(failures > 0 ? 1 : 0)
