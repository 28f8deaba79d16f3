import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { isCreditWorthy } from "../../../../sandbox/payments/invoices.ts"
import { PERSONAS } from "../../../../sandbox/personas.ts"
import { testNow } from "../../../support/clock.ts"
import { toIsoDate } from "../../../../src/domain/dates.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const profileOf = async (personaId: string, options: Parameters<TestSandbox["login"]>[1] = {}) => {
  const answer = await sandbox.request("GET", "/api/user/profile?lang=fi", {
    login: sandbox.login(personaId, options),
  })
  expect(answer.status).toBe(200)
  return answer.json
}

describe("the profile", () => {
  it("answers 401 without a session", async () => {
    const answer = await sandbox.request("GET", "/api/user/profile?lang=fi")
    expect(answer.status).toBe(401)
    expect(answer.json).toMatchObject({ type: "Unauthorized", reason: "noSession" })
  })

  it("of a registered patient has the patient record, contact information and consents", async () => {
    const profile = await profileOf("aino")
    expect(profile).toMatchObject({
      person: { firstName: "Aino", lastName: "Virtanen", maskedSsn: "140385-****" },
      actingGuardian: null,
      isRegistered: true,
      patient: { email: "aino.virtanen@example.fi", phoneNumber: "+358401234567" },
      contactInfo: { streetAddress: "Mannerheimintie 12 A 5", zipCode: "00100", postOffice: "Helsinki" },
      guardians: [],
      patientDataConsentStatus: "ok",
      mfaStatus: { type: "user-has-no-verified-mfa-device" },
      hasKelaCard: false,
      isCreditWorthy: true,
    })
    expect(profile.patient.patientDataConsent.allowsViewingOccupationalInformation).toBe(false)
  })

  it("of a person not yet registered is the unregistered-user shape", async () => {
    expect(await profileOf("elina")).toMatchObject({
      person: { firstName: "Elina", lastName: "Järvinen" },
      isRegistered: false,
      patient: null,
      contactInfo: null,
      patientDataConsentStatus: "missing",
      allowedConcepts: [],
    })
  })

  it("says when the consent is missing, SMS login is on, the Kela card exists or an invoice blocks booking", async () => {
    expect((await profileOf("oskari")).patientDataConsentStatus).toBe("missing")
    expect((await profileOf("helena")).mfaStatus).toEqual({ type: "enabled", phoneNumber: "+358409990011" })
    expect(await profileOf("raili")).toMatchObject({ hasKelaCard: true, allowedConcepts: ["663"] })
    expect((await profileOf("marko")).isCreditWorthy).toBe(false)
  })

  it("of a guardian acting for a child is the child's, with the guardians and the guardian's masked code", async () => {
    const profile = await profileOf("mikko", { environment: "children-development", actingFor: "eino" })
    expect(profile.person).toEqual({ firstName: "Eino", lastName: "Korhonen", maskedSsn: "150618A****" })
    expect(profile.actingGuardian).toMatchObject({ firstName: "Mikko", lastName: "Korhonen" })
    expect(profile.guardians).toHaveLength(2)
    expect(profile.guardians[0]).toMatchObject({ name: "Mikko Korhonen", obfuscatedSsn: "090983-****" })
    expect(profile.guardians[1]).toMatchObject({ isGuardianHasSameAddress: false, obfuscatedSsn: null })
    expect(profile.patient.patientDataConsent).not.toHaveProperty("allowsViewingOccupationalInformation")
  })

  it("derives credit-worthiness from the invoices as each persona describes it", () => {
    for (const persona of PERSONAS)
      expect(isCreditWorthy(sandbox.db, persona.id, toIsoDate(testNow())), persona.id).toBe(
        persona.isCreditWorthy,
      )
  })
})
