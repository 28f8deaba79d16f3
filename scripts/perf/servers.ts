// The sandbox (in-memory, from the seed) and nginx over a build (`npm run serve`), on free ports, as the end-to-end
// tests run them. Each runs in a process group of its own, so stopping it ends all of it. With `tls`, nginx speaks
// HTTPS and HTTP/2 with a certificate made for the run (openssl), which the measuring browser is told to accept.
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { connect, createServer } from "node:net"
import os from "node:os"
import path from "node:path"

export type Servers = { sandboxUrl: string; baseUrl: string; stop: () => void }

export type ServerOptions = {
  /** HTTPS with HTTP/2 (as production), else plain HTTP/1.1. */
  tls?: boolean
  /** The sandbox's moment at its start (SANDBOX_NOW), so that what the pages show does not depend on the hour. */
  now?: string
}

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

async function waitUntil(ready: () => Promise<boolean>, child: ChildProcess, name: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`)
    if (await ready()) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${name} did not start`)
}

const answers = (url: string) => () =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  )

/** A TCP connection to the port succeeds (Node's fetch would refuse the run's own certificate). */
const listens = (port: number) => () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1")
    socket.once("connect", () => {
      socket.destroy()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })

/** A self-signed certificate for localhost in `dir`. */
function certificateIn(dir: string): { cert: string; key: string } {
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")]
  const subject = ["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"]
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", ...subject, "-keyout", key, "-out", cert],
    { stdio: "ignore" },
  )
  if (made.status !== 0) throw new Error("HTTPS needs openssl to make the run's certificate")
  return { cert, key }
}

export async function startServers(
  root: string,
  dist: string,
  options: ServerOptions = {},
): Promise<Servers> {
  const [sandboxPort, webPort] = [await freePort(), await freePort()]
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`
  const children: ChildProcess[] = []
  const tlsDir = options.tls ? mkdtempSync(path.join(os.tmpdir(), "perf-tls-")) : undefined
  const start = (args: string[], env: Record<string, string>) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    })
    children.push(child)
    return child
  }
  const stop = () => {
    for (const child of children)
      if (child.pid && child.exitCode === null)
        try {
          process.kill(-child.pid, "SIGTERM")
        } catch {
          // already gone
        }
    if (tlsDir) rmSync(tlsDir, { recursive: true, force: true })
  }
  const baseUrl = `${options.tls ? "https" : "http"}://localhost:${webPort}`
  try {
    const sandbox = start(["sandbox/main.ts"], {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DATABASE: ":memory:",
      SANDBOX_TRUSTED_PROXIES: "127.0.0.1,::1",
      ...(options.now ? { SANDBOX_NOW: options.now } : {}),
    })
    await waitUntil(answers(`${sandboxUrl}/api/health`), sandbox, "the sandbox")
    const tls = tlsDir ? certificateIn(tlsDir) : undefined
    const web = start(["scripts/serve.ts"], {
      PORT: String(webPort),
      HOST: "127.0.0.1",
      BACKEND_URL: sandboxUrl,
      DIST: dist,
      ...(tls ? { TLS_CERT: tls.cert, TLS_KEY: tls.key } : {}),
    })
    await waitUntil(tls ? listens(webPort) : answers(`${baseUrl}/kiosk/`), web, "nginx")
  } catch (error) {
    stop()
    throw error
  }
  return { sandboxUrl, baseUrl, stop }
}
