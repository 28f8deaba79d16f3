// The build's delivery (webServer.ts) as an nginx server block: it goes inside a `server` whose `root` is the build
// folder, in an nginx with the brotli_static module loaded and the backend's upstream defined (scripts/serve.ts
// writes that configuration around it). nginx 1.22 (Debian 12).
//
// nginx's add_header is not inherited by a location that adds headers of its own, so each location states all of
// its headers. A document's Content-Security-Policy allows exactly its own inline stylesheets, by their hashes.
import { CONTENT_TYPES } from "./precompress.ts"
import type { Delivery, Headers } from "./webServer.ts"

const PREAMBLE = `# Written by the build (targets/shared/webServer.ts, nginxSite.ts): edits are lost on the next build.`

/** A value as an nginx string: quoted, and refused if nginx would read a variable or an escape in it. */
function quoted(value: string): string {
  if (/["\\$\n]/.test(value)) throw new Error(`web server: ${value} cannot be an nginx string`)
  return `"${value}"`
}

/** An address as a regular expression's text: only the characters page addresses are made of. */
function literal(address: string): string {
  if (!/^(\/[\w-]+)*\/?$/.test(address)) throw new Error(`web server: ${address} is not a page's address`)
  return address.replace(/-/g, "\\-")
}

const indent = (lines: readonly string[], depth = 1) => lines.map((line) => `${"  ".repeat(depth)}${line}`)

// Strict-Transport-Security over TLS only ($hsts is empty, and the header left out, over plain HTTP)
const HSTS = "add_header Strict-Transport-Security $hsts always;"

/** Headers on every answer (`always`: errors too), but Cache-Control on successful answers only. */
function headerLines(headers: Headers): string[] {
  return [
    ...Object.entries(headers).map(
      ([name, value]) => `add_header ${name} ${quoted(value)}${name === "Cache-Control" ? "" : " always"};`,
    ),
    HSTS,
  ]
}

function location(match: string, body: readonly string[]): string[] {
  return [`location ${match} {`, ...indent(body), "}"]
}

export function nginxSite(delivery: Delivery): string {
  const { documents, files, assets, backend, httpsOnly } = delivery
  const types = Object.entries(CONTENT_TYPES).map(([extension, type]) => `${type} ${extension.slice(1)};`)
  const textTypes = Object.values(CONTENT_TYPES).filter(
    (type) => type !== "text/html" && type !== "image/svg+xml",
  )
  const tooLarge = JSON.stringify({ type: "payloadTooLarge", maxBytes: backend.maxBodyBytes })
  const lines = [
    PREAMBLE,
    "server_tokens off;",
    `types {`,
    ...indent(types),
    "}",
    "default_type application/octet-stream;",
    "charset utf-8;",
    `charset_types ${textTypes.join(" ")};`,
    // the build's .br and .gz beside each file, by the request's Accept-Encoding; Vary says so
    "brotli_static on;",
    "gzip_static on;",
    "gzip_vary on;",
    'set $hsts "";',
    `if ($https) { set $hsts ${quoted(httpsOnly["Strict-Transport-Security"])}; }`,
    "",
    "# The backend: the contract's largest request body, the client's address, the scheme it used",
    `client_max_body_size ${backend.maxBodyBytes};`,
    "error_page 413 = @payload_too_large;",
    ...location("@payload_too_large", [
      "default_type application/json;",
      ...headerLines({ ...backend.headers, "Cache-Control": "no-store" }),
      `return 413 '${tooLarge}';`,
    ]),
    ...backend.under.flatMap((under) =>
      location(`^~ ${under}`, [
        `proxy_pass http://${backend.upstream};`,
        "proxy_http_version 1.1;",
        'proxy_set_header Connection "";',
        "proxy_set_header Host $http_host;",
        "proxy_set_header X-Forwarded-Host $http_host;",
        "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
        "proxy_set_header X-Forwarded-Proto $scheme;",
        // the backend's clock, not this server's: the portal reads its offset from the session's Date
        "proxy_pass_header Date;",
        ...Object.keys(backend.headers).map((name) => `proxy_hide_header ${name};`),
        ...headerLines(backend.headers),
      ]),
    ),
    "",
    "# Hashed assets, cached for good; a missing one is a 404, and source maps are never served",
    ...location(`^~ ${assets.under}`, [
      ...headerLines(assets.headers),
      ...location(`~ \\${assets.notServed}$`, ["return 404;"]),
      "try_files $uri =404;",
    ]),
    "",
    "# Files with fixed names",
    ...files.flatMap(({ path, file, headers }) =>
      location(`= ${path}`, [...headerLines(headers), `try_files /${file} =404;`]),
    ),
    "",
    "# Documents: the first whose addresses match; an address with a file extension is no document",
    ...documents.flatMap(({ match, file, headers }) => {
      const pattern =
        "addresses" in match
          ? `^(?:${match.addresses.map(literal).join("|")})/?$`
          : `^${literal(match.under.replace(/\/$/, ""))}(?:/[^.]*)?$`
      return location(`~ ${pattern}`, [...headerLines(headers), `try_files /${file} =404;`])
    }),
    "",
    "# Anything else is not found",
    ...location("/", ["return 404;"]),
    "",
  ]
  return lines.join("\n")
}
