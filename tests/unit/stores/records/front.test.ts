// The front page's blocks against the in-process sandbox: each block's items, null for a block whose source did
// not answer (the sandbox's x-sandbox-unavailable header), and the new customer.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { storeOn } from "../appointments/support.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

describe("the front page's blocks", () => {
  it("sums up visits, prescriptions, laboratory, questionnaires and imaging", async () => {
    const { frontPage } = storeOn(sandbox, sandbox.login("aino")).store.front
    await frontPage.load()
    expect(frontPage.status).toBe("loaded")
    expect(frontPage.isNewCustomer).toBe(false)
    expect(frontPage.canRenewPrescriptions).toBe(true)
    for (const block of [
      frontPage.visitSummaries,
      frontPage.prescriptions,
      frontPage.labResultSummaries,
      frontPage.questionnaireSummaries,
      frontPage.imagingSummaries,
    ]) {
      expect(block?.length).toBeGreaterThan(0)
    }
  })

  it("gives null for the one block whose source did not answer, the others as usual", async () => {
    const { frontPage } = storeOn(sandbox, sandbox.login("aino"), (request) => {
      request.headers.set("x-sandbox-unavailable", "imaging")
      return globalThis.fetch(request)
    }).store.front
    await frontPage.load()
    expect(frontPage.status).toBe("loaded")
    expect(frontPage.imagingSummaries).toBeNull()
    expect(frontPage.visitSummaries?.length).toBeGreaterThan(0)
    expect(frontPage.labResultSummaries?.length).toBeGreaterThan(0)
  })

  it("refuses a block name the sandbox does not know, and leaves the fault to development tools", async () => {
    const { frontPage } = storeOn(sandbox, sandbox.login("aino"), (request) => {
      request.headers.set("x-sandbox-unavailable", "imaging,weather")
      return globalThis.fetch(request)
    }).store.front
    const outcome = await frontPage.load()
    expect(outcome.status).toBe("error")
    expect(frontPage.status).toBe("error")
  })

  it("knows a patient with no visits or events as a new customer", async () => {
    const { frontPage } = storeOn(sandbox, sandbox.login("veera")).store.front
    await frontPage.load()
    expect(frontPage.isNewCustomer).toBe(true)
    expect(frontPage.visitSummaries).toEqual([])
  })
})
