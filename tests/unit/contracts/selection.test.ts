import { describe, expect, it } from "vitest"
import type { ContractCase } from "../../contract/support/cases.ts"
import { isSelected, selectionFrom, skipReason } from "../../contract/support/selection.ts"

const session: ContractCase = { operationId: "getSession", title: "anonymous", status: 200 }

describe("which conformance cases run", () => {
  it("runs everything by default, pending cases excepted", () => {
    const selection = selectionFrom({})
    expect(isSelected(selection, "getSession", ["session"])).toBe(true)
    expect(skipReason(selection, session, "other")).toBeUndefined()
    expect(skipReason(selection, { ...session, pending: "not yet" }, "sandbox")).toBe("pending: not yet")
  })

  it("CONTRACT_ONLY selects by operation or tag", () => {
    const selection = selectionFrom({ CONTRACT_ONLY: "getSession, messaging" })
    expect(isSelected(selection, "getSession", [])).toBe(true)
    expect(isSelected(selection, "MarkAsRead", ["messaging"])).toBe(true)
    expect(isSelected(selection, "getInvoice", ["payments"])).toBe(false)
  })

  it("CONTRACT_REQUIRE_ALL=1 runs pending cases", () => {
    const selection = selectionFrom({ CONTRACT_REQUIRE_ALL: "1" })
    expect(selection.requireAll).toBe(true)
    expect(skipReason(selection, { ...session, pending: "not yet" }, "sandbox")).toBeUndefined()
  })

  it("sandbox-only cases run only against the sandbox", () => {
    const selection = selectionFrom({})
    const sandboxOnly = { ...session, sandboxOnly: "its own cookie" }
    expect(skipReason(selection, sandboxOnly, "sandbox")).toBeUndefined()
    expect(skipReason(selection, sandboxOnly, "other")).toBe("sandbox only: its own cookie")
  })
})
