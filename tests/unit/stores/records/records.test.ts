// The records area's stores against the in-process sandbox, at the tests' clock: data chosen by its properties
// (a pending day, an expired referral, a day with a package), never by the day the suite runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { storeOn } from "../appointments/support.ts"
import { resultDayStatus } from "../../../../src/domain/records.ts"
import { validityOf } from "../../../../src/features/records/store/area.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const records = (persona = "aino") => storeOn(sandbox, sandbox.login(persona)).store

describe("visits", () => {
  it("lists the visits newest first and opens one with the patient's name and identity code", async () => {
    const { visits, visit } = records().records
    await visits.load()
    expect(visits.status).toBe("loaded")
    expect(visits.items.length).toBeGreaterThan(3)
    const dates = visits.items.map((item) => item.date)
    expect(dates).toEqual([...dates].sort().reverse())
    const first = visits.items[0]!
    expect(first.link.route).toBe("visit")
    const id = (first.link.params as { id: string }).id
    await visit.load(id)
    const page = visit.visitFor(id)!
    expect(page.medicalReport.id).toBe(id)
    expect(page.fullName).toBe("Aino Virtanen")
    expect(page.personalIdentityCode).toMatch(/^140385-9\d\d.$/)
    expect(page.medicalReport.diagnoses.length).toBeGreaterThan(0)
    expect(visit.visitFor("1")).toBeUndefined()
  })

  it("says 'not found' for a visit that is not the patient's to see", async () => {
    const { visit } = records().records
    await visit.load("999999")
    expect(visit.status).toBe("error")
    expect(visit.isNotFound).toBe(true)
  })

  it("is empty for a patient without visits", async () => {
    const { visits } = records("oskari").records
    await visits.load()
    expect(visits.isEmpty).toBe(true)
  })

  it("keeps a visit on show while it is read again in another language", async () => {
    const store = records()
    const { visits } = store.records
    await visits.load()
    const before = visits.items[0]!.title
    store.session.setLang("fi")
    const again = visits.load()
    expect(visits.status).toBe("loaded")
    expect(visits.items[0]!.title).toBe(before)
    await again
    expect(visits.items[0]!.title).not.toBe(before)
  })
})

describe("laboratory", () => {
  it("tells ready days from pending ones by their items", async () => {
    const { laboratory } = records().records
    await laboratory.load()
    const days = laboratory.resultDays
    expect(days.length).toBeGreaterThan(1)
    for (const day of days) expect(day.status).toBe(resultDayStatus(day.items))
    expect(days.some((day) => day.status === "pending")).toBe(true)
    expect(days.some((day) => day.status === "ready")).toBe(true)
  })

  it("opens a referral, and an expired one is 'not valid' by the store's clock", async () => {
    const store = records()
    const { laboratory, labReferral } = store.records
    await laboratory.load()
    const expired = laboratory.referrals.find((referral) => referral.status === "expired")
    const valid = laboratory.referrals.find((referral) => referral.status === "valid")
    if (!expired || !valid) throw new Error("the seed has no expired and valid laboratory referral")
    expect(validityOf(laboratory, expired).kind).toBe("not-valid")
    expect(validityOf(laboratory, valid).kind).not.toBe("not-valid")
    await labReferral.load("laboratory", expired.id)
    expect(labReferral.referralFor("laboratory", expired.id)?.title).toBe(expired.title)
    expect(labReferral.validity?.kind).toBe("not-valid")
    // an imaging referral's id is not a laboratory referral
    await store.records.imaging.load()
    const imagingReferral = store.records.imaging.referrals[0]!
    await labReferral.load("laboratory", imagingReferral.id)
    expect(labReferral.isNotFound).toBe(true)
  })

  it("reads a day's packages and tests, and 'not found' for a day without results", async () => {
    const { laboratory, labResultDay } = records().records
    await laboratory.load()
    const withPackage = laboratory.resultDays.find((day) => day.items.length > 1)!
    await labResultDay.load(withPackage.date)
    const results = labResultDay.resultsFor(withPackage.date)!
    expect(results.tests.map((test) => test.code).sort()).toEqual(
      withPackage.items.map((item) => item.code).sort(),
    )
    await labResultDay.load("2001-01-01")
    expect(labResultDay.isNotFound).toBe(true)
    expect(labResultDay.resultsFor(withPackage.date)).toBeUndefined()
  })

  it("draws a trend of a numeric test taken on several days, oldest first", async () => {
    const { records: area } = records()
    await area.laboratory.load()
    // a day whose tests include one ready on at least two days
    const candidates = []
    for (const day of area.laboratory.resultDays) {
      await area.labResultDay.load(day.date)
      const results = area.labResultDay.resultsFor(day.date)!
      for (const test of results.tests)
        candidates.push(...area.trendCandidates(test, day.date).map((c) => ({ ...c, results })))
      if (candidates.length > 0) break
    }
    const candidate = candidates[0]
    if (!candidate) throw new Error("no numeric test of the seed is ready on two days")
    expect(candidate.days.length).toBeGreaterThanOrEqual(2)
    const trend = area.labTrends.trendOf(candidate.test.code)
    expect(area.labTrends.trendOf(candidate.test.code)).toBe(trend)
    await trend.load(candidate.days, [candidate.results])
    expect(trend.loadState.status).toBe("loaded")
    expect(trend.points.length).toBe(candidate.days.length)
    const dates = trend.points.map((point) => point.date)
    expect(dates).toEqual([...dates].sort())
  })

  it("offers no trend for a test ready on one day only", async () => {
    const { records: area } = records("helena")
    await area.laboratory.load()
    const day = area.laboratory.resultDays[0]!
    await area.labResultDay.load(day.date)
    for (const test of area.labResultDay.resultsFor(day.date)!.tests) {
      expect(area.trendCandidates(test, day.date)).toEqual([])
    }
  })
})

describe("imaging", () => {
  it("groups results by day, newest first, and reads one day with its fallbacks", async () => {
    const { imaging, imagingResultDay } = records().records
    await imaging.load()
    expect(imaging.results.kind).toBe("results")
    const dates = imaging.days.map((day) => day.date)
    expect(dates).toEqual([...dates].sort().reverse())
    const untitled = imaging.days.find((day) => day.results.some((result) => result.examinationName === null))
    if (!untitled) throw new Error("the seed has no imaging result without a title")
    await imagingResultDay.load(untitled.date)
    const state = imagingResultDay.resultsFor(untitled.date)!
    expect(state.kind).toBe("results")
    if (state.kind === "results")
      expect(state.results.some((result) => result.statementText === null)).toBe(true)
  })

  it("shows the imaging system's temporary error instead of an empty list", async () => {
    const { imaging } = records("helena").records
    await imaging.load()
    expect(imaging.results).toEqual({ kind: "unavailable" })
    expect(imaging.days).toEqual([])
    expect(imaging.referrals.length).toBeGreaterThan(0)
  })
})
