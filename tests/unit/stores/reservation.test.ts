import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AnalyticsEvent } from "../../../src/platform/api/analytics.ts"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import type { AppointmentListItem } from "../../../src/platform/api/schemas.ts"
import { createTestRoot, type TestRoot } from "../../support/rootStore.ts"
import { personaById } from "../../../sandbox/personas.ts"
import { startTestSandbox, type TestSandbox } from "../../support/sandbox.ts"
import { testClock } from "../../support/clock.ts"

let sandbox: TestSandbox
let free: AppointmentListItem[] = []

const storeOn = (
  fetcher: (request: Request) => Promise<Response> = fetch,
  events: AnalyticsEvent[] = [],
): TestRoot =>
  createTestRoot(
    createStoreEnv({
      now: testClock,
      baseUrl: sandbox.url,
      getCsrfToken: () => undefined,
      fetch: (request) => fetcher(request),
      dataLayer: {
        push: ({ eventCallback, eventTimeout: _timeout, ...event }) => {
          events.push(event as AnalyticsEvent)
          eventCallback?.()
        },
      },
    }),
  )

beforeAll(async () => {
  sandbox = await startTestSandbox()
  const store = storeOn()
  store.booking.appointmentSearch.filter.fromUrl("private", new URLSearchParams())
  await store.booking.appointmentSearch.search()
  free = store.booking.appointmentSearch.results.filter((item) => !item.requiresAuthToReserve)
}, 30_000)
afterAll(() => sandbox.close())

function fill(store: TestRoot, ssn = "230787-957T") {
  const { reservation } = store.booking
  reservation.setField("firstName", " Mikko ")
  reservation.setField("lastName", "Nieminen")
  reservation.setField("ssn", ssn.toLowerCase())
  reservation.setField("phone", "040 555 1234")
  reservation.blur("phone")
  reservation.setField("email", " mikko.nieminen@example.fi ")
  reservation.setTermsAccepted(true)
  if (reservation.bindingRequired) reservation.setBindingAccepted(true)
}

describe("Reservation (anonymous) against the sandbox", () => {
  it("loads the appointment, gates the submit as the spec says, reserves, and the slot is gone after", async () => {
    const slot = free.at(-1)!
    const events: AnalyticsEvent[] = []
    const store = storeOn(fetch, events)
    await store.booking.reservation.load(slot.id)
    expect(store.booking.reservation.appointmentStatus).toBe("loaded")
    expect(store.booking.reservation.canSubmit).toBe(false)
    fill(store, "")
    expect(store.booking.reservation.phone).toBe("+358405551234")
    // spec §5: the identity code is not part of the gate; it is checked on submit
    expect(store.booking.reservation.canSubmit).toBe(true)
    expect(await store.booking.reservation.reserve()).toBe(false)
    expect(store.booking.reservation.visibleErrors).toEqual({ ssn: "ssnInvalid" })
    expect(events).toEqual([])
    store.booking.reservation.setField("ssn", "230787-957t")
    expect(store.booking.reservation.ssn).toBe("230787-957T")
    expect(await store.booking.reservation.reserve()).toBe(true)
    expect(store.booking.reservation.state).toBe("success")
    expect(store.booking.reservation.details?.confirmationSentTo.phone).toBe("+358405551234")
    // the logged-in booking's success event, with the booking's kind only: nothing that names the visitor
    expect(events).toEqual([
      { event: "booking_success", bookingType: "private", remote: slot.isRemote, loggedIn: false },
    ])
    expect(JSON.stringify(events)).not.toMatch(/mikko|nieminen|230787|358|555|@|appointment|http/i)
    expect(JSON.stringify(events)).not.toContain(slot.id)

    const other = storeOn()
    await other.booking.reservation.load(slot.id)
    expect(other.booking.reservation.appointmentStatus).toBe("notAvailable")
  })

  it("a second visitor reserving the same slot gets appointmentNotAvailable", async () => {
    const slot = free.at(-2)!
    const refused: AnalyticsEvent[] = []
    const [first, second] = [storeOn(), storeOn(fetch, refused)]
    await Promise.all([first.booking.reservation.load(slot.id), second.booking.reservation.load(slot.id)])
    fill(first)
    fill(second, "010101A998W")
    expect(await first.booking.reservation.reserve()).toBe(true)
    expect(await second.booking.reservation.reserve()).toBe(false)
    expect(second.booking.reservation.state).toBe("appointmentNotAvailable")
    // no success event; the error by its type only (spec messaging §4, §8), as the logged-in form's
    expect(refused).toEqual([{ event: "reservation_error", errorType: "appointmentNotAvailable" }])
  })

  it("a dropped connection is a networkError that keeps every typed field", async () => {
    const slot = free.at(-3)!
    const store = storeOn((request) => {
      const headers = new Headers(request.headers)
      if (request.method === "POST") headers.set("x-sandbox-fault", "drop")
      return fetch(new Request(request, { headers }))
    })
    await store.booking.reservation.load(slot.id)
    fill(store)
    expect(await store.booking.reservation.reserve()).toBe(false)
    expect(store.booking.reservation.state).toBe("networkError")
    expect(store.booking.reservation.firstName).toBe(" Mikko ")
    expect(store.booking.reservation.email).toBe(" mikko.nieminen@example.fi ")
  })

  it("a slot that needs login is refused with the login prompt", async () => {
    const store = storeOn()
    store.booking.appointmentSearch.filter.fromUrl("private", new URLSearchParams())
    await store.booking.appointmentSearch.search()
    const search = store.booking.appointmentSearch
    for (let page = 1; page < 10 && search.canLoadMore; page += 1) {
      if (search.results.some((item) => item.requiresAuthToReserve)) break
      await search.loadMore()
    }
    const slot = search.results.find((item) => item.requiresAuthToReserve)
    // the seed has such slots every day; never let this test pass without one
    if (!slot)
      throw new Error(`No login-only slot among the first ${search.results.length} free private slots`)
    await store.booking.reservation.load(slot.id)
    fill(store)
    expect(await store.booking.reservation.reserve()).toBe(false)
    expect(store.booking.reservation.state).toBe("loginRequired")
  })

  it("a known identity code answers noPatient (not registered) or patientInfoConflict (another name)", async () => {
    const slot = free.at(-4)!
    const unregistered = storeOn()
    await unregistered.booking.reservation.load(slot.id)
    fill(unregistered, personaById("elina")!.ssn)
    expect(await unregistered.booking.reservation.reserve()).toBe(false)
    expect(unregistered.booking.reservation.state).toBe("noPatient")

    const registered = storeOn()
    await registered.booking.reservation.load(slot.id)
    fill(registered, personaById("aino")!.ssn)
    expect(await registered.booking.reservation.reserve()).toBe(false)
    expect(registered.booking.reservation.state).toBe("patientInfoConflict")
  })

  it("an unknown appointment is no longer available", async () => {
    const store = storeOn()
    await store.booking.reservation.load("99999999")
    expect(store.booking.reservation.appointmentStatus).toBe("notAvailable")
  })
})
