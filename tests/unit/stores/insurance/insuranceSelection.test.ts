import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createStoreEnv } from "../../../../src/platform/api/env.ts"
import type { ErrorReport } from "../../../../src/platform/api/reporting.ts"
import type { Feature } from "../../../../src/domain/features.ts"
import { createTestRoot, type TestRoot } from "../../../support/rootStore.ts"
import { personaById } from "../../../../sandbox/personas.ts"
import { testClock } from "../../../support/clock.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
}, 30_000)
afterAll(() => sandbox.close())

const FLOW: Feature[] = ["lahitapiola-insurance-flow"]
const appointment = {
  id: "80412345",
  startDate: new Date(testClock() + 3 * 86_400_000).toISOString(),
  isRemote: false,
}

/** A root store logged in as the persona on the sandbox; `fault` sends the x-sandbox-fault header. */
function storeAs(
  personaId: string,
  options: { features?: Feature[]; fault?: string; reports?: ErrorReport[] } = {},
): TestRoot {
  const login = sandbox.login(personaId)
  const env = createStoreEnv({
    now: testClock,
    baseUrl: sandbox.url,
    getCsrfToken: () => login.csrfToken,
    reportError: (report) => options.reports?.push(report),
    fetch: (request) => {
      const headers = new Headers(request.headers)
      headers.set("cookie", login.cookie)
      if (options.fault) headers.set("x-sandbox-fault", options.fault)
      return fetch(new Request(request, { headers }))
    },
  })
  const store = createTestRoot(env, {
    session: { csrfToken: login.csrfToken, lang: "en", features: options.features ?? FLOW, isLoggedIn: true },
  })
  store.insurance.insuranceSelection.setAppointment(appointment)
  return store
}

describe("InsuranceSelection: company and IF (spec booking §3, §5)", () => {
  it("needs a company, then for IF a reimbursement choice, and the consent with USE_REIMBURSEMENT", () => {
    const selection = storeAs("pekka").insurance.insuranceSelection
    expect(selection.isComplete).toBe(false)
    expect(selection.errors.map((error) => error.field)).toEqual(["company"])
    expect(selection.visibleErrors).toEqual([])
    expect(selection.revealErrors()).toBe(false)
    expect(selection.visibleErrors).toEqual([{ field: "company", message: "companyRequired" }])

    selection.chooseCompany("IF")
    expect(selection.errors.map((error) => error.field)).toEqual(["reimbursement"])
    expect(selection.conceptCode).toBeUndefined()
    selection.chooseReimbursement("USE_REIMBURSEMENT")
    expect(selection.conceptCode).toBe("90157")
    expect(selection.errors.map((error) => error.field)).toEqual(["directCompensationConsent"])
    selection.setDirectCompensationConsent(true)
    expect(selection.isComplete).toBe(true)

    selection.chooseReimbursement("COMPANY_REIMBURSEMENT")
    expect(selection.conceptCode).toBe("758236")
    expect(selection.directCompensationConsent).toBe(false)
    expect(selection.isComplete).toBe(true)
    selection.chooseReimbursement("PAY_AND_REIMBURSE")
    expect(selection.conceptCode).toBe("758236")
  })

  it("disables COMPANY_REIMBURSEMENT for a remote appointment and drops it when the appointment is remote", () => {
    const selection = storeAs("pekka").insurance.insuranceSelection
    selection.chooseCompany("IF")
    selection.chooseReimbursement("COMPANY_REIMBURSEMENT")
    selection.setAppointment({ ...appointment, isRemote: true })
    expect(selection.reimbursement).toBeUndefined()
    expect(selection.isReimbursementDisabled("COMPANY_REIMBURSEMENT")).toBe(true)
    selection.chooseReimbursement("COMPANY_REIMBURSEMENT")
    expect(selection.reimbursement).toBeUndefined()
    expect(selection.isReimbursementDisabled("PAY_AND_REIMBURSE")).toBe(false)
  })

  it("OTHER needs nothing more and has no concept; another appointment starts afresh", () => {
    const selection = storeAs("aino").insurance.insuranceSelection
    selection.chooseCompany("OTHER")
    expect(selection.isComplete).toBe(true)
    expect(selection.conceptCode).toBeUndefined()
    selection.setAppointment({ ...appointment, id: "80412346" })
    expect(selection.company).toBeUndefined()
  })
})

describe("InsuranceSelection: OP verification (spec booking §4)", () => {
  it("found: the OP concept; 'Remove verification' cancels it and the concept goes", async () => {
    const selection = storeAs("liisa").insurance.insuranceSelection
    selection.chooseCompany("OP")
    expect(selection.errors.map((error) => error.field)).toEqual(["opVerification"])
    const verifying = selection.verifyOp()
    expect(selection.op.verifying).toBe(true)
    await verifying
    expect(selection.op.state).toBe("found")
    expect(selection.conceptCode).toBe("999503")
    expect(selection.isComplete).toBe(true)
    selection.op.cancel()
    expect(selection.op.state).toBe("canceled")
    expect(selection.conceptCode).toBeUndefined()
    expect(selection.isComplete).toBe(true)
    selection.op.restart()
    expect(selection.op.state).toBe("undefined")
    expect(selection.isComplete).toBe(false)
  })

  it("not found: no concept, and the booking may continue at the base price", async () => {
    const selection = storeAs("pekka").insurance.insuranceSelection
    selection.chooseCompany("OP")
    await selection.verifyOp()
    expect(selection.op.state).toBe("not_found")
    expect(selection.conceptCode).toBeUndefined()
    expect(selection.isComplete).toBe(true)
  })

  it("a failing check is error (try again), not complete", async () => {
    const selection = storeAs("liisa", { fault: "status=503" }).insurance.insuranceSelection
    selection.chooseCompany("OP")
    await selection.verifyOp()
    expect(selection.op.state).toBe("error")
    expect(selection.isComplete).toBe(false)
    expect(selection.conceptCode).toBeUndefined()
  })
})

describe("InsuranceSelection: LähiTapiola (spec booking §4)", () => {
  it("consent, policy check, permits: a chosen permit is success with 90021 and its hash", async () => {
    const selection = storeAs("ville").insurance.insuranceSelection
    selection.chooseCompany("LAHITAPIOLA")
    expect(selection.lahitapiolaResult).toBe("pending")
    expect(selection.errors.map((error) => error.field)).toEqual(["lahitapiola"])
    await selection.checkLahitapiola()
    expect(selection.lahitapiola.status).toBe("not_asked") // no consent, no check
    selection.lahitapiola.setConsent(true)
    await selection.checkLahitapiola()
    expect(selection.lahitapiola.status).toBe("insurance_found_with_permits")
    expect(selection.lahitapiola.permits).toHaveLength(2)
    expect(selection.lahitapiola.permits[0]!.symptom).toBe("Knee pain")
    expect(selection.lahitapiolaResult).toBe("pending")
    expect(selection.conceptCode).toBeUndefined()
    const [, back] = selection.lahitapiola.permits
    selection.lahitapiola.choosePermit(back!.contentHash)
    expect(selection.lahitapiolaResult).toBe("success")
    expect(selection.conceptCode).toBe("90021")
    expect(selection.dcpContentHash).toBe(back!.contentHash)
    expect(selection.isComplete).toBe(true)
    selection.lahitapiola.restart()
    expect(selection.lahitapiolaResult).toBe("pending")
    expect(selection.dcpContentHash).toBeUndefined()
  })

  it("no policy: insuranceNotFound, finished without a concept", async () => {
    const selection = storeAs("aino").insurance.insuranceSelection
    selection.chooseCompany("LAHITAPIOLA")
    selection.lahitapiola.setConsent(true)
    await selection.checkLahitapiola()
    expect(selection.lahitapiolaResult).toBe("insuranceNotFound")
    expect(selection.isComplete).toBe(true)
    expect(selection.conceptCode).toBeUndefined()
  })

  it("a policy without permits, then back from the insurer: granted permit, or denied, canceled, error", async () => {
    const store = storeAs("veera")
    const selection = store.insurance.insuranceSelection
    selection.chooseCompany("LAHITAPIOLA")
    selection.lahitapiola.setConsent(true)
    await selection.checkLahitapiola()
    expect(selection.lahitapiolaResult).toBe("insuranceFoundNoPermit")
    expect(selection.isComplete).toBe(true)
    const url = new URL(selection.applyPermitUrl("/en/reserve?x=1"), sandbox.url)
    expect(url.searchParams.get("redirectTo")).toBe("/en/reserve?x=1")
    expect(url.searchParams.get("channel")).toBe("w")
    expect(url.searchParams.get("csrfToken")).toBeTruthy()

    for (const [returned, status] of [
      ["directcompensationdenied", "denied"],
      ["cancel", "canceled"],
      ["error", "error"],
    ] as const) {
      const fresh = storeAs("veera").insurance.insuranceSelection
      await fresh.returnFromLahitapiola(returned)
      expect(fresh.company).toBe("LAHITAPIOLA")
      expect(fresh.lahitapiola.status).toBe(status)
    }

    // the insurer grants a permit (the sandbox insurer page's answer), and the return fetches it
    const granted = await sandbox.get(
      "/oauth/sandbox-lahitapiola/return?status=directcompensationallowed&redirectTo=%2Fen%2Freserve",
      sandbox.login("veera"),
    )
    expect(granted.status).toBe(302)
    expect(granted.headers.get("location")).toBe("/en/reserve?lahitapiolaStatus=directcompensationallowed")
    const back = storeAs("veera").insurance.insuranceSelection
    await back.returnFromLahitapiola("directcompensationallowed")
    expect(back.lahitapiolaResult).toBe("success")
    expect(back.lahitapiola.permit?.symptom).toBe("Sprained ankle")
    expect(back.conceptCode).toBe("90021")
  })

  it("an unknownError answer is error, reported by operation and type only", async () => {
    const reports: ErrorReport[] = []
    const selection = storeAs("ville", { fault: "failure", reports }).insurance.insuranceSelection
    selection.chooseCompany("LAHITAPIOLA")
    selection.lahitapiola.setConsent(true)
    await selection.checkLahitapiola()
    expect(selection.lahitapiolaResult).toBe("error")
    expect(selection.isComplete).toBe(false)
    expect(reports).toEqual([
      { kind: "result", operationId: "checkLahitapiolaPolicy", resultType: "unknownError" },
    ])
  })

  it("underageCustomer is automatic for a child whose guardian is under 18 too, not with an adult guardian", () => {
    const eino = personaById("eino")!.ssn
    const selection = storeAs("ville").insurance.insuranceSelection
    selection.chooseCompany("LAHITAPIOLA")
    selection.setCustomer({ patientSsn: eino })
    expect(selection.lahitapiolaResult).toBe("underageCustomer")
    expect(selection.isComplete).toBe(true)
    expect(selection.conceptCode).toBeUndefined()
    selection.setCustomer({ patientSsn: eino, guardianSsn: personaById("mikko")!.ssn })
    expect(selection.lahitapiolaResult).toBe("pending")
  })

  it("without the feature LähiTapiola needs no flow and has no concept", () => {
    const selection = storeAs("ville", { features: [] }).insurance.insuranceSelection
    selection.chooseCompany("LAHITAPIOLA")
    expect(selection.lahitapiolaFlowOn).toBe(false)
    expect(selection.isComplete).toBe(true)
    expect(selection.conceptCode).toBeUndefined()
  })
})
