import { mkdirSync } from "node:fs"
import path from "node:path"
import { DatabaseSync } from "node:sqlite"

export type Db = DatabaseSync

/**
 * One area of the sandbox's state: its tables and how it seeds them. Seeds are deterministic for a given
 * `today` (yyyy-MM-dd in Helsinki), so a reset always gives the same data relative to that day.
 */
export interface DbModule {
  name: string
  ddl: readonly string[]
  seed?: (db: Db, today: string) => void
}

const META_DDL = `CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`

export function metaValue(db: Db, key: string): string | undefined {
  const row = db.prepare("SELECT value FROM meta WHERE key = ?").get(key) as { value: string } | undefined
  return row?.value
}

function setMeta(db: Db, key: string, value: string): void {
  db.prepare(
    "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
  ).run(key, value)
}

/** Runs fn in one transaction: all of it happens, or none. */
export function transaction<T>(db: Db, fn: () => T): T {
  db.exec("BEGIN IMMEDIATE")
  try {
    const result = fn()
    db.exec("COMMIT")
    return result
  } catch (error) {
    db.exec("ROLLBACK")
    throw error
  }
}

/**
 * Opens (or creates) the database at `file` (":memory:" for a throwaway one), creates every module's tables and
 * seeds them when the database is new. State then survives restarts until `resetDatabase`.
 */
export function openDatabase(file: string, modules: readonly DbModule[], today: string): Db {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true })
  const db = new DatabaseSync(file)
  db.exec("PRAGMA journal_mode = WAL")
  db.exec("PRAGMA foreign_keys = ON")
  db.exec(META_DDL)
  for (const module of modules) for (const ddl of module.ddl) db.exec(ddl)
  if (metaValue(db, "seededFor") === undefined) seed(db, modules, today)
  return db
}

/**
 * A throwaway database holding a copy of another's state (`serialize()` of a seeded one): what `openDatabase` with
 * ":memory:" gives, without seeding again. The tests seed once per run and start each sandbox from the copy.
 */
export function openDatabaseCopy(bytes: Uint8Array): Db {
  const db = new DatabaseSync(":memory:")
  db.deserialize(bytes)
  db.exec("PRAGMA foreign_keys = ON")
  return db
}

function seed(db: Db, modules: readonly DbModule[], today: string): void {
  transaction(db, () => {
    for (const module of modules) module.seed?.(db, today)
    setMeta(db, "seededFor", today)
  })
}

/** Empties every table and seeds again for `today`. */
export function resetDatabase(db: Db, modules: readonly DbModule[], today: string): void {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[]
  db.exec("PRAGMA foreign_keys = OFF")
  transaction(db, () => {
    for (const { name } of tables) db.exec(`DELETE FROM "${name}"`)
  })
  db.exec("PRAGMA foreign_keys = ON")
  seed(db, modules, today)
}
