import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { components } from "../../../../generated/openapi.ts"
import { MAX_ACTIVE_RESERVATIONS } from "../../../../sandbox/booking/constants.ts"
import { personaById } from "../../../../sandbox/personas.ts"
import { checkCharacterFor } from "../../../../src/domain/ssn.ts"
import { dayFromNow } from "./support.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

type Schemas = components["schemas"]
type Item = Schemas["AppointmentListItem"]

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const ssnOf = (id: string) => personaById(id)!.ssn
const newSsn = (individual: number) =>
  `010190-${individual}${checkCharacterFor("010190", String(individual))}`

/** Free slots two to four weeks ahead that anyone may book, each used once across the tests. */
let pool: Item[] = []
async function freeSlot(query = ""): Promise<Item> {
  if (pool.length === 0 || query) {
    const answer = await sandbox.get<Schemas["AppointmentSearchResponse"]>(
      `/api/appointments?lang=fi&startDate=${dayFromNow(14)}&endDate=${dayFromNow(28)}${query}`,
    )
    const found = answer.json.availableAppointments
    if (found.type !== "Success") throw new Error("search failed")
    const free = found.appointments.filter((item) => !item.requiresAuthToReserve)
    if (query) return free[0]!
    pool = free
  }
  return pool.shift()!
}

const anonymousForm = (
  appointmentId: string,
  person: { firstName: string; lastName: string; ssn: string },
) => ({
  internalOrganization: "aava",
  appointmentId,
  emailAddress: "visitor@example.fi",
  phone: "+358401112222",
  ...person,
})

const reserveAnonymously = async (
  appointmentId: string,
  person: { firstName: string; lastName: string; ssn: string },
) =>
  sandbox.send<Record<string, unknown>>(
    "POST",
    "/api/anon/reserve-appointment",
    anonymousForm(appointmentId, person),
  )

const person = (id: string) => {
  const { firstName, lastName, ssn } = personaById(id)!
  return { firstName, lastName, ssn }
}
const visitor = (individual: number) => ({
  firstName: "Kalle",
  lastName: "Kokeilija",
  ssn: newSsn(individual),
})

describe("anonymous reservation", () => {
  it("reserves a slot for real: the next visitor finds it gone", async () => {
    const slot = await freeSlot()
    const first = await reserveAnonymously(slot.id, visitor(901))
    expect(first.status).toBe(200)
    const details = (first.json as Schemas["ReservationResponse"]).reservationDetails
    expect(details.appointmentId).toBe(slot.id)
    expect(Date.parse(details.startDate)).toBe(Date.parse(slot.startDate))
    expect(details.confirmationSentTo).toEqual({ emailAddress: "visitor@example.fi", phone: "+358401112222" })
    const second = await reserveAnonymously(slot.id, visitor(902))
    expect(second).toMatchObject({ status: 409, json: { type: "appointmentNotAvailable" } })
    const read = await sandbox.get<Schemas["Appointment"]>(`/api/appointments/${slot.id}?lang=fi`)
    expect(read.json).toMatchObject({
      isReserved: true,
      practitionerRate: null,
      selfCheckInStatus: "statusNotAvailable",
    })
  })

  it("checks the identity code's check character", async () => {
    const slot = await freeSlot()
    const wrong = newSsn(903).slice(0, 10) + (newSsn(903).endsWith("A") ? "B" : "A")
    const answer = await reserveAnonymously(slot.id, { ...visitor(903), ssn: wrong })
    expect(answer.status).toBe(400)
    expect(answer.json.details).toEqual([expect.objectContaining({ path: "body.ssn" })])
  })

  it("sends an unregistered persona to register, and one without consent to give it", async () => {
    const unregistered = await reserveAnonymously((await freeSlot()).id, person("elina"))
    expect(unregistered).toMatchObject({ status: 409, json: { type: "noPatient" } })
    const noConsent = await reserveAnonymously((await freeSlot()).id, person("oskari"))
    expect(noConsent).toMatchObject({ status: 409, json: { type: "patientDataConsentRequired" } })
  })

  it("refuses a name that is not the patient's", async () => {
    const conflict = await reserveAnonymously((await freeSlot()).id, {
      firstName: "Anna",
      lastName: "Virtanen",
      ssn: ssnOf("aino"),
    })
    expect(conflict).toMatchObject({ status: 409, json: { type: "patientInfoConflict" } })
    expect((await reserveAnonymously((await freeSlot()).id, visitor(904))).status).toBe(200)
    const later = await reserveAnonymously((await freeSlot()).id, { ...visitor(904), firstName: "Ville" })
    expect(later).toMatchObject({ status: 409, json: { type: "patientInfoConflict" } })
  })

  it(`allows ${MAX_ACTIVE_RESERVATIONS} reservations ahead, then tooManyReservations`, async () => {
    for (let i = 0; i < MAX_ACTIVE_RESERVATIONS; i++) {
      expect((await reserveAnonymously((await freeSlot()).id, visitor(905))).status).toBe(200)
    }
    const one = await reserveAnonymously((await freeSlot()).id, visitor(905))
    expect(one).toMatchObject({ status: 409, json: { type: "tooManyReservations" } })
  })

  it("leaves slots that need a login to logged-in patients", async () => {
    const answer = await sandbox.get<Schemas["AppointmentSearchResponse"]>(
      `/api/appointments?lang=fi&startDate=${dayFromNow(14)}&endDate=${dayFromNow(28)}&includeRemote=true&offset=0`,
    )
    const found = answer.json.availableAppointments
    if (found.type !== "Success") throw new Error("search failed")
    let slot = found.appointments.find((item) => item.requiresAuthToReserve)
    for (let offset = 20; !slot; offset += 20) {
      const page = await sandbox.get<Schemas["AppointmentSearchResponse"]>(
        `/api/appointments?lang=fi&startDate=${dayFromNow(14)}&endDate=${dayFromNow(28)}&includeRemote=true&offset=${offset}`,
      )
      const more = page.json.availableAppointments
      if (more.type === "Success") slot = more.appointments.find((item) => item.requiresAuthToReserve)
    }
    const refused = await reserveAnonymously(slot.id, visitor(906))
    expect(refused.status).toBe(400)
    expect(refused.json.details).toEqual([expect.objectContaining({ path: "body.appointmentId" })])
  })
})

describe("logged-in reservation", () => {
  const form = (appointmentId: string, extra: Record<string, unknown> = {}) => ({
    internalOrganization: "aava",
    appointmentId,
    emailAddress: "aino.virtanen@example.fi",
    phone: "+358401234567",
    description: "Kurkkukipua.",
    ...extra,
  })

  it("reserves for the patient, who then sees it among their appointments", async () => {
    const aino = sandbox.login("aino")
    const slot = await freeSlot()
    const answer = await sandbox.send<Schemas["ReservationResponse"]>(
      "POST",
      "/api/reserve-appointment",
      form(slot.id),
      aino,
    )
    expect(answer.status).toBe(200)
    const upcoming = await sandbox.get<Schemas["AppointmentList"]>("/api/appointments/upcoming?lang=fi", aino)
    expect(upcoming.json.appointments.map((appointment) => appointment.id)).toContain(slot.id)
  })

  it("needs a login", async () => {
    const answer = await sandbox.send("POST", "/api/reserve-appointment", form((await freeSlot()).id))
    expect(answer.status).toBe(401)
  })

  it("answers noPatient, patientDataConsentRequired and the credit block", async () => {
    const cases = [
      ["elina", 409, "noPatient"],
      ["oskari", 409, "patientDataConsentRequired"],
      ["marko", 500, "unknownError"],
    ] as const
    for (const [personaId, status, type] of cases) {
      const answer = await sandbox.send(
        "POST",
        "/api/reserve-appointment",
        form((await freeSlot()).id),
        sandbox.login(personaId),
      )
      expect(answer, personaId).toMatchObject({ status, json: { type } })
    }
  })

  it("takes a concept only after insertPatientConcept", async () => {
    const pekka = sandbox.login("pekka")
    const slot = await freeSlot()
    const before = await sandbox.send(
      "POST",
      "/api/reserve-appointment",
      form(slot.id, { conceptCode: "758236" }),
      pekka,
    )
    expect(before.status).toBe(400)
    expect(await sandbox.send("POST", "/api/concepts", { code: "758236" }, pekka)).toMatchObject({
      json: { type: "success" },
    })
    const after = await sandbox.send(
      "POST",
      "/api/reserve-appointment",
      form(slot.id, { conceptCode: "758236" }),
      pekka,
    )
    expect(after.status).toBe(200)
  })

  it("answers the concept call's failures", async () => {
    const post = (personaId: string, code: string) =>
      sandbox.send("POST", "/api/concepts", { code }, sandbox.login(personaId))
    expect((await post("aino", "12345")).json).toEqual({ type: "conceptNotFound" })
    expect((await post("aino", "663")).json).toEqual({ type: "conceptOnlineUpdateNotAllowed" })
    expect((await post("raili", "663")).json).toEqual({ type: "success" })
    expect((await post("aino", "90021")).json).toEqual({ type: "conceptOnlineUpdateNotAllowed" })
    expect((await post("oskari", "90157")).json).toEqual({ type: "customerDeniedAccess" })
    expect((await post("elina", "90157")).json).toEqual({ type: "customerNotFound" })
  })

  it("books direct compensation with the patient's own permit only", async () => {
    const ville = sandbox.login("ville")
    const permits = await sandbox.get<Schemas["DirectCompensationPermits"]>(
      "/api/insurance/lahitapiola-direct-compensation-permits/en",
      ville,
    )
    if (permits.json.type !== "success") throw new Error("no permits")
    const hash = permits.json.directCompensationPermits[0]!.contentHash
    expect((await sandbox.send("POST", "/api/concepts", { code: "90021" }, ville)).json).toEqual({
      type: "success",
    })
    const wrong = await sandbox.send(
      "POST",
      "/api/reserve-appointment",
      form((await freeSlot()).id, { conceptCode: "90021", dcpContentHash: "nope" }),
      ville,
    )
    expect(wrong).toMatchObject({ status: 500, json: { type: "treatmentChainCreationFailed" } })
    const right = await sandbox.send(
      "POST",
      "/api/reserve-appointment",
      form((await freeSlot()).id, { conceptCode: "90021", dcpContentHash: hash }),
      ville,
    )
    expect(right.status).toBe(200)
  })
})
