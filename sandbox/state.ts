import path from "node:path"
import { sessionsModule } from "./auth/sessions.ts"
import { openDatabase, type Db, type DbModule } from "./db/database.ts"
import { todayInHelsinki } from "./time.ts"

/** Every area of the sandbox's state, in seeding order. */
export const DB_MODULES: readonly DbModule[] = [sessionsModule]

/** Where `npm run sandbox` keeps its state between restarts (SANDBOX_DATA_DIR to change). */
export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, "data")

export function databaseFileIn(dataDir: string): string {
  return path.join(dataDir, "sandbox.db")
}

export function openSandboxDatabase(file: string, today: string = todayInHelsinki()): Db {
  return openDatabase(file, DB_MODULES, today)
}
