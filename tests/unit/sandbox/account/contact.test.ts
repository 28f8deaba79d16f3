import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeEach(async () => {
  sandbox = await startTestSandbox()
})
afterEach(() => sandbox.close())

const update = {
  streetAddress: "Fredrikinkatu 33 A 5",
  postalCode: "00120",
  postOffice: "Helsinki",
  emailAddress: "aino.virtanen@example.fi",
  phoneNumber: "+358401234567",
}
const paths = (answer: { json: { details: { path: string }[] } }) =>
  answer.json.details.map((issue) => issue.path)

describe("updating contact information (PUT /api/user)", () => {
  it("saves the fields and answers them normalised", async () => {
    const login = sandbox.login("aino")
    const answer = await sandbox.request("PUT", "/api/user", {
      login,
      body: { ...update, phoneNumber: "0407654321", postOffice: " Helsinki " },
    })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({
      type: "success",
      patient: { ...update, phoneNumber: "+358407654321", postOffice: "Helsinki" },
    })
    const profile = await sandbox.request("GET", "/api/user/profile?lang=fi", { login })
    expect(profile.json.contactInfo).toMatchObject({
      streetAddress: "Fredrikinkatu 33 A 5",
      phoneNumber: "+358407654321",
    })
  })

  it.each([
    ["a zip code that is not 5 digits", { postalCode: "0012" }, "body.postalCode"],
    ["an email with a punycode domain", { emailAddress: "aino@xn--sll-tla.fi" }, "body.emailAddress"],
    ["an email without a letter top-level domain", { emailAddress: "aino@example.f1" }, "body.emailAddress"],
    ["a premium-rate phone number", { phoneNumber: "0700123456" }, "body.phoneNumber"],
    ["a foreign phone number", { phoneNumber: "+46701234567" }, "body.phoneNumber"],
    ["a one-letter street", { streetAddress: "A" }, "body.streetAddress"],
  ])("refuses %s with a ValidationError naming the field", async (_, change, path) => {
    const answer = await sandbox.request("PUT", "/api/user", {
      login: sandbox.login("aino"),
      body: { ...update, ...change },
    })
    expect(answer.status).toBe(400)
    expect(answer.json.type).toBe("ValidationError")
    expect(paths(answer)).toContain(path)
  })

  it("refuses an email and a phone the portal's rules refuse, by the contract's patterns", async () => {
    const answer = await sandbox.request("PUT", "/api/user", {
      login: sandbox.login("aino"),
      body: { ...update, emailAddress: "aino@xn--sll-tla.fi", phoneNumber: "0600123456" },
    })
    expect(answer.status).toBe(400)
    const details = answer.json.details as { path: string }[]
    expect(details.map((issue) => issue.path).sort()).toEqual(["body.emailAddress", "body.phoneNumber"])
  })
})

describe("saving contact information (POST /api/user)", () => {
  it("also sets the language of messages", async () => {
    const answer = await sandbox.request("POST", "/api/user", {
      login: sandbox.login("aino"),
      body: {
        streetAddress: "Mannerheimintie 12 B 7",
        zipCode: "00100",
        postOffice: "Helsingfors",
        phoneNumber: "+358401234567",
        emailAddress: "aino.virtanen@example.fi",
        language: "sv",
      },
    })
    expect(answer.status).toBe(200)
    expect(answer.json.contactInfo).toMatchObject({
      language: "sv",
      postOffice: "Helsingfors",
      firstName: "Aino",
    })
  })

  it("refuses a person who is not registered yet", async () => {
    const answer = await sandbox.request("PUT", "/api/user", { login: sandbox.login("elina"), body: update })
    expect(answer.status).toBe(400)
  })
})

describe("the my-information form (POST /api/user/contact-form)", () => {
  const form = {
    emailAddress: "mikko.korhonen@example.fi",
    phoneNumber: "+358501231234",
    language: "fi",
    streetAddress: "Itäväylä 11",
    zipCode: "00930",
    postOffice: "Helsinki",
    lang: "fi",
    next: "/fi/omat-tiedot",
  }
  const child = () => sandbox.login("mikko", { environment: "children-development", actingFor: "eino" })

  it("saves the contact fields and answers next (adult brand, no guardians)", async () => {
    const answer = await sandbox.request("POST", "/api/user/contact-form", {
      login: sandbox.login("aino"),
      body: { ...form, guardians: [], next: "/fi/laskut/3040512/maksu" },
    })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ type: "success", next: "/fi/laskut/3040512/maksu" })
  })

  it("refuses guardians in the adult brand", async () => {
    const guardian = {
      name: "Juha",
      phone: "+358407654321",
      emailAddress: "juha@example.fi",
      isGuardianHasSameAddress: true,
    }
    const answer = await sandbox.request("POST", "/api/user/contact-form", {
      login: sandbox.login("aino"),
      body: { ...form, guardians: [guardian] },
    })
    expect(answer.status).toBe(400)
    expect(paths(answer)).toContain("body.guardians")
  })

  it("replaces a child's guardians; the first keeps the masked identity code", async () => {
    const login = child()
    const answer = await sandbox.request("POST", "/api/user/contact-form", {
      login,
      body: {
        ...form,
        guardians: [
          {
            name: "Mikko Korhonen",
            phone: "0501231234",
            emailAddress: "mikko.korhonen@example.fi",
            isGuardianHasSameAddress: true,
          },
          {
            name: "Laura Virta",
            phone: "+358501239876",
            emailAddress: "laura.virta@example.fi",
            isGuardianHasSameAddress: false,
            streetAddress: "Kulosaarentie 8",
            zipCode: "00570",
            postOffice: "Helsinki",
          },
        ],
      },
    })
    expect(answer.status).toBe(200)
    const profile = await sandbox.request("GET", "/api/user/profile?lang=fi", { login })
    expect(profile.json.guardians).toEqual([
      expect.objectContaining({ phone: "+358501231234", obfuscatedSsn: "090983-****", streetAddress: null }),
      expect.objectContaining({ name: "Laura Virta", obfuscatedSsn: null, zipCode: "00570" }),
    ])
  })

  it("refuses to remove the first guardian, and a guardian's bad zip code", async () => {
    const none = await sandbox.request("POST", "/api/user/contact-form", {
      login: child(),
      body: { ...form, guardians: [] },
    })
    expect(none.status).toBe(400)
    const badZip = await sandbox.request("POST", "/api/user/contact-form", {
      login: child(),
      body: {
        ...form,
        guardians: [
          {
            name: "Mikko Korhonen",
            phone: "+358501231234",
            emailAddress: "mikko.korhonen@example.fi",
            isGuardianHasSameAddress: false,
            streetAddress: "Itäväylä 11",
            zipCode: "930",
            postOffice: "Helsinki",
          },
        ],
      },
    })
    expect(badZip.status).toBe(400)
    expect(paths(badZip).some((path) => path.includes("zipCode"))).toBe(true)
  })
})
