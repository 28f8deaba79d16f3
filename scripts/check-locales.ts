import path from "node:path"
import { checkLocales } from "./locales.ts"

const problems = checkLocales(path.resolve(import.meta.dirname, "..", "locales"))
if (problems.length > 0) {
  console.error(`locales: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join("\n")}`)
  process.exit(1)
}
console.log("locales: fi, sv and en have the same keys, all non-empty")
