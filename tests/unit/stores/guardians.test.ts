import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import type { Guardian } from "../../../src/platform/api/schemas.ts"
import { GuardiansModel } from "../../../src/features/account/store/Guardians.ts"
import { createTestRoot, type TestRoot } from "../../support/rootStore.ts"
import { testClock } from "../../support/clock.ts"
import { type Login, type TestSandbox, startTestSandbox } from "../../support/sandbox.ts"

const FIRST: Guardian = {
  name: "Mikko Korhonen",
  phone: "+358501231234",
  emailAddress: "mikko.korhonen@example.fi",
  isGuardianHasSameAddress: true,
  streetAddress: null,
  zipCode: null,
  postOffice: null,
  obfuscatedSsn: "090983-****",
}

describe("Guardians (spec booking §5 Guardian, §9 max 2)", () => {
  it("fills from the stored guardians; the first cannot be removed, a second can; at most 2", () => {
    const guardians = GuardiansModel.create()
    guardians.fill([FIRST])
    const [first] = guardians.entries
    expect(first!.obfuscatedSsn).toBe("090983-****")
    expect(guardians.canRemove(first!)).toBe(false)
    guardians.remove(first!)
    expect(guardians.entries).toHaveLength(1)
    expect(guardians.isDirty).toBe(false)

    const key = guardians.add()
    expect(key).toBeDefined()
    expect(guardians.canAdd).toBe(false)
    expect(guardians.add()).toBeUndefined()
    const second = guardians.entries[1]!
    expect(second.isGuardianHasSameAddress).toBe(true)
    expect(guardians.canRemove(second)).toBe(true)
    expect(guardians.isValid).toBe(false)
    // messages show once a field is left, or all after a press
    expect(guardians.errorsOf(second)).toEqual({})
    second.blur("name")
    expect(guardians.errorsOf(second)).toEqual({ name: "required" })
    guardians.fields.attemptSubmit()
    expect(guardians.errorsOf(second)).toEqual({
      name: "required",
      phone: "phoneInvalid",
      emailAddress: "required",
    })
    guardians.remove(second)
    expect(guardians.entries).toHaveLength(1)
    expect(guardians.isValid).toBe(true)
  })

  it("unticking the same address asks for the address, and the form sends it; the phone is normalised", () => {
    const guardians = GuardiansModel.create()
    guardians.fill([FIRST])
    guardians.add()
    const second = guardians.entries[1]!
    second.setField("name", " Laura Korhonen ")
    second.setField("phone", "050 123 9876")
    second.blur("phone")
    expect(second.phone).toBe("+358501239876")
    second.setField("emailAddress", "laura.korhonen@example.fi")
    expect(guardians.isValid).toBe(true)
    second.setSameAddress(false)
    expect(Object.keys(second.problems)).toEqual(["streetAddress", "zipCode", "postOffice"])
    second.setField("streetAddress", "Kulosaarentie 8 B 14")
    second.setField("zipCode", "00570")
    second.setField("postOffice", "Helsinki")
    expect(guardians.forms).toEqual([
      {
        name: "Mikko Korhonen",
        phone: "+358501231234",
        emailAddress: "mikko.korhonen@example.fi",
        isGuardianHasSameAddress: true,
      },
      {
        name: "Laura Korhonen",
        phone: "+358501239876",
        emailAddress: "laura.korhonen@example.fi",
        isGuardianHasSameAddress: false,
        streetAddress: "Kulosaarentie 8 B 14",
        zipCode: "00570",
        postOffice: "Helsinki",
      },
    ])
    expect(guardians.isDirty).toBe(true)
    guardians.markSaved()
    expect(guardians.isDirty).toBe(false)
    expect(guardians.canRemove(guardians.entries[1]!)).toBe(true)
  })

  it("after a save was tried, a guardian added since shows its messages too; a save or a refill starts afresh", () => {
    const guardians = GuardiansModel.create()
    guardians.fill([])
    guardians.fields.attemptSubmit()
    guardians.add()
    const added = guardians.entries[0]!
    expect(guardians.errorsOf(added)).toEqual({
      name: "required",
      phone: "phoneInvalid",
      emailAddress: "required",
    })
    guardians.markSaved()
    expect(guardians.errorsOf(added)).toEqual({})
    added.blur("phone")
    expect(guardians.errorsOf(added)).toEqual({ phone: "phoneInvalid" })
    guardians.fields.attemptSubmit()
    guardians.fill([FIRST])
    guardians.add()
    expect(guardians.errorsOf(guardians.entries[1]!)).toEqual({})
  })

  it("a 400's guardian paths mark those fields", () => {
    const guardians = GuardiansModel.create()
    guardians.fill([FIRST])
    expect(guardians.markServerInvalid(["body.guardians.0.phone", "body.emailAddress"])).toBe(true)
    expect(guardians.errorsOf(guardians.entries[0]!)).toEqual({ phone: "phoneInvalid" })
    guardians.entries[0]!.setField("phone", "+358501231235")
    expect(guardians.isValid).toBe(true)
  })
})

describe("the my-information form with guardians, against the sandbox", () => {
  let sandbox: TestSandbox
  beforeAll(async () => {
    sandbox = await startTestSandbox()
  })
  afterAll(() => sandbox.close())

  function storeFor(login: Login): TestRoot {
    return createTestRoot(
      createStoreEnv({
        now: testClock,
        baseUrl: sandbox.url,
        getCsrfToken: () => login.csrfToken,
        reportError: () => {},
        fetch: (request) => {
          request.headers.set("cookie", login.cookie)
          return fetch(request)
        },
      }),
      { session: { environment: "children-development" } },
    )
  }

  it("sends the guardians with the contact form; a reload shows them", async () => {
    const login = sandbox.login("mikko", { environment: "children-development", actingFor: "eino" })
    const store = storeFor(login)
    await store.profile.refresh()
    const { contactForm, guardians } = store.account
    contactForm.fill(store.profile.current?.contactInfo)
    contactForm.setOptional(true)
    guardians.fill(store.profile.current?.guardians ?? [])
    expect(guardians.entries.map((entry) => entry.name)).toEqual(["Mikko Korhonen", "Laura Korhonen"])
    guardians.remove(guardians.entries[1]!)
    const next = await contactForm.saveForm({ next: "/fi/omat-tiedot", guardians: guardians.forms })
    expect(next).toBe("/fi/omat-tiedot")

    const again = storeFor(login)
    await again.profile.refresh()
    expect(again.profile.current?.guardians).toEqual([expect.objectContaining({ name: "Mikko Korhonen" })])
  })
})
