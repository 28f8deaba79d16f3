import { describe, expect, it } from "vitest"
import { bookingListRoute, reservationRoute } from "../../../src/features/booking/bookingFlow.ts"
import { guardFor } from "../../../src/platform/routing/guards.ts"

describe("booking flow routes", () => {
  it("links each customer type to its list", () => {
    expect(bookingListRoute("private")).toBe("bookingPrivate")
    expect(bookingListRoute("occupational")).toBe("bookingOccupational")
    expect(bookingListRoute("insurance")).toBe("bookingInsurance")
    expect(bookingListRoute("kela65")).toBe("bookingKela65")
  })

  it("sends logged-in users to logged-in reservation pages", () => {
    expect(reservationRoute("private", "loggedIn")).toBe("availableAppointments")
    expect(reservationRoute("kela65", "loggedIn")).toBe("availableAppointmentsKela65")
    for (const type of ["private", "occupational", "insurance", "kela65"] as const) {
      expect(guardFor(reservationRoute(type, "loggedIn"))).toBe("loggedIn")
    }
  })

  it("sends anonymous visitors to anonymous pages, except for occupational which needs a login", () => {
    expect(reservationRoute("private", "anonymous")).toBe("anonymousAvailableAppointments")
    expect(reservationRoute("insurance", "anonymous")).toBe("anonymousAvailableAppointmentsInsurance")
    expect(reservationRoute("kela65", "anonymous")).toBe("anonymousAvailableAppointmentsKela65")
    expect(reservationRoute("occupational", "anonymous")).toBe("availableAppointmentsOccupational")
  })
})
