// `npm start`: the sandbox backend and a Vite dev server for both targets, with /api proxied to the sandbox.
import { spawn, type ChildProcess } from "node:child_process"

const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4010)
const WEB_PORT = Number(process.env.PORT ?? 5173)
const children: ChildProcess[] = []

function run(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  })
  child.on("exit", (code) => {
    if (code !== 0 && code !== null) {
      console.error(`${command} ${args.join(" ")} exited with ${code}`)
      stop(code)
    }
  })
  children.push(child)
  return child
}

function stop(code = 0): never {
  for (const child of children) child.kill("SIGTERM")
  process.exit(code)
}
process.on("SIGINT", () => stop())
process.on("SIGTERM", () => stop())

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(url, { headers: { accept: "text/html" } })).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not come up`)
}

run("node", ["sandbox/main.ts"], { SANDBOX_PORT: String(SANDBOX_PORT) })
await waitFor(`http://localhost:${SANDBOX_PORT}/api/health`)
run("npx", ["vite", "--port", String(WEB_PORT), "--strictPort"], {
  SANDBOX_URL: `http://localhost:${SANDBOX_PORT}`,
})
await waitFor(`http://localhost:${WEB_PORT}/kiosk/`)

console.log(`
  Patient portal   http://localhost:${WEB_PORT}/fi   (also /sv, /en)
  Lobby kiosk      http://localhost:${WEB_PORT}/kiosk/
  Sandbox backend  http://localhost:${SANDBOX_PORT}/api/session

  The brand follows the sandbox-environment cookie: adult-development (default), adult-production,
  children-development or children-production. Stop with Ctrl+C.
`)
