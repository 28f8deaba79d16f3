import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { appointmentRowOf, CHECK_IN_STATUSES_SHOWN } from "../../../src/domain/appointmentRules.ts"

const facts = fc.record({
  cancelled: fc.boolean(),
  checkInStatus: fc.option(fc.constantFrom(...CHECK_IN_STATUSES_SHOWN), { nil: undefined }),
  cancelOffered: fc.boolean(),
  checkInStarted: fc.boolean(),
  cancelStarted: fc.boolean(),
})
const untouched = { cancelled: false, cancelOffered: false, checkInStarted: false, cancelStarted: false }

describe("a row of the appointments list", () => {
  it("says cancelled, checked in, check-in open or booked", () => {
    expect(appointmentRowOf({ ...untouched, cancelled: true, checkInStatus: "allowed" }).status).toBe(
      "cancelled",
    )
    expect(appointmentRowOf({ ...untouched, checkInStatus: "checkedIn" }).status).toBe("checkedIn")
    expect(appointmentRowOf({ ...untouched, checkInStatus: "allowed" }).status).toBe("checkInOpen")
    expect(appointmentRowOf({ ...untouched, checkInStatus: "tooEarly" }).status).toBe("booked")
    expect(appointmentRowOf({ ...untouched, checkInStatus: undefined }).status).toBe("booked")
  })

  it("offers checking in while check-in is open, else cancelling where it is offered, else nothing", () => {
    expect(appointmentRowOf({ ...untouched, checkInStatus: "allowed", cancelOffered: true }).action).toBe(
      "checkIn",
    )
    expect(appointmentRowOf({ ...untouched, checkInStatus: "tooEarly", cancelOffered: true }).action).toBe(
      "cancel",
    )
    expect(appointmentRowOf({ ...untouched, checkInStatus: "tooEarly" }).action).toBe("none")
    expect(appointmentRowOf({ ...untouched, checkInStatus: "checkedIn" }).action).toBe("none")
    expect(
      appointmentRowOf({ ...untouched, cancelled: true, checkInStatus: undefined, cancelOffered: true })
        .action,
    ).toBe("none")
  })

  it("keeps an action started in the row, so its outcome shows where it was asked for", () => {
    fc.assert(
      fc.property(facts, (given) => {
        const { action } = appointmentRowOf(given)
        if (given.cancelStarted) expect(action).toBe("cancel")
        else if (given.checkInStarted) expect(action).toBe("checkIn")
      }),
    )
  })

  it("never offers an action the appointment's own page would not", () => {
    fc.assert(
      fc.property(facts, (given) => {
        const { status, action } = appointmentRowOf({ ...given, checkInStarted: false, cancelStarted: false })
        if (action === "checkIn") expect(status).toBe("checkInOpen")
        if (action === "cancel") expect(given.cancelOffered && status === "booked").toBe(true)
        if (status === "cancelled" || status === "checkedIn") expect(action).toBe("none")
      }),
    )
  })
})
