import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

const root = path.resolve(import.meta.dirname, "../../..")

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx)$/.test(name) ? [file] : []
  })
}

// Only src/platform/api speaks HTTP: no other code calls fetch or writes a backend address. Stores name an operation by
// its contract path on the typed client (api.GET("/api/session")); that is not an address, so it is allowed. The
// delivery code in targets/ sends on its own: the first frames' loader (the early requests), the session a frame is
// rendered with at build time, and the kiosk's service worker (built apart from the app).
const DELIVERY = [
  "targets/shared/sendEarlyRequests.ts",
  "targets/shared/frameSession.ts",
  "targets/kiosk/kiosk-sw.ts",
]
const TYPED_CLIENT_CALL = /\.(GET|PUT|POST|DELETE|PATCH|HEAD)\(\s*["'`]\/(api|oauth)\/[^"'`]*["'`]/g
const outsideApi = [
  ...sourceFiles(path.join(root, "src")),
  ...sourceFiles(path.join(root, "targets")),
].filter(
  (file) =>
    !file.startsWith(path.join(root, "src", "platform", "api") + path.sep) &&
    !DELIVERY.includes(path.relative(root, file)),
)

describe("the HTTP boundary", () => {
  it("has code to check", () => {
    expect(outsideApi.length).toBeGreaterThan(10)
  })

  it.each(outsideApi.map((file) => path.relative(root, file)))(
    "%s neither calls fetch nor names a backend path",
    (file) => {
      const text = readFileSync(path.join(root, file), "utf8")
      expect(text).not.toMatch(/\bfetch\s*\(|XMLHttpRequest|sendBeacon/)
      expect(text.replace(TYPED_CLIENT_CALL, "")).not.toMatch(/["'`]\/(api|oauth)\//)
    },
  )
})
