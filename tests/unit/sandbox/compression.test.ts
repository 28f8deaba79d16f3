import { request as httpRequest } from "node:http"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { pdfProblems } from "./account/sandbox.ts"
import { dayFromNow } from "./booking/support.ts"
import { type TestSandbox, startTestSandbox } from "../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  bytes: Buffer
}

/** A request whose answer is read as sent (fetch would decode it). */
function raw(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${sandbox.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes: Buffer.concat(chunks),
        }),
      )
      response.on("error", reject)
    })
    request.on("error", reject)
    request.end()
  })
}

const SEARCH = `/api/appointments?lang=fi&startDate=${dayFromNow(0)}&endDate=${dayFromNow(13)}`

describe("compressed JSON answers", () => {
  it("sends the booking list brotli or gzip as asked, the same JSON inside, much smaller", async () => {
    const plain = await raw(SEARCH)
    expect(plain.status).toBe(200)
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    const json = JSON.parse(plain.bytes.toString("utf8"))
    expect(json.availableAppointments.appointments).toHaveLength(20)

    const br = await raw(SEARCH, { "accept-encoding": "gzip, deflate, br" })
    expect(br.headers["content-encoding"]).toBe("br")
    expect(br.headers["content-type"]).toMatch(/^application\/json/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers["content-length"]).toBe(String(br.bytes.length))
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString("utf8"))).toEqual(json)
    expect(br.bytes.length * 4).toBeLessThan(plain.bytes.length)

    const gzip = await raw(SEARCH, { "accept-encoding": "gzip" })
    expect(gzip.headers["content-encoding"]).toBe("gzip")
    expect(JSON.parse(gunzipSync(gzip.bytes).toString("utf8"))).toEqual(json)
  })

  it("is read as plain JSON by a client that decodes (fetch)", async () => {
    const answer = await fetch(`${sandbox.url}${SEARCH}`, { headers: { "accept-encoding": "br" } })
    expect(answer.headers.get("content-encoding")).toBe("br")
    expect((await answer.json()).availableAppointments.type).toBe("Success")
  })

  it("leaves small answers, HEAD requests and files as they are", async () => {
    const session = await raw("/api/session", { "accept-encoding": "br, gzip" })
    expect(session.status).toBe(200)
    expect(session.bytes.length).toBeLessThan(1024)
    expect(session.headers["content-encoding"]).toBeUndefined()
    expect(JSON.parse(session.bytes.toString("utf8"))).toBeTypeOf("object")

    const head = await raw(SEARCH, { "accept-encoding": "br" }, "HEAD")
    expect(head.headers["content-encoding"]).toBeUndefined()

    const login = sandbox.login("aino")
    const { certificates } = (await sandbox.request("GET", "/api/certificates", { login })).json
    const pdf = await raw(
      `/api/certificates/${certificates[0].id}/pdf?filename=todistus.pdf&lang=fi&csrfToken=${login.csrfToken}`,
      { "accept-encoding": "br, gzip", cookie: login.cookie },
    )
    expect(pdf.status).toBe(200)
    expect(pdf.headers["content-type"]).toBe("application/pdf")
    expect(pdf.headers["content-encoding"]).toBeUndefined()
    expect(pdfProblems(new Uint8Array(pdf.bytes))).toEqual([])
  })
})
