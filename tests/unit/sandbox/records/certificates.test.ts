import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CERTIFICATES_SINCE } from "../../../../sandbox/records/certificates.ts"
import { pdfProblems } from "../account/sandbox.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

describe("certificates", () => {
  it("lists both types since 1.1.2022 only, and serves each as a whole PDF", async () => {
    const login = sandbox.login("aino")
    const { certificates } = (await sandbox.request("GET", "/api/certificates", { login })).json
    expect(new Set(certificates.map((c: { type: string }) => c.type))).toEqual(
      new Set(["medicalCertificateA", "nurse"]),
    )
    expect(certificates.every((c: { issuedDate: string }) => c.issuedDate >= CERTIFICATES_SINCE)).toBe(true)
    const stored = sandbox.db
      .prepare("SELECT count(*) AS n FROM records WHERE kind = 'certificate' AND persona_id = 'aino'")
      .get() as { n: number }
    expect(stored.n).toBeGreaterThan(certificates.length)

    const pdf = await sandbox.request(
      "GET",
      `/api/certificates/${certificates[0].id}/pdf?filename=todistus.pdf&lang=fi`,
      { login },
    )
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get("content-type")).toBe("application/pdf")
    expect(pdf.headers.get("content-disposition")).toBe('inline; filename="todistus.pdf"')
    expect(pdfProblems(pdf.bytes)).toEqual([])
  })

  it("has none in the children's brand", async () => {
    const login = sandbox.login("mikko", { environment: "children-development", actingFor: "eino" })
    expect((await sandbox.request("GET", "/api/certificates", { login })).json).toEqual({ certificates: [] })
  })
})
