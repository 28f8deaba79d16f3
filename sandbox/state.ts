import { existsSync } from "node:fs"
import path from "node:path"
import { DatabaseSync } from "node:sqlite"
import { pinAttemptsModule } from "./auth/mfa.ts"
import { sessionsModule } from "./auth/sessions.ts"
import { bookingModule } from "./booking/seed.ts"
import { insuranceModule } from "./booking/insurance.ts"
import { openDatabase, type Db, type DbModule } from "./db/database.ts"
import { messagingModule } from "./messaging/module.ts"
import { guardiansModule } from "./account/guardians.ts"
import { kelaCardModule } from "./account/kelaCard.ts"
import { mfaModule } from "./account/mfa.ts"
import { patientsModule } from "./account/patients.ts"
import { uploadsModule } from "./account/uploads.ts"
import { invoicesModule } from "./payments/invoices.ts"
import { recordsModule } from "./records/seed/index.ts"
import { sandboxClockFrom, seedDayFor } from "./time.ts"

/** Every area of the sandbox's state, in seeding order. */
export const DB_MODULES: readonly DbModule[] = [
  sessionsModule,
  bookingModule,
  insuranceModule,
  messagingModule,
  pinAttemptsModule,
  patientsModule,
  guardiansModule,
  mfaModule,
  uploadsModule,
  kelaCardModule,
  recordsModule,
  invoicesModule,
]

/** Where `npm run sandbox` keeps its state between restarts (SANDBOX_DATA_DIR to change). */
export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, "data")

export function databaseFileIn(dataDir: string): string {
  return path.join(dataDir, "sandbox.db")
}

export function openSandboxDatabase(file: string, today: string = seedDayFor(sandboxClockFrom())): Db {
  return openDatabase(file, DB_MODULES, today)
}

/**
 * Back to the seed for today: every table is dropped and made again, so a changed table definition takes effect
 * too. A sandbox running on the same file sees the new state at once.
 */
export function resetSandboxDatabase(file: string, today: string = seedDayFor(sandboxClockFrom())): void {
  if (file !== ":memory:" && existsSync(file)) {
    const db = new DatabaseSync(file)
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[]
    db.exec("PRAGMA foreign_keys = OFF")
    for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name.replaceAll('"', '""')}"`)
    db.close()
  }
  openSandboxDatabase(file, today).close()
}
