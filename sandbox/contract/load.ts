// contracts/openapi.yaml, read once per process. The parsed document is kept as JSON by the YAML's hash: parsing
// the YAML takes about half a second here, reading the JSON 10 ms, and the sandbox must answer within 2 s of starting.
import { createHash } from "node:crypto"
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createContract, isObject, type Contract } from "./document.ts"

export const CONTRACT_FILE = fileURLToPath(new URL("../../contracts/openapi.yaml", import.meta.url))
const CACHE_DIR = fileURLToPath(new URL("../../node_modules/.cache/sandbox/", import.meta.url))

function readContract(): unknown {
  const text = readFileSync(CONTRACT_FILE, "utf8")
  const name = `openapi-${createHash("sha256").update(text).digest("hex").slice(0, 16)}.json`
  const cached = path.join(CACHE_DIR, name)
  try {
    return JSON.parse(readFileSync(cached, "utf8"))
  } catch {
    // Not parsed yet: yaml is loaded only now, as importing it costs 100 ms.
    const { parse } = createRequire(import.meta.url)("yaml") as typeof import("yaml")
    const document: unknown = parse(text)
    try {
      mkdirSync(CACHE_DIR, { recursive: true })
      for (const old of readdirSync(CACHE_DIR))
        if (old.startsWith("openapi-")) rmSync(path.join(CACHE_DIR, old))
      writeFileSync(cached, JSON.stringify(document))
    } catch {
      // A read-only checkout parses every time.
    }
    return document
  }
}

let portal: Contract | undefined

/** contracts/openapi.yaml, read on first use and kept for the life of the process. */
export function portalContract(): Contract {
  if (!portal) {
    const document = readContract()
    if (!isObject(document)) throw new Error(`${CONTRACT_FILE} is not an OpenAPI document`)
    portal = createContract(document)
  }
  return portal
}
