// Vitest's global setup: the sandbox's database is seeded once per run for the tests' day, and each test file's
// sandbox starts from a copy of it (tests/support/sandbox.ts) instead of seeding its own, which took 2–5 s a file on
// a busy machine. A sandbox for another day (a test's own `today`, a run that crosses midnight) or on a database
// file of its own seeds as before.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { testClock } from "./clock.ts"

/** The environment variable that names the seeded copy's file for the test workers (and their worker threads). */
export const SEED_TEMPLATE_ENV = "SANDBOX_SEED_TEMPLATE"

export default async function seedOnce(): Promise<() => void> {
  const [{ openSandboxDatabase }, { seedDayFor }] = await Promise.all([
    import("../../sandbox/state.ts"),
    import("../../sandbox/time.ts"),
  ])
  const db = openSandboxDatabase(":memory:", seedDayFor(testClock))
  const directory = mkdtempSync(path.join(tmpdir(), "sandbox-seed-"))
  const file = path.join(directory, "seeded.db")
  writeFileSync(file, db.serialize())
  db.close()
  process.env[SEED_TEMPLATE_ENV] = file
  return () => rmSync(directory, { recursive: true, force: true })
}
