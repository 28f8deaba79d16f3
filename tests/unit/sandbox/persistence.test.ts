import { spawn, spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { startSandbox } from "../../../sandbox/server.ts"
import { loginAs } from "../../../sandbox/idp/client.ts"

const MAIN = path.resolve(import.meta.dirname, "../../../sandbox/main.ts")
const dir = mkdtempSync(path.join(tmpdir(), "sandbox-state-"))
const databaseFile = path.join(dir, "sandbox.db")
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function isLoggedIn(cookieHeader: string): Promise<boolean> {
  const sandbox = await startSandbox({ port: 0, databaseFile })
  try {
    const response = await fetch(`${sandbox.url}/api/session`, { headers: { cookie: cookieHeader } })
    return ((await response.json()) as { isLoggedIn: boolean }).isLoggedIn
  } finally {
    await sandbox.close()
  }
}

describe("the sandbox's state in a database file", () => {
  it("survives a restart, and --reset brings back the seed", async () => {
    const first = await startSandbox({ port: 0, databaseFile })
    const { cookieHeader } = await loginAs(first.url, "aino")
    await first.close()
    expect(await isLoggedIn(cookieHeader)).toBe(true)

    const reset = spawnSync(process.execPath, [MAIN, "--reset"], {
      env: { ...process.env, SANDBOX_DATABASE: databaseFile },
      encoding: "utf8",
    })
    expect(reset.status, reset.stderr).toBe(0)
    expect(reset.stdout).toContain("reset to the seed")
    expect(await isLoggedIn(cookieHeader)).toBe(false)
  }, 30_000)
})

describe("npm run sandbox (sandbox/main.ts)", () => {
  it("prints its address and how long it took to answer, and answers", async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, SANDBOX_PORT: "0", SANDBOX_DATABASE: ":memory:" },
      stdio: ["ignore", "pipe", "inherit"],
    })
    try {
      let output = ""
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString()
          if (/sandbox ready in \d+ ms/.test(output)) resolve()
        })
        child.once("exit", (code) => reject(new Error(`exited with ${code}: ${output}`)))
      })
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1]
      expect(url).toBeDefined()
      expect((await fetch(`${url}/api/session`)).status).toBe(200)
    } finally {
      child.kill("SIGTERM")
    }
  }, 30_000)
})
