import { describe, expect, it } from "vitest"
import { createStoreEnv } from "../../../../src/platform/api/env.ts"
import { createTestRoot } from "../../../support/rootStore.ts"
import { testClock } from "../../../support/clock.ts"

describe("LoggedInReservation and the insurance choice", () => {
  it("a Reserve while the insurance is incomplete reveals the insurance messages and sends nothing", async () => {
    const sent: string[] = []
    const store = createTestRoot(
      createStoreEnv({
        now: testClock,
        baseUrl: "http://localhost:9",
        getCsrfToken: () => "token",
        reportError: () => undefined,
        fetch: (request) => {
          sent.push(request.url)
          return Promise.reject(new TypeError("no network in this test"))
        },
      }),
      { booking: { loggedInReservation: { careType: "insurance" } } },
    )
    const reservation = store.booking.loggedInReservation
    const insurance = store.insurance.insuranceSelection
    expect(reservation.missingRequirements).toContain("insurance")
    expect(insurance.visibleErrors).toEqual([])

    expect(await reservation.reserve()).toBe(false)
    expect(reservation.fields.submitAttempted).toBe(true)
    expect(insurance.visibleErrors).toEqual([{ field: "company", message: "companyRequired" }])
    expect(sent).toEqual([])

    // the messages follow the choice: If without a reimbursement choice asks for that next
    insurance.chooseCompany("IF")
    expect(insurance.visibleErrors).toEqual([{ field: "reimbursement", message: "reimbursementRequired" }])
    insurance.chooseCompany("OTHER")
    expect(insurance.visibleErrors).toEqual([])
    expect(reservation.missingRequirements).not.toContain("insurance")
  })

  it("a private visit leaves the insurance choice alone", async () => {
    const store = createTestRoot(
      createStoreEnv({
        now: testClock,
        baseUrl: "http://localhost:9",
        getCsrfToken: () => "token",
        reportError: () => undefined,
        fetch: () => Promise.reject(new TypeError("no network in this test")),
      }),
      { booking: { loggedInReservation: { careType: "private" } } },
    )
    expect(await store.booking.loggedInReservation.reserve()).toBe(false)
    expect(store.insurance.insuranceSelection.fields.submitAttempted).toBe(false)
  })
})
