// The total open amount of the invoices page (issue 31): over all pages, what src/domain/invoices.ts counts (open
// and overdue), with the overdue part; on the sandbox's clock, an open invoice past its due date moves into that part.
import { DateTime } from "luxon"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { HELSINKI, toIsoDate } from "../../../../src/domain/dates.ts"
import { openInvoiceTotal } from "../../../../src/domain/invoices.ts"
import type { InvoiceListItem } from "../../../../src/features/payments/store/invoices/area.ts"
import type { InvoiceListStore } from "../../../../src/features/payments/store/invoices/InvoiceList.ts"
import { testClock } from "../../../support/clock.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"
import { healthStoreOn } from "../prescriptions/support.ts"

// the sandbox's own clock, moved by the test; the seed is for the tests' today
let now = testClock()
let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox({ today: toIsoDate(new Date(now)), config: { clock: () => now } })
})
afterAll(() => sandbox.close())

/** Every invoice over the list's pages, as the list gives them. */
async function allInvoices(list: InvoiceListStore): Promise<InvoiceListItem[]> {
  await list.load(1)
  const all = [...list.invoices]
  for (let page = 2; page <= list.pageCount; page++) {
    await list.load(page)
    all.push(...list.invoices)
  }
  return all
}

describe("the invoices list's total open amount", () => {
  it("is the open and overdue invoices of every page, and grows its overdue part once a due date passes", async () => {
    // a session that outlasts the weeks the test moves the sandbox's clock on
    const login = sandbox.login("aino", { lifetimeMs: 60 * 86_400_000 })
    const { list } = healthStoreOn(sandbox, login).invoices
    const before = await allInvoices(list)
    const total = list.openTotal!
    expect(total).toEqual(openInvoiceTotal(before))
    const open = before.filter((invoice) => invoice.status === "open")
    const overdue = before.filter((invoice) => invoice.status === "overdue")
    expect(open.length, "the seed gives Aino open invoices").toBeGreaterThan(0)
    expect(overdue.length, "the seed gives Aino an overdue invoice").toBeGreaterThan(0)
    const sum = (invoices: InvoiceListItem[]) =>
      invoices.reduce((cents, invoice) => cents + invoice.sumCents, 0)
    expect(total).toEqual({
      count: open.length + overdue.length,
      sumCents: sum(open) + sum(overdue),
      overdueSumCents: sum(overdue),
    })
    // paid, paper, refunded and not-available invoices are not counted
    expect(before.some((invoice) => invoice.status === "paid")).toBe(true)
    expect(total.count).toBeLessThan(list.totalCount)

    // the day after the latest due date of the open ones, at noon in Helsinki: each is overdue, none paid
    const lastDue = open
      .map((invoice) => invoice.dueDate)
      .sort()
      .at(-1)!
    now = DateTime.fromISO(`${lastDue}T12:00`, { zone: HELSINKI }).plus({ days: 1 }).toMillis()
    // a new visit to the page, in the same session
    const later = healthStoreOn(sandbox, login).invoices.list
    const after = await allInvoices(later)
    expect(later.status).toBe("loaded")
    expect(after).toHaveLength(before.length)
    expect(after.filter((invoice) => invoice.status === "open")).toEqual([])
    expect(later.openTotal).toEqual({
      count: total.count,
      sumCents: total.sumCents,
      overdueSumCents: total.sumCents,
    })
  })
})
