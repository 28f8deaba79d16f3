// `npm run perf -- --http2`: the preview server behind an HTTP/2 front, as a CDN serves the built files. Over
// HTTP/1.1 a browser opens at most six connections to an origin and sends one request at a time on each, so a
// page's few dozen chunks queue; Lighthouse's simulation models the same. The front speaks TLS with a certificate
// made for the run (openssl), which the measuring Chromium is told to accept; it passes each request on unchanged.
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import http from "node:http"
import http2 from "node:http2"
import os from "node:os"
import path from "node:path"

/** Headers of HTTP/1.1 that HTTP/2 forbids. */
const CONNECTION_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade"])

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "perf-tls-"))
  try {
    const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")]
    const made = spawnSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"].concat([
        "-keyout",
        key,
        "-out",
        cert,
      ]),
      { stdio: "ignore" },
    )
    if (made.status !== 0) throw new Error("--http2 needs openssl to make the run's certificate")
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** An HTTP/2 server on `port` that passes every request to `targetPort` on this machine. */
export async function startHttp2Front(port: number, targetPort: number): Promise<() => void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const server = http2.createSecureServer(selfSignedCertificate())
  server.on("stream", (stream, headers) => {
    const forwarded: http.OutgoingHttpHeaders = { host: `localhost:${targetPort}` }
    for (const [name, value] of Object.entries(headers))
      if (!name.startsWith(":") && value !== undefined) forwarded[name] = value
    const request = http.request(
      { port: targetPort, path: headers[":path"], method: headers[":method"], headers: forwarded, agent },
      (response) => {
        const answer: http2.OutgoingHttpHeaders = { ":status": response.statusCode ?? 502 }
        for (const [name, value] of Object.entries(response.headers))
          if (!CONNECTION_HEADERS.has(name) && value !== undefined) answer[name] = value
        stream.respond(answer)
        response.pipe(stream)
      },
    )
    request.on("error", () => stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR))
    stream.pipe(request)
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, resolve)
  })
  return () => {
    server.close()
    agent.destroy()
  }
}
