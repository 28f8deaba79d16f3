// The one profile resource: read once for every consumer, brought up to date by saves, read afresh by a page.
import { describe, expect, it } from "vitest"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import type { UserProfile } from "../../../src/platform/api/schemas.ts"
import { createTestRoot, type TestRoot } from "../../support/rootStore.ts"
import { testClock } from "../../support/clock.ts"

const contactInfo = {
  firstName: "Aino",
  lastName: "Virtanen",
  streetAddress: "Fredrikinkatu 33 A 5",
  zipCode: "00120",
  postOffice: "Helsinki",
  phoneNumber: "+358401234567",
  emailAddress: "aino.virtanen@example.fi",
  language: "fi",
}

function profileOf(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    person: { firstName: "Aino", lastName: "Virtanen", maskedSsn: "010180-****" },
    actingGuardian: null,
    isRegistered: true,
    patient: null,
    contactInfo,
    guardians: [],
    patientDataConsentStatus: "ok",
    mfaStatus: "notEnabled",
    hasKelaCard: false,
    isCreditWorthy: true,
    allowedConcepts: [],
    ...overrides,
  } as UserProfile
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

/** A backend of one profile: counts its reads, and can hold a read until the test releases it. */
function fakeBackend(initial: UserProfile) {
  const backend = {
    profile: initial,
    reads: 0,
    held: undefined as { release: () => void } | undefined,
    hold() {
      let release = () => {}
      const gate = new Promise<void>((resolve) => (release = resolve))
      backend.held = { release }
      return gate
    },
  }
  let gate: Promise<void> | undefined
  const fetch = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url)
    const route = `${request.method} ${pathname}`
    if (route === "GET /api/user/profile") {
      backend.reads += 1
      const answer = backend.profile
      if (gate) await gate
      return json(200, answer)
    }
    if (route.startsWith("GET /api/appointments/")) {
      return json(200, {
        id: pathname.split("/").pop(),
        isReserved: false,
        isRemote: false,
        kindId: "VO",
        startDate: new Date(testClock() + 5 * 86_400_000).toISOString(),
        specialtyData: { specialties: [] },
      })
    }
    if (route === "POST /api/user") {
      const body = (await request.json()) as Record<string, string>
      const saved = { ...backend.profile.contactInfo!, ...body }
      backend.profile = { ...backend.profile, contactInfo: saved }
      return json(200, { type: "success", contactInfo: saved })
    }
    if (route === "POST /api/user/consent") {
      backend.profile = { ...backend.profile, patientDataConsentStatus: "ok" }
      return json(200, { type: "success" })
    }
    return json(404, { message: "not in this fake" })
  }
  const store: TestRoot = createTestRoot(
    createStoreEnv({ now: testClock, baseUrl: "http://profile.test", getCsrfToken: () => "t", fetch }),
    { session: { lang: "fi", isLoggedIn: true, isSessionValid: true } },
  )
  return {
    backend,
    store,
    /** Holds every profile read from now until the returned function is called. */
    holdReads(): () => void {
      gate = backend.hold()
      return () => {
        backend.held?.release()
        gate = undefined
      }
    },
  }
}

describe("Profile, one resource", () => {
  it("is one read for two consumers asking at once, and the same instance for both", async () => {
    const { store, backend } = fakeBackend(profileOf())
    const reservation = store.booking.loggedInReservation
    await Promise.all([reservation.load("101", "private"), store.profile.ensureLoaded()])
    expect(backend.reads).toBe(1)
    expect(reservation.profile).toBe(store.profile)
    expect(reservation.contact.values.emailAddress).toBe("aino.virtanen@example.fi")
    // loaded: a consumer that only needs it once reads nothing more
    await store.profile.ensureLoaded()
    expect(backend.reads).toBe(1)
  })

  it("a contact save updates what every consumer sees, without a read", async () => {
    const { store, backend } = fakeBackend(profileOf())
    const reservation = store.booking.loggedInReservation
    await reservation.load("102", "private")
    reservation.editContact()
    reservation.contact.setField("postOffice", "Espoo")
    expect(await reservation.saveContact()).toBe(true)
    expect(store.profile.current?.contactInfo?.postOffice).toBe("Espoo")
    // my information fills from the same profile; the reservation's cancel goes back to the saved values
    store.account.contactForm.fill(store.profile.current?.contactInfo)
    expect(store.account.contactForm.postOffice).toBe("Espoo")
    reservation.contact.setField("postOffice", "Vantaa")
    reservation.cancelContactEdit()
    expect(reservation.contact.postOffice).toBe("Espoo")
    expect(backend.reads).toBe(1)
  })

  it("a consent save makes the profile stale: the reservation's consent step waits for the next read", async () => {
    const { store, backend } = fakeBackend(profileOf({ patientDataConsentStatus: "missing" }))
    const reservation = store.booking.loggedInReservation
    await reservation.load("103", "private")
    expect(reservation.step).toBe("consent")

    const { consent } = store.account
    consent.prepare({ saved: undefined, isFirstTime: false, asksOccupational: false })
    consent.setChoice("allowsBookingSms", true)
    expect(await consent.save()).toBe(true)
    expect(store.profile.current).toBeUndefined()
    // the old answer is not taken for a redirect
    expect(reservation.step).toBe("loading")
    await reservation.load("103", "private")
    expect(backend.reads).toBe(2)
    expect(reservation.step).toBe("form")
  })

  it("a page's refresh reads afresh, keeps the last answer on screen meanwhile, and shares one request", async () => {
    const { store, backend, holdReads } = fakeBackend(profileOf())
    await store.profile.ensureLoaded()
    backend.profile = profileOf({ isCreditWorthy: false })
    const release = holdReads()
    const first = store.profile.refresh()
    const second = store.profile.refresh()
    expect(store.profile.current).toBeUndefined()
    expect(store.profile.data?.isCreditWorthy).toBe(true)
    release()
    await Promise.all([first, second])
    expect(backend.reads).toBe(2)
    expect(store.profile.current?.isCreditWorthy).toBe(false)
  })

  it("a read that started before a save does not count as current", async () => {
    const { store, backend, holdReads } = fakeBackend(profileOf({ isRegistered: false }))
    const release = holdReads()
    const early = store.profile.refresh()
    store.profile.invalidate()
    backend.profile = profileOf()
    release()
    await early
    expect(store.profile.current).toBeUndefined()
    await store.profile.ensureLoaded()
    expect(store.profile.current?.isRegistered).toBe(true)
    expect(backend.reads).toBe(2)
  })
})
