import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Schemas } from "../../../../sandbox/booking/catalog/types.ts"
import { dayFromNow } from "./support.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
}, 30_000)
afterAll(() => sandbox.close())

type Permits = Schemas["DirectCompensationPermits"]
const permitsOf = async (personaId: string) => {
  const answer = await sandbox.get<Permits>(
    "/api/insurance/lahitapiola-direct-compensation-permits/en",
    sandbox.login(personaId),
  )
  if (answer.json.type !== "success") throw new Error("permits failed")
  return answer.json.directCompensationPermits
}

describe("the sandbox insurers", () => {
  it("OP: found for the OP customer, not found for others", async () => {
    const check = async (personaId: string) =>
      (await sandbox.get(`/api/insurance/pohjola-check/${dayFromNow(3)}`, sandbox.login(personaId))).json
    expect(await check("liisa")).toEqual({ hasInsurance: true })
    expect(await check("pekka")).toEqual({ hasInsurance: false })
  })

  it("LähiTapiola: policies for ville and veera; ville has permits, veera none", async () => {
    const policy = async (personaId: string) =>
      (await sandbox.get("/api/insurance/lahitapiola-policy-check", sandbox.login(personaId))).json
    expect(await policy("ville")).toEqual({ type: "success", hasHealthcarePolicy: true })
    expect(await policy("veera")).toEqual({ type: "success", hasHealthcarePolicy: true })
    expect(await policy("aino")).toEqual({ type: "success", hasHealthcarePolicy: false })
    expect((await permitsOf("ville")).map((permit) => permit.symptom)).toEqual(["Knee pain", "Back pain"])
    expect(await permitsOf("veera")).toEqual([])
  })

  it("the permit application goes to the insurer page, whose answers come back to the portal's page", async () => {
    const veera = sandbox.login("veera")
    const apply = await sandbox.get(
      "/api/insurance/lahitapiola-apply-permit?redirectTo=%2Ffi%2Fvaraus%3Fa%3D1&channel=w&lang=sv",
      veera,
    )
    expect(apply.status).toBe(302)
    const page = new URL(apply.headers.get("location")!, sandbox.url)
    expect(page.pathname).toBe("/oauth/sandbox-lahitapiola")
    expect(page.searchParams.get("redirectTo")).toBe("/fi/varaus?a=1")

    const html = await fetch(page, { headers: { cookie: veera.cookie } }).then((response) => response.text())
    expect(html).toContain('<html lang="sv">')
    expect(html).toContain("Bevilja tillståndet")

    const answer = async (status: string, personaId = "veera") => {
      const query = new URLSearchParams({ status, redirectTo: "/fi/varaus?a=1" })
      const response = await sandbox.get(
        `/oauth/sandbox-lahitapiola/return?${query}`,
        sandbox.login(personaId),
      )
      return response.headers.get("location")
    }
    expect(await answer("cancel")).toBe("/fi/varaus?a=1&lahitapiolaStatus=cancel")
    expect(await answer("directcompensationdenied")).toBe(
      "/fi/varaus?a=1&lahitapiolaStatus=directcompensationdenied",
    )
    expect(await answer("error")).toBe("/fi/varaus?a=1&lahitapiolaStatus=error")
    expect(await permitsOf("veera")).toEqual([])
    // someone without a policy is denied whatever the page says
    expect(await answer("directcompensationallowed", "aino")).toBe(
      "/fi/varaus?a=1&lahitapiolaStatus=directcompensationdenied",
    )
    expect(await answer("directcompensationallowed")).toBe(
      "/fi/varaus?a=1&lahitapiolaStatus=directcompensationallowed",
    )
    const [granted] = await permitsOf("veera")
    expect(granted).toMatchObject({ symptom: "Sprained ankle", bodyPart: "Right ankle" })
    // another host is not a way back
    const elsewhere = await sandbox.get(
      "/oauth/sandbox-lahitapiola/return?status=cancel&redirectTo=%2F%2Fevil.example%2F",
      veera,
    )
    expect(elsewhere.status).toBe(400)
  })

  it("the admin route tells which concept code a reservation carried", async () => {
    const missing = await sandbox.get("/__sandbox/reservations/99999999")
    expect(missing.status).toBe(404)
    const search = await sandbox.get<Schemas["AppointmentSearchResponse"]>(
      `/api/appointments?lang=fi&isInsuranceCustomer=true&startDate=${dayFromNow(7)}&endDate=${dayFromNow(21)}`,
    )
    if (search.json.availableAppointments.type !== "Success") throw new Error("search failed")
    const slot = search.json.availableAppointments.appointments[0]!
    const pekka = sandbox.login("pekka")
    expect((await sandbox.send("POST", "/api/concepts", { code: "90157" }, pekka)).json).toEqual({
      type: "success",
    })
    const reserved = await sandbox.send(
      "POST",
      "/api/reserve-appointment",
      {
        internalOrganization: "aava",
        appointmentId: slot.id,
        emailAddress: "pekka.lehtonen@example.fi",
        phone: "+358403334455",
        conceptCode: "90157",
      },
      pekka,
    )
    expect(reserved.status).toBe(200)
    expect((await sandbox.get(`/__sandbox/reservations/${slot.id}`)).json).toEqual({
      appointmentId: slot.id,
      conceptCode: "90157",
      dcpContentHash: null,
      cancelled: false,
      checkedIn: false,
      arrivalReasonLength: 0,
      reservations: 1,
    })
  })
})
