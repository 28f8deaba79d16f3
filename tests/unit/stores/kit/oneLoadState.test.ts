// One way to read a load (issue 29): a store holds the kit's LoadableModel and its readers ask that model for the
// status and the error's kind; no store copies them into getters of its own, and no page state says "loaded" in a
// word of its own. The source is read as text: a copy added anywhere under src/ fails here.
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

const SRC = path.resolve(import.meta.dirname, "../../../../src")
const KIT_MODEL = path.join("kit", "stores", "Loadable.ts")

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const files = sourceFiles(SRC).map((file) => ({
  file: path.relative(SRC, file),
  text: readFileSync(file, "utf8"),
}))

/** The files (other than the kit's model) whose text matches `pattern`. */
function filesMatching(pattern: RegExp): string[] {
  return files.filter(({ file, text }) => file !== KIT_MODEL && pattern.test(text)).map(({ file }) => file)
}

/** A union type's string members, by the type's name, for every `export type X = "a" | "b"` in the source. */
function stateUnions(): Map<string, string[]> {
  const unions = new Map<string, string[]>()
  for (const { file, text } of files) {
    for (const match of text.matchAll(/export type (\w+) =((?:\s*\|?\s*"[^"]*")+)/g)) {
      const members = [...match[2]!.matchAll(/"([^"]*)"/g)].map((member) => member[1]!)
      unions.set(`${file}: ${match[1]}`, members)
    }
  }
  return unions
}

describe("one way to read a load's state", () => {
  it("finds the source it checks", () => {
    expect(files.length).toBeGreaterThan(100)
    expect(files.some(({ file }) => file === KIT_MODEL)).toBe(true)
  })

  it("has no store copy the load's error kind or status into a getter of its own", () => {
    expect(filesMatching(/get (errorKind|loadStatus|loadMoreErrorKind)\(/)).toEqual([])
  })

  it("keeps no second copy of a load's error kind in a store's state", () => {
    expect(filesMatching(/^\s*errorKind: undefined as LoadErrorKind/m)).toEqual([])
  })

  it("says loaded in the kit's word in every page state that has a loading", () => {
    const unions = stateUnions()
    const withLoading = [...unions].filter(([, members]) => members.includes("loading"))
    // the kit's own status and the page states built on it are all here
    expect(withLoading.map(([name]) => name)).toContain(`${KIT_MODEL}: LoadStatus`)
    expect(withLoading.length).toBeGreaterThan(5)
    const otherWords = ["ok", "ready", "success", "done", "fetched"]
    const offending = withLoading
      .filter(([, members]) => members.some((member) => otherWords.includes(member)))
      .map(([name]) => name)
      .sort()
    // steps that come after the load, not the load itself: the logged-in reservation made (success), and the
    // payment created with its providers offered (ready)
    expect(offending).toEqual([
      "features/booking/store/LoggedInReservation.ts: LoggedInStep",
      "features/payments/store/payment/InvoicePayment.ts: InvoicePaymentPhase",
    ])
  })
})
