// Checks that locales/{fi,sv,en}/*.json hold the same keys and no empty texts; Finnish is the source.
import { existsSync, readFileSync, readdirSync } from "node:fs"
import path from "node:path"

export const LOCALE_LANGUAGES = ["fi", "sv", "en"] as const
const SOURCE = "fi"

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, name)) out.set(k, v)
    } else out.set(name, value)
  }
  return out
}

function interpolations(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] as string).sort()
}

export function checkLocales(dir: string): string[] {
  const problems: string[] = []
  const namespaces = readdirSync(path.join(dir, SOURCE)).filter((file) => file.endsWith(".json"))
  for (const lang of LOCALE_LANGUAGES) {
    for (const file of readdirSync(path.join(dir, lang)).filter((f) => f.endsWith(".json"))) {
      if (!namespaces.includes(file)) problems.push(`${lang}/${file}: no such namespace in ${SOURCE}`)
    }
  }
  for (const file of namespaces) {
    const source = flatten(JSON.parse(readFileSync(path.join(dir, SOURCE, file), "utf8")) as Tree)
    for (const lang of LOCALE_LANGUAGES) {
      const where = path.join(dir, lang, file)
      if (!existsSync(where)) {
        problems.push(`${lang}/${file}: missing`)
        continue
      }
      const texts = lang === SOURCE ? source : flatten(JSON.parse(readFileSync(where, "utf8")) as Tree)
      for (const [key, text] of texts) {
        if (typeof text !== "string") problems.push(`${lang}/${file} ${key}: not a text`)
        else if (text.trim() === "") problems.push(`${lang}/${file} ${key}: empty`)
        if (!source.has(key)) problems.push(`${lang}/${file} ${key}: not in ${SOURCE}`)
      }
      for (const [key, sourceText] of source) {
        const text = texts.get(key)
        if (text === undefined) problems.push(`${lang}/${file} ${key}: missing`)
        else if (typeof text === "string" && typeof sourceText === "string") {
          const expected = interpolations(sourceText).join(",")
          if (interpolations(text).join(",") !== expected)
            problems.push(`${lang}/${file} ${key}: placeholders differ from ${SOURCE} ({{${expected}}})`)
        }
      }
    }
  }
  return problems
}
