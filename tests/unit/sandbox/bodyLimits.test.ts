// The contract's "Request bodies" rule in the sandbox (sandbox/contract/bodyLimits.ts): what Content-Length
// announces is refused before a byte is read, and a body streamed without it is cut off at the limit.
import { describe, expect, it } from "vitest"
import { DEFAULT_MAX_BODY_BYTES } from "../../../sandbox/contract/bodyLimits.ts"
import { createSandboxApp, sandboxConfig } from "../../../sandbox/server.ts"

const app = createSandboxApp(undefined, sandboxConfig({ strictResponses: true }))
const UPLOAD_MAX_BYTES = 9_437_184

/** A body of `total` bytes in chunks, counting how many the server pulled. */
function countedStream(total: number, chunk = 16 * 1024) {
  const read = { bytes: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= total) return controller.close()
      const size = Math.min(chunk, total - read.bytes)
      read.bytes += size
      controller.enqueue(new Uint8Array(size).fill(0x20))
    },
  })
  return { stream, read }
}

describe("request bodies", () => {
  it("refuses a streamed JSON body without Content-Length as soon as it passes 32 KiB", async () => {
    const { stream, read } = countedStream(50 * 1024 * 1024)
    const response = await app.request("/api/anon/check-in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ type: "payloadTooLarge", maxBytes: DEFAULT_MAX_BODY_BYTES })
    // read up to the limit and one chunk past it, not the 50 MB sent
    expect(read.bytes).toBeLessThan(DEFAULT_MAX_BODY_BYTES + 3 * 16 * 1024)
  })

  it("refuses an upload whose Content-Length passes the uploads' maximum, before reading it", async () => {
    const { stream, read } = countedStream(UPLOAD_MAX_BYTES + 1)
    const response = await app.request("/api/uploads/kc-0000000000-front", {
      method: "PUT",
      headers: { "content-type": "image/png", "content-length": String(UPLOAD_MAX_BYTES + 1) },
      body: stream,
      duplex: "half",
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ type: "payloadTooLarge", maxBytes: UPLOAD_MAX_BYTES })
    expect(read.bytes).toBeLessThanOrEqual(16 * 1024)
  })

  it("lets an upload up to its maximum through to the key's own checks", async () => {
    const response = await app.request("/api/uploads/kc-0000000000-front", {
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: new Uint8Array(1024),
    })
    // no such key: the route answered, not the limit
    expect(response.status).toBe(404)
  })

  it("refuses JSON in a charset other than UTF-8 with 415, and takes UTF-8 named in any case", async () => {
    const body = JSON.stringify({ appointmentId: "99999999", ssnEndPart: "123A" })
    const send = (contentType: string) =>
      app.request("/api/anon/check-in", { method: "POST", headers: { "content-type": contentType }, body })
    for (const charset of ["utf-16", "latin1", "windows-1252"]) {
      const response = await send(`application/json; charset=${charset}`)
      expect(response.status).toBe(415)
      expect(await response.json()).toMatchObject({ type: "unsupportedMediaType" })
    }
    for (const contentType of [
      "application/json",
      "application/json; charset=utf-8",
      "application/json;charset=UTF8",
    ]) {
      expect((await send(contentType)).status).toBe(200)
    }
  })
})
