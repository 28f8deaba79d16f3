import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import type { ErrorReport } from "../../../src/platform/api/reporting.ts"
import { createTestRoot, type TestRoot } from "../../support/rootStore.ts"
import { testClock } from "../../support/clock.ts"
import { type Login, type TestSandbox, startTestSandbox } from "../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

type Fetcher = (request: Request) => Promise<Response>

function storeFor(
  login: Login,
  options: {
    url?: string
    fetcher?: Fetcher
    reports?: ErrorReport[]
    environment?: "adult-development" | "children-development"
  } = {},
): TestRoot {
  return createTestRoot(
    createStoreEnv({
      now: testClock,
      baseUrl: options.url ?? sandbox.url,
      getCsrfToken: () => login.csrfToken,
      reportError: (report) => options.reports?.push(report),
      fetch: (request) => {
        request.headers.set("cookie", login.cookie)
        return (options.fetcher ?? fetch)(request)
      },
    }),
    options.environment ? { session: { environment: options.environment } } : {},
  )
}

/** My information's form filled from the one profile, as the page fills it. */
async function fillFromProfile(store: TestRoot): Promise<void> {
  await store.profile.refresh()
  store.account.contactForm.fill(store.profile.current?.contactInfo)
}

describe("ContactForm against the sandbox", () => {
  it("loads the saved contact information, shows messages after a field is left, normalises the phone on blur", async () => {
    const store = storeFor(sandbox.login("aino"))
    const form = store.account.contactForm
    await fillFromProfile(store)
    expect(form.status).toBe("ready")
    expect(form.zipCode).toMatch(/^\d{5}$/)
    expect(form.isValid).toBe(true)
    expect(form.isDirty).toBe(false)

    form.setField("zipCode", "123")
    expect(form.problems.zipCode).toBe("zipCodeInvalid")
    expect(form.errors.zipCode).toBeUndefined()
    form.blur("zipCode")
    expect(form.errors.zipCode).toBe("zipCodeInvalid")
    expect(form.isValid).toBe(false)
    expect(form.isDirty).toBe(true)
    expect(await form.save()).toBe(false)
    expect(form.zipCode).toBe("123")

    form.setField("zipCode", "00120")
    form.setField("phoneNumber", "040 111 2222")
    form.blur("phoneNumber")
    expect(form.phoneNumber).toBe("+358401112222")
    expect(await form.save()).toBe(true)
    expect(form.status).toBe("saved")
    expect(form.isDirty).toBe(false)

    const again = storeFor(sandbox.login("aino"))
    await fillFromProfile(again)
    expect(again.account.contactForm.phoneNumber).toBe("+358401112222")
    expect(again.account.contactForm.zipCode).toBe("00120")
  })

  it("keeps what was typed when the save fails on the network", async () => {
    const login = sandbox.login("raili")
    const store = storeFor(login, {
      fetcher: (request) =>
        request.method === "POST" ? Promise.reject(new TypeError("fetch failed")) : fetch(request),
    })
    await fillFromProfile(store)
    store.account.contactForm.setField("streetAddress", "Uusi katu 1")
    expect(await store.account.contactForm.save()).toBe(false)
    expect(store.account.contactForm.status).toBe("saveError")
    expect(store.account.contactForm.saveFailure).toBe("network")
    expect(store.account.contactForm.streetAddress).toBe("Uusi katu 1")
  })
})

describe("ContactForm, the my-information form", () => {
  it("posts the contact fields with the guardians and next, and gives next back", async () => {
    const store = storeFor(sandbox.login("sanna"))
    await fillFromProfile(store)
    store.account.contactForm.setField("postOffice", "Espoo")
    expect(await store.account.contactForm.saveForm({ next: "/fi/vapaat-ajat/12", guardians: [] })).toBe(
      "/fi/vapaat-ajat/12",
    )
    expect(store.account.contactForm.isDirty).toBe(false)
    store.account.contactForm.setField("emailAddress", "not an email")
    expect(await store.account.contactForm.saveForm({ next: "/fi", guardians: [] })).toBeUndefined()
    expect(store.account.contactForm.errors.emailAddress).toBe("emailInvalid")
    expect(store.account.contactForm.emailAddress).toBe("not an email")
  })
})

describe("Registration against the sandbox", () => {
  it("an unregistered person registers, and the consent comes next", async () => {
    const store = storeFor(sandbox.login("elina"))
    await store.profile.refresh()
    expect(store.profile.needsRegistration).toBe(true)
    expect(store.profile.needsConsent).toBe(false)
    const { registration } = store.account
    registration.prepare(store.profile.data!)
    expect(registration.variant).toBe("self")
    expect(registration.maskedSsn).toBe("081295-****")
    expect(registration.firstName).toBe("Elina")
    expect(registration.canSubmit).toBe(false)

    registration.setName("firstName", " ")
    registration.fields.leave("firstName")
    expect(registration.nameErrors.firstName).toBe("required")
    registration.setName("firstName", "E")
    expect(registration.nameErrors.firstName).toBe("nameLength")
    registration.setName("firstName", "Elina")
    const contact = registration.contact
    contact.setField("streetAddress", "Aleksanterinkatu 15")
    contact.setField("zipCode", " 00170 ")
    contact.setField("postOffice", "Helsinki")
    contact.setField("phoneNumber", "040 666 7788")
    contact.setField("emailAddress", "elina.jarvinen@example.fi")
    expect(registration.canSubmit).toBe(true)
    expect(registration.request).toMatchObject({
      type: "self",
      zipCode: "00170",
      phoneNumber: "+358406667788",
    })

    expect(await registration.register()).toBe(true)
    expect(registration.state).toBe("registered")
    await store.profile.refresh()
    expect(store.profile.needsRegistration).toBe(false)
    expect(store.profile.needsConsent).toBe(true)
    expect(store.profile.isFirstConsent).toBe(true)
  })

  it("a guardian acting for a child: names locked, contact fields optional, only given fields sent", async () => {
    // a sandbox of its own: Elina is still unregistered there
    const own = await startTestSandbox()
    const login = own.login("mikko", { actingFor: "elina", environment: "children-development" })
    const store = storeFor(login, { url: own.url })
    await store.profile.refresh()
    expect(store.profile.isActingForChild).toBe(true)
    const { registration } = store.account
    registration.prepare(store.profile.data!)
    expect(registration.variant).toBe("guardianForChild")
    expect(registration.namesLocked).toBe(true)
    registration.setName("firstName", "Changed")
    expect(registration.firstName).not.toBe("Changed")
    expect(registration.canSubmit).toBe(true)
    registration.contact.setField("zipCode", "12")
    expect(registration.canSubmit).toBe(false)
    registration.contact.setField("zipCode", "00930")
    expect(registration.request).toEqual({ type: "guardianForChild", zipCode: "00930", language: "fi" })
    expect(await registration.register()).toBe(true)
    await own.close()
  })
})

describe("Consent against the sandbox", () => {
  it("needs the privacy-policy box the first time, is disabled after submit, and records the consent", async () => {
    const store = storeFor(sandbox.login("oskari"))
    await store.profile.refresh()
    expect(store.profile.needsConsent).toBe(true)
    const { consent } = store.account
    consent.prepare({
      saved: undefined,
      isFirstTime: store.profile.isFirstConsent,
      asksOccupational: true,
    })
    expect(consent.choices).toHaveLength(5)
    expect(consent.canSubmit).toBe(false)
    consent.setChoice("allowsBookingSms", true)
    consent.setPrivacyPolicyRead(true)
    expect(consent.canSubmit).toBe(true)

    const saving = consent.save()
    expect(consent.canSubmit).toBe(false)
    expect(await saving).toBe(true)
    expect(consent.canSubmit).toBe(false)
    await store.profile.refresh()
    expect(store.profile.needsConsent).toBe(false)
    expect(store.profile.patientDataConsent?.allowsBookingSms).toBe(true)
    expect(store.profile.isFirstConsent).toBe(false)
  })

  it("asks no occupational consent in the children's brand and no privacy box after the first time", async () => {
    const store = storeFor(sandbox.login("eino", { environment: "children-development" }), {
      environment: "children-development",
    })
    store.account.consent.prepare({ saved: undefined, isFirstTime: false, asksOccupational: false })
    expect(store.account.consent.choices).not.toContain("allowsViewingOccupationalInformation")
    expect(store.account.consent.request).not.toHaveProperty("allowsViewingOccupationalInformation")
    expect(store.account.consent.canSubmit).toBe(true)
    expect(await store.account.consent.save()).toBe(true)
  })

  it("reports a failed save and allows a retry", async () => {
    const reports: ErrorReport[] = []
    let fail = true
    const store = storeFor(sandbox.login("jari"), {
      reports,
      fetcher: (request) =>
        fail && request.url.includes("/api/user/consent")
          ? Promise.resolve(
              new Response("{}", { status: 503, headers: { "content-type": "application/json" } }),
            )
          : fetch(request),
    })
    store.account.consent.prepare({ saved: undefined, isFirstTime: false, asksOccupational: true })
    expect(await store.account.consent.save()).toBe(false)
    expect(store.account.consent.state).toBe("unknownError")
    expect(reports).toContainEqual(expect.objectContaining({ kind: "http", status: 503 }))
    expect(store.account.consent.canSubmit).toBe(true)
    fail = false
    expect(await store.account.consent.save()).toBe(true)
  })
})
