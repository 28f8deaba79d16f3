import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { markInvoicePaid } from "../../../../sandbox/payments/invoices.ts"
import { toIsoDate } from "../../../../src/domain/dates.ts"
import type { Timers } from "../../../../src/platform/browser/timers.ts"
import type { VisibilitySource } from "../../../../src/platform/browser/visibility.ts"
import { testNow } from "../../../support/clock.ts"
import { paymentStoresOn } from "./support.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

/** Timers run by the test: `fire` runs the one waiting, as if its time had come. */
function manualTimers() {
  const waiting = new Map<number, () => void>()
  let next = 0
  const timers: Timers = {
    setTimeout(callback, ms) {
      expect(ms).toBeGreaterThanOrEqual(0)
      waiting.set(++next, callback)
      return next
    },
    clearTimeout(timer) {
      waiting.delete(timer as number)
    },
  }
  return {
    timers,
    get count() {
      return waiting.size
    },
    fire() {
      const [id, callback] = [...waiting.entries()][0] ?? []
      if (id === undefined || !callback) throw new Error("no timer is waiting")
      waiting.delete(id)
      callback()
    },
  }
}

const visible: VisibilitySource = { isHidden: () => false, subscribe: () => () => {} }
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await settle()
  expect(check()).toBe(true)
}

function openPayableOf(personaId: string): string {
  const today = toIsoDate(testNow())
  const rows = sandbox.db
    .prepare(
      "SELECT invoice_number, visit_date FROM invoices WHERE persona_id = ? AND status = 'open' AND payable_online = 1",
    )
    .all(personaId) as { invoice_number: string; visit_date: string }[]
  // payable online until four days after the visit
  const payable = rows.find((row) => Date.parse(today) - Date.parse(row.visit_date) <= 3 * 86_400_000)
  if (!payable) throw new Error(`${personaId} has no invoice payable online in the seed`)
  return payable.invoice_number
}

describe("the payment result page's store", () => {
  it("ok reads the invoice once for its receipt: 'Payment completed' with the sum, number and paid date", async () => {
    const number = openPayableOf("aino")
    markInvoicePaid(sandbox.db, number, toIsoDate(testNow()))
    const { area, sent } = paymentStoresOn(sandbox, sandbox.login("aino"))
    await area.result.open(number, "ok")
    expect(area.result.status).toBe("ok")
    expect(area.result.message).toBeUndefined()
    expect(sent.map((request) => request.path)).toEqual(["/api/payments/good-sign-invoice"])
    expect(area.result.invoice).toMatchObject({
      invoiceNumber: number,
      status: "paid",
      paidDate: toIsoDate(testNow()),
    })
    expect(area.result.invoice!.visit.service.length).toBeGreaterThan(0)
  })

  it("fail reads the invoice for its sum, number and status, with the provider's message", async () => {
    const number = openPayableOf("aino")
    const { area } = paymentStoresOn(sandbox, sandbox.login("aino"))
    await area.result.open(number, "fail")
    expect(area.result.loadState.status).toBe("loaded")
    expect(area.result.invoice).toMatchObject({ invoiceNumber: number, status: "open", paidDate: null })
    expect(area.result.message).toBe("cancelled")
    await area.result.open(number, "fail", "insufficient_funds")
    expect(area.result.message).toBe("insufficientFunds")
  })

  it("delayed reads the invoice again every interval, at most five times, then leaves it unconfirmed", async () => {
    const number = openPayableOf("aino")
    const clock = manualTimers()
    const { area, sent } = paymentStoresOn(sandbox, sandbox.login("aino"), undefined, {
      timers: clock.timers,
      visibility: visible,
    })
    await area.result.open(number, "delayed", null)
    expect(area.result.awaitsConfirmation).toBe(true)
    await until(() => area.result.confirmationReads === 1)
    for (let read = 2; read <= 5; read++) {
      clock.fire()
      await until(() => area.result.confirmationReads === read)
    }
    expect(area.result.confirmationState).toBe("unconfirmed")
    expect(clock.count).toBe(0)
    expect(sent.filter((request) => request.path === "/api/payments/good-sign-invoice")).toHaveLength(5)

    // check again: the next read finds it paid and stops
    markInvoicePaid(sandbox.db, number, toIsoDate(testNow()))
    area.result.confirm()
    await until(() => area.result.confirmationState === "confirmed")
    expect(area.result.isPaid).toBe(true)
    expect(clock.count).toBe(0)
  })

  it("an unknown status gives 'something went wrong'", async () => {
    const { area } = paymentStoresOn(sandbox, sandbox.login("aino"))
    await area.result.open("3040601", "settled")
    expect(area.result.status).toBeUndefined()
    expect(area.result.message).toBe("somethingWentWrong")
  })
})
