import { execFile } from "node:child_process"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { expect, it } from "vitest"

const root = fileURLToPath(new URL("../../..", import.meta.url))

it("generated/ is up to date with contracts/ (npm run generate:check)", { timeout: 60_000 }, async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/generate.ts", "--check"], {
    cwd: root,
  })
  expect(stdout).toContain("up to date")
})
