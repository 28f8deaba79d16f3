import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { checkLocales } from "../../../scripts/locales.ts"

const repoLocales = path.resolve(import.meta.dirname, "../../../locales")

function fixture(files: Record<string, Record<string, unknown>>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "locales-"))
  for (const lang of ["fi", "sv", "en"]) mkdirSync(path.join(dir, lang))
  for (const [file, content] of Object.entries(files))
    writeFileSync(path.join(dir, file), JSON.stringify(content))
  return dir
}

describe("locales", () => {
  it("every language of the product has every key, with a non-empty text", () => {
    expect(checkLocales(repoLocales)).toEqual([])
  })

  it("reports a key missing in one language", () => {
    const dir = fixture({
      "fi/common.json": { a: "Hei", nested: { b: "Moi" } },
      "sv/common.json": { a: "Hej" },
      "en/common.json": { a: "Hi", nested: { b: "Hello" } },
    })
    expect(checkLocales(dir)).toEqual(["sv/common.json nested.b: missing"])
  })

  it("reports empty texts, extra keys, missing files and differing placeholders", () => {
    const dir = fixture({
      "fi/common.json": { a: "Hei {{name}}", b: "Moi" },
      "sv/common.json": { a: "Hej {{namn}}", b: " ", c: "extra" },
      "fi/shell.json": { x: "Valikko" },
      "sv/shell.json": { x: "Meny" },
      "en/common.json": { a: "Hi {{name}}", b: "Hello" },
    })
    expect(checkLocales(dir).sort()).toEqual(
      [
        "en/shell.json: missing",
        "sv/common.json a: placeholders differ from fi ({{name}})",
        "sv/common.json b: empty",
        "sv/common.json c: not in fi",
      ].sort(),
    )
  })
})
