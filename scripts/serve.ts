// `npm run serve`: the production web server, nginx, over the last build, in the foreground until Ctrl+C. The build
// wrote what is served and how (dist/server/nginx-site.conf, targets/shared/webServer.ts); this writes the
// configuration around it for one run: where to listen, the backend, TLS, and nginx's own files in a folder of the
// run's, removed when it stops.
//
//   PORT         the port to listen on (8080)
//   HOST         the address to listen on (all IPv4 addresses)
//   BACKEND_URL  where /api and /oauth go (http://127.0.0.1:4010)
//   DIST         the build folder (dist)
//   TLS_CERT, TLS_KEY   PEM files: HTTPS with HTTP/2 instead of plain HTTP/1.1
//   NGINX_USER   the account nginx's workers run as when it is started as root (else the starting account's)
//   --print-config      print the configuration and stop
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from "node:child_process"
import { createReadStream, existsSync } from "node:fs"
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import { BACKEND_UPSTREAM, NGINX_SITE_FILE } from "../targets/shared/webServer.ts"

/** Debian's nginx and its brotli module (libnginx-mod-http-brotli-static), as scripts/bootstrap.sh installs them. */
const NGINX_CANDIDATES = ["/usr/sbin/nginx", "/usr/bin/nginx"]
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"
const TEMP_PATHS = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"] as const
/** A named pipe in the run's folder that this process copies to its output (nginx cannot write to a socket). */
const ACCESS_LOG = "access.log"

export type ServeOptions = {
  port: number
  host?: string
  backendUrl: string
  dist: string
  tls?: { cert: string; key: string }
  /** The run's folder: nginx's pid and temporary files. */
  runDir: string
  user?: string
}

/** The backend's address for an upstream block: host:port of an http URL. */
function upstreamServer(backendUrl: string): string {
  const url = new URL(backendUrl)
  if (url.protocol !== "http:" || url.pathname !== "/" || url.search)
    throw new Error(`BACKEND_URL must be http://host:port, not ${backendUrl}`)
  return `${url.hostname.replace(/^\[|\]$/g, "")}:${url.port || 80}`
}

/** The whole nginx configuration of a run (user: the workers' account, for a start as root). */
export function nginxConfig(options: ServeOptions): string {
  const { port, host, backendUrl, dist, tls, runDir, user } = options
  const listen = `${host ? `${host}:` : ""}${port}${tls ? " ssl http2" : ""}`
  return [
    `load_module ${BROTLI_STATIC_MODULE};`,
    ...(user ? [`user ${user};`] : []),
    "worker_processes auto;",
    "daemon off;",
    `pid ${path.join(runDir, "nginx.pid")};`,
    "error_log stderr warn;",
    "events { worker_connections 1024; }",
    "http {",
    ...TEMP_PATHS.map((name) => `  ${name}_temp_path ${path.join(runDir, name)};`),
    // the path without its query (which may hold a csrf token or search terms), and no identity of anyone
    `  log_format portal '$remote_addr [$time_iso8601] "$request_method $uri $server_protocol" $status $body_bytes_sent $request_time';`,
    `  access_log ${path.join(runDir, ACCESS_LOG)} portal;`,
    "  sendfile on;",
    "  tcp_nopush on;",
    // Idle connections to the backend close before the backend would close them (Node's servers: after 5 s): a
    // request sent on a connection the backend is closing fails, and a POST is not retried (a 502 to the browser)
    `  upstream ${BACKEND_UPSTREAM} { server ${upstreamServer(backendUrl)}; keepalive 16; keepalive_timeout 4s; }`,
    "  server {",
    `    listen ${listen};`,
    ...(tls
      ? [
          `    ssl_certificate ${path.resolve(tls.cert)};`,
          `    ssl_certificate_key ${path.resolve(tls.key)};`,
          "    ssl_protocols TLSv1.2 TLSv1.3;",
        ]
      : []),
    `    root ${path.resolve(dist)};`,
    `    include ${path.resolve(dist, NGINX_SITE_FILE)};`,
    "  }",
    "}",
    "",
  ].join("\n")
}

export function nginxBinary(): string {
  const found = NGINX_CANDIDATES.find((candidate) => existsSync(candidate))
  if (!found) throw new Error("nginx is not installed: scripts/bootstrap.sh installs it (Debian's nginx)")
  return found
}

function optionsFromEnv(env: NodeJS.ProcessEnv, runDir: string): ServeOptions {
  const port = Number(env.PORT ?? 8080)
  if (!Number.isInteger(port) || port <= 0 || port > 65_535)
    throw new Error(`PORT must be a port, not ${env.PORT}`)
  if (Boolean(env.TLS_CERT) !== Boolean(env.TLS_KEY)) throw new Error("TLS_CERT and TLS_KEY go together")
  const dist = path.resolve(env.DIST ?? "dist")
  if (!existsSync(path.join(dist, NGINX_SITE_FILE)))
    throw new Error(`${path.join(dist, NGINX_SITE_FILE)} is missing: build first (npm run build)`)
  const asRoot = process.getuid?.() === 0
  return {
    port,
    host: env.HOST,
    backendUrl: env.BACKEND_URL ?? "http://127.0.0.1:4010",
    dist,
    tls: env.TLS_CERT && env.TLS_KEY ? { cert: env.TLS_CERT, key: env.TLS_KEY } : undefined,
    runDir,
    user: asRoot ? (env.NGINX_USER ?? "root") : undefined,
  }
}

/**
 * nginx started in the foreground with the configuration of `options`, its temporary folders made in the run's
 * folder (and its access log there, unless that is already made).
 */
export async function startNginx(
  options: ServeOptions,
  stdio: StdioOptions = "ignore",
): Promise<ChildProcess> {
  await Promise.all(TEMP_PATHS.map((name) => mkdir(path.join(options.runDir, name), { recursive: true })))
  const configFile = path.join(options.runDir, "nginx.conf")
  await writeFile(configFile, nginxConfig(options))
  return spawn(nginxBinary(), ["-p", options.runDir, "-c", configFile], { stdio })
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { "print-config": { type: "boolean", default: false } } })
  const runDir = await mkdtemp(path.join(os.tmpdir(), "portal-nginx-"))
  const options = optionsFromEnv(process.env, runDir)
  if (values["print-config"]) {
    process.stdout.write(nginxConfig(options))
    await rm(runDir, { recursive: true, force: true })
    return
  }
  const accessLog = path.join(runDir, ACCESS_LOG)
  if (spawnSync("mkfifo", [accessLog]).status !== 0) throw new Error(`could not make ${accessLog}`)
  createReadStream(accessLog).pipe(process.stdout)
  const nginx = await startNginx(options, "inherit")
  const scheme = options.tls ? "https" : "http"
  console.log(`serving ${options.dist} at ${scheme}://${options.host ?? "localhost"}:${options.port}`)
  // Ctrl+C reaches nginx too (the same process group); a stop sent to this process alone is passed on, and nginx
  // is stopped when this process exits
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
    process.on(signal, () => {
      if (nginx.exitCode === null) nginx.kill("SIGQUIT")
    })
  process.on("exit", () => {
    if (nginx.exitCode === null) nginx.kill("SIGTERM")
  })
  const code = await new Promise<number>((resolve) => nginx.on("exit", (exit) => resolve(exit ?? 0)))
  await rm(runDir, { recursive: true, force: true })
  process.exit(code)
}

if (import.meta.main) await main()
