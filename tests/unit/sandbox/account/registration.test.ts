import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeEach(async () => {
  sandbox = await startTestSandbox()
})
afterEach(() => sandbox.close())

const selfRegistration = {
  type: "self",
  firstName: "Elina",
  lastName: "Järvinen",
  streetAddress: "Aleksanterinkatu 15",
  zipCode: "00170",
  postOffice: "Helsinki",
  phoneNumber: "0406667788",
  emailAddress: "elina.jarvinen@example.fi",
  language: "fi",
}
const consent = {
  allowsCommonRegistry: true,
  allowsViewingOccupationalInformation: false,
  allowsMarketingMail: false,
  allowsTreatmentInstructionsMail: true,
  allowsBookingSms: true,
}

describe("registration", () => {
  it("makes an unregistered person a patient, once", async () => {
    const login = sandbox.login("elina")
    const registered = await sandbox.request("POST", "/api/user/register?lang=fi", {
      login,
      body: selfRegistration,
    })
    expect(registered.status).toBe(201)
    expect(registered.json.patient).toMatchObject({
      firstName: "Elina",
      phoneNumber: "+358406667788",
      postalAddress: { street: "Aleksanterinkatu 15", postalCode: "00170", postOffice: "Helsinki" },
      patientDataConsentFormUpdated: null,
    })
    const profile = await sandbox.request("GET", "/api/user/profile?lang=fi", { login })
    expect(profile.json).toMatchObject({ isRegistered: true, patientDataConsentStatus: "missing" })
    const again = await sandbox.request("POST", "/api/user/register?lang=fi", {
      login,
      body: selfRegistration,
    })
    expect(again.status).toBe(409)
    expect(again.json).toEqual({ type: "alreadyRegistered" })
  })

  it("checks the contact fields of a self registration", async () => {
    const answer = await sandbox.request("POST", "/api/user/register?lang=fi", {
      login: sandbox.login("elina"),
      body: { ...selfRegistration, emailAddress: "elina@xn--80ak6aa92e.fi" },
    })
    expect(answer.status).toBe(400)
  })

  it("refuses a child's registration without acting for a child", async () => {
    const answer = await sandbox.request("POST", "/api/user/register?lang=fi", {
      login: sandbox.login("elina"),
      body: { type: "guardianForChild" },
    })
    expect(answer.status).toBe(409)
    expect(answer.json).toEqual({ type: "notActingForChild" })
  })

  it("lets a guardian register a child with an address only", async () => {
    sandbox.db.prepare("UPDATE patients SET is_registered = 0 WHERE persona_id = 'eino'").run()
    const login = sandbox.login("mikko", { environment: "children-development", actingFor: "eino" })
    const answer = await sandbox.request("POST", "/api/user/register?lang=fi", {
      login,
      body: {
        type: "guardianForChild",
        streetAddress: "Itäväylä 11",
        zipCode: "00930",
        postOffice: "Helsinki",
      },
    })
    expect(answer.status).toBe(201)
    expect(answer.json.patient).toMatchObject({ firstName: "Eino", lastName: "Korhonen", ssn: "150618A937C" })
    const again = await sandbox.request("POST", "/api/user/register?lang=fi", {
      login,
      body: { type: "guardianForChild" },
    })
    expect(again.json).toEqual({ type: "alreadyRegistered" })
  })
})

describe("the patient data consent", () => {
  it("is saved with its time, and the profile's status becomes ok", async () => {
    const login = sandbox.login("oskari")
    const saved = await sandbox.request("POST", "/api/user/consent?lang=fi", { login, body: consent })
    expect(saved.status).toBe(200)
    expect(saved.json).toMatchObject({ type: "success", patientDataConsent: consent })
    expect(Date.parse(saved.json.patientDataConsentFormUpdated)).not.toBeNaN()
    const profile = await sandbox.request("GET", "/api/user/profile?lang=fi", { login })
    expect(profile.json.patientDataConsentStatus).toBe("ok")
    expect(profile.json.patient.patientDataConsentFormUpdated).toBe(saved.json.patientDataConsentFormUpdated)
  })

  it("asks the occupational consent in the adult brand only", async () => {
    const { allowsViewingOccupationalInformation: _, ...childrenConsent } = consent
    const adult = await sandbox.request("POST", "/api/user/consent?lang=fi", {
      login: sandbox.login("oskari"),
      body: childrenConsent,
    })
    expect(adult.status).toBe(400)
    const children = await sandbox.request("POST", "/api/user/consent?lang=fi", {
      login: sandbox.login("mikko", { environment: "children-development", actingFor: "eino" }),
      body: consent,
    })
    expect(children.status).toBe(400)
    const childrenOk = await sandbox.request("POST", "/api/user/consent?lang=fi", {
      login: sandbox.login("mikko", { environment: "children-development", actingFor: "eino" }),
      body: childrenConsent,
    })
    expect(childrenOk.status).toBe(200)
  })
})
