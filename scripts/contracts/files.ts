// Where the contracts live and how to run the command-line tools that read them.
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import path from "node:path"

export const root = fileURLToPath(new URL("../..", import.meta.url))

export const CONTRACT_FILES = {
  openapi: "contracts/openapi.yaml",
  messagingSchema: "contracts/messaging.graphql",
  messagingOperations: "contracts/messaging",
} as const

export interface CommandResult {
  code: number
  stdout: string
  stderr: string
}

/** Runs a tool from node_modules/.bin (not npx: it prints npm's own warnings and is slower), capturing output. */
export function runTool(tool: string, args: string[], cwd = root): Promise<CommandResult> {
  const executable = path.join(root, "node_modules", ".bin", tool)
  return new Promise((resolve, reject) => {
    const child = spawn(executable, args, {
      cwd,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", NO_COLOR: "1", FORCE_COLOR: "0" },
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
    child.on("error", reject)
    child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }))
  })
}

/** A path as the user would type it: relative to the repository when inside it. */
export function shown(file: string): string {
  const absolute = path.resolve(root, file)
  const relative = path.relative(root, absolute)
  return relative.startsWith("..") ? absolute : relative
}

export interface CheckResult {
  ok: boolean
  /** One line: what was checked and the verdict. */
  summary: string
  /** The problems or changes, one a line. */
  details: string[]
}

/** Prints each check's summary line and its details under it; returns the exit code (1 when any check failed). */
export function report(results: CheckResult[]): number {
  for (const result of results) {
    console.log(result.summary)
    for (const line of result.details) console.log(`    ${line}`)
  }
  return results.every((result) => result.ok) ? 0 : 1
}
