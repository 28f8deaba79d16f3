import { execFile } from "node:child_process"
import { fileURLToPath } from "node:url"

export const root = fileURLToPath(new URL("../../..", import.meta.url))
export const fixture = (name: string) => `tests/unit/contracts/fixtures/${name}`

export interface Run {
  code: number
  output: string
}

/** Runs one of the contract scripts as `npm run` would, from the repository root. */
export function runScript(script: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [`scripts/${script}`, ...args], { cwd: root }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : 1) : 0
      resolve({ code, output: stdout + stderr })
    })
  })
}
