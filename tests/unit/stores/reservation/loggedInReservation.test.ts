import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AnalyticsEvent } from "../../../../src/platform/api/analytics.ts"
import { createStoreEnv } from "../../../../src/platform/api/env.ts"
import type { ErrorReport } from "../../../../src/platform/api/reporting.ts"
import { createTestRoot, type TestRoot } from "../../../support/rootStore.ts"
import { loginAs } from "../../../../sandbox/idp/client.ts"
import { startTestSandbox, type TestSandbox } from "../../../support/sandbox.ts"
import { toIsoDate } from "../../../../src/domain/dates.ts"
import { testClock } from "../../../support/clock.ts"
import type { HealthCareType } from "../../../../src/domain/features.ts"

let sandbox: TestSandbox

type Logged = { store: TestRoot; events: AnalyticsEvent[]; reports: ErrorReport[] }

/** A store logged in as a persona on the in-process sandbox, recording analytics events and error reports. */
async function storeAs(
  persona: string,
  healthCareType: HealthCareType = "private",
  intercept?: (request: Request) => Response | Promise<Response> | undefined,
): Promise<Logged> {
  const { cookieHeader, csrfToken } = await loginAs(sandbox.url, persona, { healthCareType })
  const events: AnalyticsEvent[] = []
  const reports: ErrorReport[] = []
  const env = createStoreEnv({
    now: testClock,
    baseUrl: sandbox.url,
    getCsrfToken: () => csrfToken,
    reportError: (report) => reports.push(report),
    dataLayer: {
      push: ({ eventCallback, eventTimeout: _timeout, ...event }) => {
        events.push(event as AnalyticsEvent)
        eventCallback?.()
      },
    },
    fetch: (request) => {
      const headers = new Headers(request.headers)
      headers.set("cookie", cookieHeader)
      const withCookie = new Request(request, { headers })
      const answer = intercept?.(withCookie)
      return answer ? Promise.resolve(answer) : fetch(withCookie)
    },
  })
  const store = createTestRoot(env)
  await store.session.load()
  return { store, events, reports }
}

// Slots this far ahead need no binding confirmation (the brand's threshold is 24 hours), whatever the hour.
const UNBOUND_AHEAD_MS = 48 * 3_600_000

/**
 * Free slots of a customer type starting more than 48 hours from now, as a search from three days ahead lists them
 * (latest first: tests take their own). Fails loudly when the seed has none, rather than testing nothing.
 */
async function freeSlots(careType: HealthCareType): Promise<{ id: string; kindId: string }[]> {
  const { store } = await storeAs("aino", careType)
  const startDate = toIsoDate(new Date(testClock() + 3 * 86_400_000))
  store.booking.appointmentSearch.filter.fromUrl(careType, new URLSearchParams({ startDate }))
  await store.booking.appointmentSearch.search()
  const slots = store.booking.appointmentSearch.results
    .filter((slot) => Date.parse(slot.startDate) > testClock() + UNBOUND_AHEAD_MS)
    .map(({ id, kindId }) => ({ id, kindId }))
    .reverse()
  if (slots.length < 4) throw new Error(`Only ${slots.length} free ${careType} slots 48 h ahead in the seed`)
  return slots
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

let privateSlots: { id: string }[] = []
beforeAll(async () => {
  sandbox = await startTestSandbox()
  privateSlots = await freeSlots("private")
}, 60_000)
afterAll(() => sandbox.close())

describe("LoggedInReservation against the sandbox", () => {
  it("books with the saved contact details; the success goes to analytics without personal data", async () => {
    const { store, events } = await storeAs("aino")
    const reservation = store.booking.loggedInReservation
    await reservation.load(privateSlots[0]!.id, "private")
    expect(reservation.step).toBe("form")
    expect(reservation.contact.values.emailAddress).toBe("aino.virtanen@example.fi")
    expect(reservation.editingContact).toBe(false)
    expect(reservation.canSubmit).toBe(true)

    // spec §5: an unsaved contact edit and an over-long description each block the booking
    reservation.contact.setField("postOffice", "Espoo")
    expect(reservation.canSubmit).toBe(false)
    reservation.cancelContactEdit()
    reservation.setDescription("x".repeat(301))
    expect(reservation.canSubmit).toBe(false)
    reservation.setDescription("Kurkkukipua")
    expect(reservation.canSubmit).toBe(true)

    expect(await reservation.reserve()).toBe(true)
    expect(reservation.step).toBe("success")
    expect(reservation.showCancel).toBe(true)
    expect(events).toEqual([expect.objectContaining({ event: "booking_success", bookingType: "private" })])
    expect(JSON.stringify(events)).not.toMatch(/aino|virtanen|358|@/i)
  })

  it("a first-time user (no complete contact details) fills them in and continues to the reservation", async () => {
    const { store } = await storeAs("jari", "private", (request) => {
      if (request.method !== "GET" || new URL(request.url).pathname !== "/api/user/profile") return undefined
      return fetch(request).then(async (response) => {
        const profile = (await response.json()) as { contactInfo: Record<string, unknown> }
        return json(200, { ...profile, contactInfo: { ...profile.contactInfo, phoneNumber: null } })
      })
    })
    const reservation = store.booking.loggedInReservation
    await reservation.load(privateSlots[3]!.id, "private")
    expect(reservation.firstTimeContact).toBe(true)
    expect(reservation.editingContact).toBe(true)
    expect(reservation.canSubmit).toBe(false)
    reservation.contact.setField("phoneNumber", "045 111 2233")
    reservation.contact.blur("phoneNumber")
    expect(reservation.canSubmit).toBe(false)
    expect(await reservation.saveContact()).toBe(true)
    expect(reservation.editingContact).toBe(false)
    expect(reservation.contact.isDirty).toBe(false)
    expect(reservation.canSubmit).toBe(true)
  })

  it("sends the unregistered to registration, the unconsented to consent, and interrupts the not credit-worthy", async () => {
    const slot = privateSlots[1]!.id
    const steps = await Promise.all(
      ["elina", "oskari", "marko"].map(async (persona) => {
        const { store } = await storeAs(persona)
        await store.booking.loggedInReservation.load(slot, "private")
        return store.booking.loggedInReservation.step
      }),
    )
    expect(steps).toEqual(["registration", "consent", "bookingInterrupted"])
  })

  it("an occupational visit is not interrupted by credit-worthiness", async () => {
    const { store } = await storeAs("marko", "occupational")
    await store.booking.loggedInReservation.load(privateSlots[1]!.id, "occupational")
    expect(store.booking.loggedInReservation.step).toBe("form")
  })

  it("a concept answer other than success is critical: reported, unknownError, and no reservation", async () => {
    const kela65 = (await freeSlots("kela65")).find((slot) => ["Y65P", "Y65D", "Y65V"].includes(slot.kindId))!
    let reserveCalls = 0
    const { store, events, reports } = await storeAs("aino", "kela65", (request) => {
      if (new URL(request.url).pathname === "/api/reserve-appointment") reserveCalls += 1
      return undefined
    })
    const reservation = store.booking.loggedInReservation
    await reservation.load(kela65.id, "kela65")
    expect(reservation.conceptCode).toBe("663")
    // the sandbox refuses the Kela65 concept to a patient under 65
    expect(await reservation.reserve()).toBe(false)
    expect(reservation.state).toBe("unknownError")
    expect(reserveCalls).toBe(0)
    expect(reports).toContainEqual({
      kind: "result",
      operationId: "insertPatientConcept",
      resultType: "conceptOnlineUpdateNotAllowed",
    })
    expect(events).toEqual([{ event: "reservation_error", errorType: "unknownError" }])
  })

  it("maps the answers: treatmentChainCreationFailed, patientDataConsentRequired, an unknown type", async () => {
    let answer = json(500, { type: "treatmentChainCreationFailed" })
    const { store, events } = await storeAs("aino", "private", (request) =>
      new URL(request.url).pathname === "/api/reserve-appointment" ? answer.clone() : undefined,
    )
    const reservation = store.booking.loggedInReservation
    await reservation.load(privateSlots[2]!.id, "private")
    await reservation.reserve()
    expect(reservation.state).toBe("directReimbursementError")
    answer = json(409, { type: "somethingElse" })
    await reservation.reserve()
    expect(reservation.state).toBe("unknownError")
    answer = json(409, { type: "tooManyReservations" })
    await reservation.reserve()
    expect(reservation.state).toBe("tooManyReservations")
    answer = json(409, { type: "patientDataConsentRequired" })
    await reservation.reserve()
    expect(reservation.step).toBe("consent")
    expect(events.map((event) => (event as { errorType?: string }).errorType)).toEqual([
      "directReimbursementError",
      "unknownError",
      "tooManyReservations",
      "patientDataConsentRequired",
    ])
  })
})

describe("OccupationalAgreement against the sandbox", () => {
  it("gives each persona's state, and unknown-error when the check fails", async () => {
    const statuses = await Promise.all(
      ["jari", "sanna", "aino"].map(async (persona) => {
        const { store } = await storeAs(persona)
        await store.booking.occupationalAgreement.check()
        return store.booking.occupationalAgreement.status
      }),
    )
    expect(statuses).toEqual(["loaded", "no-web-reservation", "no-occupational-healthcare"])
    const { store } = await storeAs("jari", "private", (request) =>
      new URL(request.url).pathname === "/api/occupational/agreement"
        ? json(503, { message: "down" })
        : undefined,
    )
    await store.booking.occupationalAgreement.check()
    expect(store.booking.occupationalAgreement.status).toBe("unknown-error")
  })
})
