import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { components } from "../../../../generated/openapi.ts"
import { personaById } from "../../../../sandbox/personas.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

type LaboratoryTest = components["schemas"]["LaboratoryTest"]
type LaboratorySingleTest = components["schemas"]["LaboratorySingleTest"]

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const get = async (path: string, personaId = "aino", environment?: string) => {
  const answer = await sandbox.request("GET", path, { login: sandbox.login(personaId, { environment }) })
  expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200)
  return answer.json
}

describe("visits", () => {
  it("lists ten or more over two years, newest first, without reports restricted to professionals", async () => {
    const { visits } = await get("/api/visits?lang=fi")
    expect(visits.length).toBeGreaterThanOrEqual(10)
    const dates = visits.map((visit: { date: string }) => visit.date)
    expect(dates).toEqual([...dates].sort().reverse())
    const spanDays = (Date.parse(dates[0]) - Date.parse(dates.at(-1))) / 86_400_000
    expect(spanDays).toBeGreaterThan(365)
    expect(visits[0]).toMatchObject({ link: { route: "visit" }, avatar: { type: "person" } })
  })

  it("shows one report with ICD-10 diagnoses, Finnish texts and the patient's name and code", async () => {
    const { visits } = await get("/api/visits?lang=en")
    const page = await get(`/api/visits/${visits[0].link.params.id}?lang=en`)
    expect(page.fullName).toBe("Aino Virtanen")
    expect(page.personalIdentityCode).toBe(personaById("aino")?.ssn)
    expect(page.medicalReport.diagnoses[0].code).toMatch(/^[A-Z][0-9]{2}(\.[0-9]+)?$/)
    expect(page.medicalReport.texts.length).toBeGreaterThan(0)
  })

  it("answers 404 for a restricted report and for another patient's", async () => {
    const listed = new Set(
      (await get("/api/visits?lang=fi")).visits.map(
        (v: { link: { params: { id: string } } }) => v.link.params.id,
      ),
    )
    const restricted = sandbox.db
      .prepare(
        "SELECT id FROM records WHERE kind = 'visit' AND persona_id = 'aino' AND body LIKE '%professional%'",
      )
      .get() as { id: string }
    expect(listed.has(restricted.id)).toBe(false)
    const login = sandbox.login("aino")
    expect((await sandbox.request("GET", `/api/visits/${restricted.id}?lang=fi`, { login })).status).toBe(404)
    const others = await get("/api/visits?lang=fi", "raili")
    expect(
      (await sandbox.request("GET", `/api/visits/${others.visits[0].link.params.id}?lang=fi`, { login }))
        .status,
    ).toBe(404)
  })
})

describe("laboratory", () => {
  it("has valid and expired referrals, and ready and pending days", async () => {
    const overview = await get("/api/laboratory?lang=fi")
    const statuses = new Set(overview.referrals.map((referral: { status: string }) => referral.status))
    expect(statuses).toEqual(new Set(["valid", "expired"]))
    const ready = overview.resultDates.map((day: { items: { isReady: boolean }[] }) =>
      day.items.every((i) => i.isReady),
    )
    expect(ready).toContain(true)
    expect(ready).toContain(false)
  })

  it("gives every shape of result: packages, prefixes, all kinds of ranges, within and outside, textual", async () => {
    const overview = await get("/api/laboratory?lang=fi")
    const tests: LaboratoryTest[] = []
    for (const { date } of overview.resultDates) {
      tests.push(...(await get(`/api/laboratory/results/${date}?lang=fi`)).tests)
    }
    const singles = tests.flatMap((test) => (test.type === "package" ? test.items : [test]))
    expect(tests.some((test) => test.type === "package" && test.code === "2474")).toBe(true)
    const numeric = singles.flatMap((test) => (test.result?.type === "numeric" ? [test.result] : []))
    expect(new Set(numeric.map((result) => result.prefix))).toEqual(
      new Set([null, "lessThan", "lessThanOrEqual", "greaterThan", "greaterThanOrEqual"]),
    )
    const rangeKind = ({ referenceRange: r }: LaboratorySingleTest) =>
      r === null ? "none" : r.min !== null && r.max !== null ? "min-max" : r.min !== null ? "min" : "max"
    expect(new Set(singles.map(rangeKind))).toEqual(new Set(["none", "min-max", "min", "max"]))
    expect(new Set(numeric.map((result) => result.isWithinReferenceRange))).toEqual(new Set([true, false]))
    expect(singles.some((test) => test.result?.type === "textual")).toBe(true)
    expect(singles.some((test) => test.status === "sampled" && test.result === null)).toBe(true)
  })

  it("answers 404 for a day without results and for an imaging referral's id", async () => {
    const login = sandbox.login("aino")
    expect(
      (await sandbox.request("GET", "/api/laboratory/results/2001-01-01?lang=fi", { login })).status,
    ).toBe(404)
    const imaging = await get("/api/imaging?lang=fi")
    const answer = await sandbox.request(
      "GET",
      `/api/laboratory/referrals/${imaging.referrals[0].id}?lang=fi`,
      { login },
    )
    expect(answer.status).toBe(404)
  })
})

describe("imaging", () => {
  it("has results, one without a title or statement, and a day answering the temporary-api-error marker", async () => {
    const overview = await get("/api/imaging?lang=fi")
    expect(overview.referrals.length).toBeGreaterThan(0)
    expect(
      overview.results.some((result: { examinationName: string | null }) => result.examinationName === null),
    ).toBe(true)
    const days = [...new Set(overview.results.map((result: { imagingDate: string }) => result.imagingDate))]
    const answers = await Promise.all(days.map((day) => get(`/api/imaging/results/${day}?lang=fi`)))
    expect(answers.filter((answer) => answer.results === "temporary-api-error")).toHaveLength(1)
    expect(answers.some((answer) => Array.isArray(answer.results) && answer.results[0].statementText)).toBe(
      true,
    )
  })

  it("answers the marker when the imaging system is down, and the front page's block is unavailable", async () => {
    expect((await get("/api/imaging?lang=fi", "helena")).results).toBe("temporary-api-error")
    expect((await get("/api/front-page?lang=fi", "helena")).imagingSummaries).toBeNull()
  })
})

describe("prescriptions and questionnaires", () => {
  it("has renewable and non-renewable prescriptions with subtitle parts in the language", async () => {
    const list = await get("/api/prescriptions?lang=sv")
    expect(list.canRenewPrescriptions).toBe(true)
    const renewable = new Set(list.prescriptions.map((p: { isRenewable: boolean }) => p.isRenewable))
    expect(renewable).toEqual(new Set([true, false]))
    expect(list.prescriptions.some((p: { medicineType: string }) => p.medicineType === "tablett")).toBe(true)
  })

  it("lists open and answered questionnaires, and opens one", async () => {
    const list = await get("/api/questionnaires?lang=fi")
    expect(list.status).toBe("ok")
    expect(list.newTaskItems.length).toBeGreaterThan(0)
    expect(list.answerItems.length).toBeGreaterThan(0)
    const page = await get(`/api/questionnaires/${list.answerItems[0].link.params.invitationId}?lang=fi`)
    expect(page.questionnaireInvitation.questionnaireAnswers).not.toBeNull()
  })
})

describe("vaccinations", () => {
  it("come 25 a page, newest first, with the real total beyond the last page", async () => {
    const first = await get("/api/vaccinations")
    expect(first.totalCount).toBeGreaterThanOrEqual(30)
    expect(first.vaccinations).toHaveLength(25)
    const second = await get("/api/vaccinations?page=2")
    expect(second.vaccinations).toHaveLength(first.totalCount - 25)
    expect(second.vaccinations[0].date <= first.vaccinations[24].date).toBe(true)
    const beyond = await get("/api/vaccinations?page=9")
    expect(beyond).toMatchObject({ page: 9, vaccinations: [], totalCount: first.totalCount })
  })
})

describe("the occupational vaccination", () => {
  it("is unauthorized for an anonymous visitor and missing without an agreement", async () => {
    expect((await sandbox.request("GET", "/api/occupational/vaccination")).json).toEqual({
      status: "unauthorized",
    })
    expect(await get("/api/occupational/vaccination")).toEqual({ status: "no-occupational-healthcare" })
  })

  it("can be chosen once where the contract has it, and not where it does not", async () => {
    expect(await get("/api/occupational/vaccination", "jari")).toMatchObject({
      status: "ok",
      isInfluenzaVaccinationAllowed: true,
    })
    const login = sandbox.login("jari")
    const chosen = await sandbox.request("POST", "/api/occupational/vaccination", {
      login,
      body: { vaccination: "influenza" },
    })
    expect(chosen.json.type).toBe("success")
    const again = await sandbox.request("POST", "/api/occupational/vaccination", {
      login,
      body: { vaccination: "influenza" },
    })
    expect(again.json.chosenAt).toBe(chosen.json.chosenAt)
    expect((await get("/api/occupational/vaccination", "jari")).influenzaVaccinationChosenAt).toBe(
      chosen.json.chosenAt,
    )
    expect(await get("/api/occupational/vaccination", "sanna")).toMatchObject({
      status: "ok",
      isInfluenzaVaccinationAllowed: false,
    })
    const refused = await sandbox.request("POST", "/api/occupational/vaccination", {
      login: sandbox.login("sanna"),
      body: { vaccination: "influenza" },
    })
    expect(refused.json).toEqual({ type: "notAllowed" })
  })
})

describe("the front page and the messaging status", () => {
  it("greets the patient and sums up each block", async () => {
    const page = await get("/api/front-page?lang=fi")
    expect(page).toMatchObject({
      customer: { firstName: "Aino" },
      isNewCustomer: false,
      canRenewPrescriptions: true,
    })
    for (const block of [
      "visitSummaries",
      "prescriptions",
      "labResultSummaries",
      "imagingSummaries",
      "questionnaireSummaries",
    ]) {
      expect(page[block].length, block).toBeGreaterThan(0)
    }
  })

  it("is a new customer's for a person with nothing yet", async () => {
    const page = await get("/api/front-page?lang=fi", "elina")
    expect(page).toMatchObject({
      isNewCustomer: true,
      visitSummaries: [],
      prescriptions: [],
      labResultSummaries: [],
    })
    expect((await get("/api/visits?lang=fi", "oskari")).visits).toEqual([])
  })

  it("names the patient's messaging user, and none in the children's brand", async () => {
    expect((await get("/api/messaging/status?lang=fi")).customerMessagingUserId).toMatch(/^[0-9a-f-]{36}$/)
    const children = await get("/api/messaging/status?lang=fi", "mikko", "children-development")
    expect(children).toMatchObject({
      customerMessagingUserId: null,
      systemStatus: "operational",
      maintenanceMode: false,
    })
  })
})
