import { getSnapshot } from "mobx-state-tree"
import { describe, expect, it } from "vitest"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import { KioskCheckInModel } from "../../../src/features/kiosk/store/KioskCheckIn.ts"
import { testClock } from "../../support/clock.ts"

const APPOINTMENT = {
  id: "80412377",
  startDate: "2026-11-24T10:00:00+02:00",
  clinic: { id: "KAMPPI", name: "Aava Kamppi", cmsContent: { name: "Aava Kamppi" } },
  practitioner: { name: "Laura Mäkinen", title: "Yleislääkäri" },
}

/** A kiosk check-in on a fake backend that answers the lookup with `view` and the check-in with `result`. */
function setup(
  view: unknown,
  result: unknown = { type: "success", room: { location: "5. krs, huone 512" } },
) {
  const requests: string[] = []
  const env = createStoreEnv({
    now: testClock,
    baseUrl: "http://sandbox.test",
    getCsrfToken: () => undefined,
    fetch: async (request) => {
      const url = new URL(request.url)
      requests.push(
        `${request.method} ${url.pathname}${request.method === "POST" ? ` ${await request.text()}` : ""}`,
      )
      if (url.pathname.startsWith("/api/anon/appointments/")) return Response.json(view)
      return Response.json(result)
    },
  })
  return { store: KioskCheckInModel.create({}, env), requests }
}

describe("kiosk check-in", () => {
  it("finds the appointment by a scanned link and checks in with the last 4 characters", async () => {
    const { store, requests } = setup({ type: "success", appointment: APPOINTMENT })
    await store.find("KAMPPI", "fi", "https://example.fi/fi/varaus/ODA0MTIzNzdfOWMxZDRlMmE")
    expect(store.lookup).toBe("found")
    expect(store.appointment).toEqual({
      startDate: APPOINTMENT.startDate,
      clinicName: "Aava Kamppi",
      practitionerName: "Laura Mäkinen, Yleislääkäri",
    })
    expect(store.checkIn.state).toBe("waiting-for-confirmation")
    store.checkIn.setCode("902f")
    await store.checkIn.submit()
    expect(store.checkIn.state).toBe("success")
    expect(requests).toEqual([
      "GET /api/anon/appointments/ODA0MTIzNzdfOWMxZDRlMmE",
      'POST /api/anon/check-in {"appointmentId":"80412377","ssnEndPart":"902F"}',
    ])
  })

  it("sends an appointment of another clinic to the reception, and tells a cancelled or unknown one", async () => {
    const other = setup({
      type: "success",
      appointment: { ...APPOINTMENT, clinic: { ...APPOINTMENT.clinic, id: "PASILA" } },
    })
    await other.store.find("KAMPPI", "fi", "80412377")
    expect(other.store.lookup).toBe("other-clinic")
    expect(other.store.checkIn.appointmentId).toBe("")
    const cancelled = setup({ type: "already-cancelled" })
    await cancelled.store.find("KAMPPI", "fi", "80412377")
    expect(cancelled.store.lookup).toBe("cancelled")
    const unknown = setup({ type: "appointment-not-found" })
    await unknown.store.find("KAMPPI", "fi", "80412377")
    expect(unknown.store.lookup).toBe("not-found")
    const invalid = setup({ type: "appointment-not-found" })
    await invalid.store.find("KAMPPI", "fi", "not a code;")
    expect(invalid.store.lookup).toBe("invalid-code")
    expect(invalid.requests).toEqual([])
  })

  it("keeps the code and the booking code out of snapshots, and restart forgets them", async () => {
    const { store } = setup({ type: "success", appointment: APPOINTMENT })
    await store.find("KAMPPI", "fi", "80412377")
    store.checkIn.setCode("902")
    expect(JSON.stringify(getSnapshot(store))).not.toMatch(/902|ODA0/)
    store.restart()
    expect(store.bookingCode).toBe("")
    expect(store.appointment).toBeUndefined()
    expect(store.checkIn.code).toBe("")
    expect(store.lookup).toBe("entering-code")
  })
})
