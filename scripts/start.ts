// `npm start`: the sandbox backend and a Vite dev server for both targets, with /api proxied to the sandbox.
import { spawn, type ChildProcess } from "node:child_process"

const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4010)
const WEB_PORT = Number(process.env.PORT ?? 5173)
const children: ChildProcess[] = []

function run(
  command: string,
  args: string[],
  env: Record<string, string>,
  onOutput?: (text: string) => void,
): ChildProcess {
  // Each child leads its own process group, so stopping it also stops what it started (npx starts vite).
  const child = spawn(command, args, {
    stdio: ["ignore", onOutput ? "pipe" : "inherit", "inherit"],
    env: { ...process.env, ...env },
    detached: true,
  })
  child.stdout?.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk)
    onOutput?.(chunk.toString())
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
  for (const child of children) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
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

let sandboxOutput = ""
run("node", ["sandbox/main.ts"], { SANDBOX_PORT: String(SANDBOX_PORT) }, (text) => (sandboxOutput += text))
await waitFor(`http://localhost:${SANDBOX_PORT}/api/health`)
const readyIn = /sandbox ready in (\d+) ms/.exec(sandboxOutput)?.[1]
run("npx", ["vite", "--port", String(WEB_PORT), "--strictPort"], {
  SANDBOX_URL: `http://localhost:${SANDBOX_PORT}`,
})
await waitFor(`http://localhost:${WEB_PORT}/kiosk/`)

interface Persona {
  id: string
  name: string
  brands: string[]
  description: string
  pin: string | null
}

// The sandbox's development endpoint: scripts may not import sandbox/ (the lint boundary).
async function personas(): Promise<Persona[]> {
  const response = await fetch(`http://localhost:${SANDBOX_PORT}/__sandbox/personas`).catch(() => undefined)
  return response?.ok ? ((await response.json()) as { personas: Persona[] }).personas : []
}

function personaLines(all: Persona[], brand: string): string {
  const width = Math.max(...all.map((persona) => persona.id.length))
  return all
    .filter((persona) => persona.brands.includes(brand))
    .map((persona) => {
      const pin = persona.pin ? ` (PIN ${persona.pin})` : ""
      return `    ${persona.id.padEnd(width)}  ${persona.name}: ${persona.description}${pin}`
    })
    .join("\n")
}

const known = await personas()
console.log(`
  Patient portal   http://localhost:${WEB_PORT}/fi   (also /sv, /en)
  Lobby kiosk      http://localhost:${WEB_PORT}/kiosk/
  Sandbox backend  http://localhost:${SANDBOX_PORT}/api/session${readyIn ? `   (ready in ${readyIn} ms)` : ""}

  The brand follows the sandbox-environment cookie: adult-development (default), adult-production,
  children-development or children-production. Stop with Ctrl+C.

  Log in (any bank or the mobile certificate) as one of these test personas. Personas with a PIN get the
  SMS-code step; the PIN is the last four digits of their phone number.
  Adult brand:
${personaLines(known, "adult")}
  Children's brand:
${personaLines(known, "children")}
`)
