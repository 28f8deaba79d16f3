// `npm run contracts:diff -- <git-ref>`: breaking changes in contracts/ since <git-ref> (the working tree against
// the committed contracts at that ref). Exits 1 when there is any breaking change, 0 otherwise, 2 on bad usage.
//   node scripts/contracts-diff.ts origin/main
//   node scripts/contracts-diff.ts --old <dir-or-file>... --new <dir-or-file>...
// A directory stands for its openapi.yaml and messaging.graphql; a file is OpenAPI (.yaml, .yml, .json) or GraphQL
// (.graphql). Only the kinds present on both sides are compared.
import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import { CONTRACT_FILES, report, root, shown, type CheckResult } from "./contracts/files.ts"
import { diffGraphql } from "./contracts/graphql.ts"
import { diffOpenApi } from "./contracts/redocly.ts"

interface Side {
  openapi?: string
  graphql?: string
}

function usage(message: string): never {
  console.error(`${message}\nUsage: contracts-diff <git-ref> | --old <dir-or-file>... --new <dir-or-file>...`)
  process.exit(2)
}

function side(paths: string[]): Side {
  const found: Side = {}
  for (const given of paths) {
    const file = path.resolve(process.cwd(), given)
    if (!existsSync(file)) usage(`${given} does not exist`)
    if (statSync(file).isDirectory()) {
      const openapi = path.join(file, path.basename(CONTRACT_FILES.openapi))
      const graphql = path.join(file, path.basename(CONTRACT_FILES.messagingSchema))
      if (existsSync(openapi)) found.openapi = openapi
      if (existsSync(graphql)) found.graphql = graphql
    } else if (/\.(ya?ml|json)$/.test(file)) found.openapi = file
    else if (file.endsWith(".graphql")) found.graphql = file
    else usage(`${given}: expected a directory, an OpenAPI file (.yaml, .yml, .json) or a .graphql schema`)
  }
  return found
}

/** contracts/ as committed at `ref`, extracted into a temporary directory (git archive keeps multi-file specs whole). */
function contractsAt(ref: string, into: string): string {
  const archive = spawnSync("git", ["archive", "--format=tar", ref, "--", "contracts"], {
    cwd: root,
    maxBuffer: 256 * 1024 * 1024,
  })
  const untar =
    archive.status === 0 ? spawnSync("tar", ["-x", "-C", into], { input: archive.stdout }) : archive
  if (untar.status !== 0) {
    rmSync(into, { recursive: true, force: true })
    usage(`contracts/ at ${ref}: ${untar.stderr.toString().trim()}`)
  }
  return path.join(into, "contracts")
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { old: { type: "string", multiple: true }, new: { type: "string", multiple: true } },
})

let temporary: string | undefined
let gitRef: string | undefined
let before: Side
let after: Side
if (values.old || values.new) {
  if (!values.old || !values.new || positionals.length > 0)
    usage("Give both --old and --new, and no git ref.")
  before = side(values.old)
  after = side(values.new)
} else {
  const [ref] = positionals
  if (!ref || positionals.length > 1) usage("Give one git ref.")
  gitRef = ref
  temporary = mkdtempSync(path.join(tmpdir(), "contracts-diff-"))
  before = side([contractsAt(ref, temporary)])
  after = side([path.join(root, "contracts")])
  console.log(`Contracts at ${ref} → the working tree`)
}

try {
  const checks: Promise<CheckResult>[] = []
  const skipped: string[] = []
  for (const [kind, label, diff] of [
    ["openapi", "OpenAPI", diffOpenApi],
    ["graphql", "GraphQL", diffGraphql],
  ] as const) {
    const [oldFile, newFile] = [before[kind], after[kind]]
    // In a temporary directory, the old file is best named by where it came from.
    const oldLabel =
      gitRef && oldFile ? `${gitRef}:${path.relative(temporary ?? "", oldFile)}` : shown(oldFile ?? "")
    if (oldFile && newFile) checks.push(diff(oldFile, newFile, [oldLabel, shown(newFile)]))
    else if (oldFile) skipped.push(`✖ ${label}  ${oldLabel} has no counterpart on the new side`)
    else if (newFile) skipped.push(`– ${label}  ${shown(newFile)} is new: nothing to compare`)
  }
  if (checks.length === 0 && skipped.length === 0) usage("Nothing to compare.")
  const results = await Promise.all(checks)
  for (const line of skipped) console.log(line)
  const removed = skipped.some((line) => line.startsWith("✖"))
  process.exitCode = Math.max(report(results), removed ? 1 : 0)
} finally {
  if (temporary) rmSync(temporary, { recursive: true, force: true })
}
