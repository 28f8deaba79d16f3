import { spawnSync } from "node:child_process"
import http2 from "node:http2"
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { parse } from "yaml"
import { freePort } from "../../../scripts/perf/servers.ts"
import { nginxBinary, nginxConfig, startNginx } from "../../../scripts/serve.ts"
import { nginxSite } from "../../../targets/shared/nginxSite.ts"
import { inlineStyleHashes } from "../../../targets/shared/securityHeaders.ts"
import {
  deliveryOf,
  imageOrigins,
  largestRequestBody,
  type Delivery,
} from "../../../targets/shared/webServer.ts"

const TARGETS = [
  { under: "/", html: "targets/portal/index.html" },
  { under: "/kiosk", html: "targets/kiosk/index.html" },
]

// A build's output as the web server sees it: two targets, a page with a first frame, assets with their maps and
// precompressed siblings, the kiosk's fixed-name files, and the build's own files.
const BUILT: Record<string, string> = {
  "targets/portal/index.html":
    "<html><head><style>.p{}</style></head><body><div id=root></div></body></html>",
  "targets/kiosk/index.html": "<html><head><style>.k{}</style><style>.k2{}</style></head></html>",
  "first-frames/fi/ajanvaraus/yksityisasiakas.html": "<html><head><style>.f{}</style></head></html>",
  "first-frames/fi/ajanvaraus/yksityisasiakas.html.br": "",
  "assets/portal-AbCd1234.js": "",
  "assets/portal-AbCd1234.js.map": "",
  "assets/Xy_9-8Zq.css": "",
  "assets/Xy_9-8Zq.css.gz": "",
  "kiosk-sw.js": "",
  "kiosk/manifest.webmanifest": "",
  ".vite/manifest.json": "",
}

const FROM_CONTRACT = { maxBodyBytes: 9_437_184, imageOrigins: ["https://pictures.example"] }

let outDir = ""
let delivery: Delivery
beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), "web-server-"))
  for (const [file, text] of Object.entries(BUILT)) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true })
    await writeFile(path.join(outDir, file), text)
  }
  delivery = await deliveryOf(outDir, TARGETS, FROM_CONTRACT, {})
})
afterAll(() => rm(outDir, { recursive: true, force: true }))

describe("the build's delivery", () => {
  it("gives a framed page its own document first, then the kiosk's under /kiosk, then the portal's", () => {
    expect(delivery.documents.map(({ match, file }) => [match, file])).toEqual([
      [{ addresses: ["/fi/ajanvaraus/yksityisasiakas"] }, "first-frames/fi/ajanvaraus/yksityisasiakas.html"],
      [{ under: "/kiosk" }, "targets/kiosk/index.html"],
      [{ under: "/" }, "targets/portal/index.html"],
    ])
  })

  it("allows each document's own inline stylesheets in its policy, and revalidates documents", () => {
    for (const { file, headers } of delivery.documents) {
      for (const hash of inlineStyleHashes(BUILT[file] ?? ""))
        expect(headers["Content-Security-Policy"]).toContain(hash)
      expect(headers["Cache-Control"]).toBe("no-cache")
    }
    const [frame, kiosk] = delivery.documents
    expect(frame?.headers["Content-Security-Policy"]).not.toContain(
      inlineStyleHashes(BUILT["targets/kiosk/index.html"]!)[0],
    )
    expect(kiosk?.headers["Content-Security-Policy"]).not.toContain(
      inlineStyleHashes(BUILT["targets/portal/index.html"]!)[0],
    )
  })

  it("lets every document's images come from the contract's declared origins only", () => {
    for (const { headers } of delivery.documents)
      expect(headers["Content-Security-Policy"]).toContain("img-src 'self' data: https://pictures.example;")
  })

  it("serves the fixed-name files, and none of the build's own files, maps or unpublished pages", () => {
    expect(delivery.files.map(({ path }) => path)).toEqual(["/kiosk-sw.js", "/kiosk/manifest.webmanifest"])
    expect(delivery.assets.headers["Cache-Control"]).toBe("public, max-age=31536000, immutable")
  })

  it("refuses a build whose assets are not all named by their hash", async () => {
    await writeFile(path.join(outDir, "assets/logo.svg"), "")
    try {
      await expect(deliveryOf(outDir, TARGETS, FROM_CONTRACT, {})).rejects.toThrow(
        /not named by their hash: assets\/logo.svg/,
      )
    } finally {
      await rm(path.join(outDir, "assets/logo.svg"))
    }
  })
})

describe("the images' origins", () => {
  it("are every x-image-origins of the contract, each an https origin, and must be declared", () => {
    const contract = parse(`components:
  schemas:
    A: { properties: { url: { type: string, x-image-origins: ["https://b.example", "https://a.example:8443"] } } }
    B: { properties: { logo: { type: string, x-image-origins: ["https://b.example"] } } }
    C: { properties: { svg: { type: string, x-image-origins: [] } } }
`)
    expect(imageOrigins(contract)).toEqual(["https://a.example:8443", "https://b.example"])
    expect(() => imageOrigins({ components: {} })).toThrow(/x-image-origins/)
    for (const wrong of ["https:", "http://a.example", "https://a.example/media", "https://*.example"])
      expect(() => imageOrigins({ a: { "x-image-origins": [wrong] } }), wrong).toThrow(/https origin/)
  })

  // parsing the whole contract takes seconds on a busy machine
  it(
    "of the project contract: the brands' public sites for practitioners' pictures, no payment logo origin yet",
    { timeout: 30_000 },
    async () => {
      const contract: unknown = parse(await readFile("contracts/openapi.yaml", "utf8"))
      expect(imageOrigins(contract)).toEqual(["https://lapset.aava.example", "https://www.aava.example"])
    },
  )
})

describe("the web server's body limit", () => {
  it("is the largest any of the contract's operations takes", () => {
    const contract = parse(`paths:
  /a: { put: { requestBody: { x-max-body-bytes: 1048576 } } }
  /b: { put: { requestBody: { x-max-body-bytes: 2048 } } }
`)
    expect(largestRequestBody(contract)).toBe(1_048_576)
    expect(() => largestRequestBody({ paths: {} })).toThrow(/no operation/)
  })

  // parsing the whole contract takes seconds on a busy machine
  it("is the project contract's upload size", { timeout: 30_000 }, async () => {
    const contract: unknown = parse(await readFile("contracts/openapi.yaml", "utf8"))
    expect(largestRequestBody(contract)).toBe(9_437_184)
  })
})

/** A self-signed certificate for localhost in `dir`. */
function certificateIn(dir: string): { cert: string; key: string } {
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")]
  const made = spawnSync("openssl", [
    ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
    ...["-keyout", key, "-out", cert],
  ])
  expect(made.status).toBe(0)
  return { cert, key }
}

/** One GET over HTTP/2 with TLS (the run's own certificate): its status, headers and body. */
function getOverHttp2(port: number, path: string) {
  return new Promise<{ headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false })
    session.on("error", reject)
    const stream = session.request({ ":path": path })
    let body = ""
    let headers: http2.IncomingHttpHeaders = {}
    stream.setEncoding("utf8")
    stream.on("response", (received) => (headers = received))
    stream.on("data", (chunk: string) => (body += chunk))
    stream.on("end", () => {
      session.close()
      resolve({ headers, body })
    })
    stream.on("error", reject)
  })
}

describe("the nginx configuration", () => {
  let runDir = ""
  beforeAll(async () => {
    await mkdir(path.join(outDir, "server"), { recursive: true })
    await writeFile(path.join(outDir, "server/nginx-site.conf"), nginxSite(delivery))
    runDir = await mkdtemp(path.join(os.tmpdir(), "web-server-run-"))
  })
  afterAll(() => rm(runDir, { recursive: true, force: true }))

  it("is one nginx accepts, over plain HTTP and over TLS", { timeout: 30_000 }, async () => {
    for (const tls of [undefined, certificateIn(runDir)]) {
      const config = nginxConfig({
        port: 8080,
        backendUrl: "http://127.0.0.1:4010",
        dist: outDir,
        runDir,
        tls,
      })
      await writeFile(path.join(runDir, "nginx.conf"), config)
      const checked = spawnSync(
        nginxBinary(),
        ["-t", "-q", "-p", runDir, "-c", path.join(runDir, "nginx.conf")],
        {
          encoding: "utf8",
        },
      )
      expect(checked.stderr).toBe("")
      expect(checked.status).toBe(0)
    }
  })

  it(
    "serves HTTP/2 over TLS with a certificate, and Strict-Transport-Security then",
    { timeout: 30_000 },
    async () => {
      const port = await freePort()
      const nginx = await startNginx({
        port,
        host: "127.0.0.1",
        backendUrl: "http://127.0.0.1:4010",
        dist: outDir,
        runDir,
        tls: certificateIn(runDir),
        user: process.getuid?.() === 0 ? "root" : undefined,
      })
      try {
        let answer: Awaited<ReturnType<typeof getOverHttp2>> | undefined
        for (let attempt = 0; !answer && attempt < 100; attempt++)
          answer = await getOverHttp2(port, "/fi/ajanvaraus/yksityisasiakas").catch(
            () => new Promise<undefined>((resolve) => setTimeout(resolve, 100)),
          )
        expect(answer?.headers[":status"]).toBe(200)
        expect(answer?.headers["strict-transport-security"]).toBe("max-age=31536000")
        expect(answer?.headers["content-type"]).toBe("text/html; charset=utf-8")
        expect(answer?.body).toBe(BUILT["first-frames/fi/ajanvaraus/yksityisasiakas.html"])
        const missing = await getOverHttp2(port, "/assets/missing.js")
        expect(missing.headers[":status"]).toBe(404)
      } finally {
        nginx.kill("SIGTERM")
      }
    },
  )

  it("passes the backend's Date on, the clock the portal measures its offset by", () => {
    for (const under of delivery.backend.under)
      expect(nginxSite(delivery)).toMatch(
        new RegExp(`location \\^~ ${under} \\{[^}]*proxy_pass_header Date;[^}]*\\}`),
      )
  })

  it("refuses a header value nginx would read a variable in", () => {
    const [first] = delivery.documents
    const hostile = { ...delivery, documents: [{ ...first!, headers: { "X-A": "a$b" } }] }
    expect(() => nginxSite(hostile)).toThrow(/cannot be an nginx string/)
  })
})
