import { DateTime } from "luxon"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { components } from "../../../../generated/openapi.ts"
import { insertSlot, type NewSlot } from "../../../../sandbox/booking/slots.ts"
import { HELSINKI } from "../../../../src/domain/dates.ts"
import { dayFromNow } from "./support.ts"
import { testClock } from "../../../support/clock.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

type Search = components["schemas"]["AppointmentSearchResponse"]
type Item = components["schemas"]["AppointmentListItem"]
type FilterOptions = components["schemas"]["FilterOptions"]

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const from = dayFromNow(0)
const to = dayFromNow(13)

async function search(query: string, login?: ReturnType<TestSandbox["login"]>): Promise<Item[]> {
  const answer = await sandbox.get<Search>(`/api/appointments?lang=fi&${query}`, login)
  expect(answer.status).toBe(200)
  const found = answer.json.availableAppointments
  if (found.type !== "Success") throw new Error("search failed")
  return found.appointments
}

async function allPages(query: string): Promise<Item[]> {
  const items: Item[] = []
  for (let offset = 0; ; offset += 20) {
    const page = await search(`${query}&offset=${offset}`)
    expect(page.length).toBeLessThanOrEqual(20)
    items.push(...page)
    if (page.length < 20) return items
  }
}

describe("searchAppointments", () => {
  it("pages by 20, earliest first, never a slot that has started", async () => {
    // a week always has working days, whatever day and hour the test runs at
    const items = await allPages(`startDate=${from}&endDate=${dayFromNow(6)}`)
    expect(items.length).toBeGreaterThan(20)
    const starts = items.map((item) => Date.parse(item.startDate))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
    expect(Math.min(...starts)).toBeGreaterThan(testClock() - 1000)
  })

  it("keeps to the clinics asked for, and adds remote slots only with includeRemote", async () => {
    const onlyTapiola = await search(`startDate=${from}&endDate=${to}&clinicIds=TAPIOLA`)
    expect(onlyTapiola.length).toBeGreaterThan(0)
    expect(new Set(onlyTapiola.map((item) => item.clinic.id))).toEqual(new Set(["TAPIOLA"]))
    const withRemote = await allPages(`startDate=${from}&endDate=${to}&clinicIds=KAMPPI&includeRemote=true`)
    expect(withRemote.some((item) => item.isRemote && item.clinic.id === "RMT")).toBe(true)
    expect(withRemote.every((item) => item.isRemote || item.clinic.id === "KAMPPI")).toBe(true)
    const noRemote = await allPages(`startDate=${from}&endDate=${to}`)
    expect(noRemote.every((item) => !item.isRemote)).toBe(true)
  })

  it("filters by specialty and practitioner", async () => {
    const psychologists = await search(`startDate=${from}&endDate=${to}&specialtyIds=PSY&includeRemote=true`)
    expect(psychologists.length).toBeGreaterThan(0)
    expect(psychologists.every((item) => item.specialtyData.specialties[0]?.id === "PSY")).toBe(true)
    const laura = await search(`startDate=${from}&endDate=${to}&practitionerIds=10234&includeRemote=true`)
    expect(laura.length).toBeGreaterThan(0)
    expect(laura.every((item) => item.practitioner.id === "10234")).toBe(true)
  })

  it("offers Kela65 kinds only to Kela65 searches, and hides them from the others", async () => {
    const kela65 = await allPages(`startDate=${from}&endDate=${to}&isKela65=true&includeRemote=true`)
    expect(kela65.length).toBeGreaterThan(0)
    expect(kela65.every((item) => ["Y65P", "Y65D", "Y65V"].includes(item.kindId))).toBe(true)
    const privately = await allPages(`startDate=${from}&endDate=${to}&includeRemote=true`)
    expect(privately.some((item) => item.specialtyData.specialties[0]?.id === "Y65V")).toBe(false)
    expect(privately.some((item) => item.specialtyData.specialties[0]?.id === "TTH")).toBe(false)
  })

  it("needs a login for occupational slots, and an agreement with online booking", async () => {
    const query = `startDate=${from}&endDate=${to}&isOccupationalHealthcare=true`
    expect((await sandbox.get(`/api/appointments?lang=fi&${query}`)).status).toBe(401)
    const jari = await search(query, sandbox.login("jari"))
    expect(jari.some((item) => item.specialtyData.specialties[0]?.id === "TTH")).toBe(true)
    expect(await search(query, sandbox.login("sanna"))).toEqual([])
  })

  it("refuses two customer types at once and a range that runs backwards", async () => {
    const both = await sandbox.get(
      `/api/appointments?lang=fi&startDate=${from}&endDate=${to}&isKela65=true&isInsuranceCustomer=true`,
    )
    expect(both.status).toBe(400)
    const backwards = await sandbox.get(`/api/appointments?lang=fi&startDate=${to}&endDate=${from}`)
    expect(backwards.status).toBe(400)
  })
})

describe("time of day", () => {
  const day = dayFromNow(20)
  const slotAt = (hour: number, minute: number): NewSlot => ({
    startMs: DateTime.fromISO(`${day}T00:00`, { zone: HELSINKI }).set({ hour, minute }).toMillis(),
    durationMinutes: 30,
    clinicId: "HYVINKAA",
    practitionerId: "12598",
    kindId: "VO30",
    specialtyId: "YL",
    locationType: "physicalLocation",
    isRemote: false,
    requiresAuth: false,
    for: { private: true, occupational: false, insurance: false, kela65: false },
  })

  beforeAll(() => {
    sandbox.db.prepare("DELETE FROM booking_slots WHERE day = ? AND practitioner_id = '12598'").run(day)
    for (const [hour, minute] of [
      [6, 59],
      [7, 0],
      [12, 0],
      [12, 1],
      [16, 0],
      [21, 0],
      [21, 1],
    ] as const) {
      insertSlot(sandbox.db, slotAt(hour, minute))
    }
  })

  const times = async (timeOfDay: string) =>
    (await search(`startDate=${day}&endDate=${day}&practitionerIds=12598&timeOfDay=${timeOfDay}`)).map(
      (item) => DateTime.fromISO(item.startDate, { zone: HELSINKI }).toFormat("HH:mm"),
    )

  it("includes both ends of each tab (spec: 07–12, 12–16, 16–21 inclusive)", async () => {
    expect(await times("morning")).toEqual(["07:00", "12:00"])
    expect(await times("afternoon")).toEqual(["12:00", "12:01", "16:00"])
    expect(await times("evening")).toEqual(["16:00", "21:00"])
    expect(await times("all")).toEqual(["06:59", "07:00", "12:00", "12:01", "16:00", "21:00", "21:01"])
  })
})

describe("the calendar and the filters", () => {
  it("gives the days of the free slots, ascending", async () => {
    const answer = await sandbox.get<{ dates: string[] }>(
      `/api/appointments/available-appointment-dates?startDate=${from}&endDate=${to}&clinicIds=KAMPPI`,
    )
    expect(answer.status).toBe(200)
    const days = (await allPages(`startDate=${from}&endDate=${to}&clinicIds=KAMPPI`)).map((item) =>
      DateTime.fromISO(item.startDate, { zone: HELSINKI }).toISODate(),
    )
    expect(answer.json.dates).toEqual([...new Set(days)])
  })

  it("offers the Kela65 specialty only in the Kela65 list, in the page's language", async () => {
    const privately = await sandbox.get<FilterOptions>("/api/appointments/filter-options?lang=en")
    expect(privately.json.specialties.map((specialty) => specialty.id)).not.toContain("Y65V")
    expect(privately.json.practitioners.find((practitioner) => practitioner.id === "10234")?.title).toBe(
      "General practitioner",
    )
    const kela65 = await sandbox.get<FilterOptions>(
      "/api/appointments/filter-options?lang=sv&healthCareType=kela65",
    )
    expect(kela65.json.specialties).toEqual([{ id: "Y65V", name: "FPA65-läkarbesök" }])
    expect(kela65.json.timeOfDaySlots.map((slot) => [slot.startHour, slot.endHour])).toEqual([
      [7, 12],
      [12, 16],
      [16, 21],
    ])
  })

  it("tells a practitioner's clinics and a specialty's notice", async () => {
    const clinics = await sandbox.get<{ clinicIds: string[] }>(
      "/api/appointments/practitioner-clinics?id=10234&lang=fi",
    )
    expect(clinics.json.clinicIds).toEqual(expect.arrayContaining(["KAMPPI"]))
    const psy = await sandbox.get<components["schemas"]["SpecialtyResponse"]>(
      "/api/appointments/specialty?id=PSY&lang=en",
    )
    expect(psy.json.specialty.cmsContent.appointmentReservationInfo).toMatch(/60 minutes/)
    expect((await sandbox.get("/api/appointments/specialty?id=XYZ&lang=en")).status).toBe(404)
  })
})
