// The sandbox (in-memory, from the seed) and `vite preview` of a build, on free ports, as playwright.config.ts starts
// them for the end-to-end tests. Each runs in a process group of its own, so stopping it ends npx and vite too.
import { spawn, type ChildProcess } from "node:child_process"
import { createServer } from "node:net"
import { startHttp2Front } from "./http2Front.ts"

export type Servers = { sandboxUrl: string; baseUrl: string; stop: () => void }

/** A port nobody listens on now: the system's pick for a listener that closes at once. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      )
    })
  })
}

async function waitFor(url: string, child: ChildProcess, name: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${name} did not answer at ${url}`)
}

/** The servers; with `http2`, the preview behind an HTTP/2 front (http2Front.ts), whose address is the base. */
export async function startServers(root: string, dist: string, { http2 = false } = {}): Promise<Servers> {
  const [sandboxPort, previewPort, frontPort] = [await freePort(), await freePort(), await freePort()]
  const sandboxUrl = `http://localhost:${sandboxPort}`
  const previewUrl = `http://localhost:${previewPort}`
  const children: ChildProcess[] = []
  let stopFront = () => {}
  const start = (command: string, args: string[], env: Record<string, string>) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    })
    children.push(child)
    return child
  }
  const stop = () => {
    stopFront()
    for (const child of children)
      if (child.pid && child.exitCode === null)
        try {
          process.kill(-child.pid, "SIGTERM")
        } catch {
          // already gone
        }
  }
  try {
    const sandbox = start(process.execPath, ["sandbox/main.ts"], {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DATABASE: ":memory:",
    })
    await waitFor(`${sandboxUrl}/api/health`, sandbox, "the sandbox")
    const preview = start(
      "npx",
      ["vite", "preview", "--port", String(previewPort), "--strictPort", "--outDir", dist],
      { SANDBOX_URL: sandboxUrl },
    )
    await waitFor(previewUrl, preview, "vite preview")
    if (http2) stopFront = await startHttp2Front(frontPort, previewPort)
  } catch (error) {
    stop()
    throw error
  }
  return { sandboxUrl, baseUrl: http2 ? `https://localhost:${frontPort}` : previewUrl, stop }
}
