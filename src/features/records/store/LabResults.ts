import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type {
  LaboratoryResults,
  LaboratorySingleTest,
  LaboratoryTest,
} from "../../../platform/api/schemas.ts"
import { LoadableModel } from "../../../kit/stores/Loadable.ts"
import { langOf } from "../../../kit/stores/rootAccess.ts"
import { resourceModel } from "../../../kit/stores/Resource.ts"

/** spec §2 Laboratory: the packages and single tests of one Helsinki day; a 404 shows 'Results were not found'. */
export const LabResultDayModel = resourceModel<LaboratoryResults>("LabResultDay")
  .views((self) => ({
    resultsFor(date: string): LaboratoryResults | undefined {
      return self.dataFor(date)
    },
  }))
  .actions((self) => ({
    load(date: string) {
      const { api } = getEnv<StoreEnv>(self)
      return self.loadFor(date, (signal) =>
        unwrap(
          api.GET("/api/laboratory/results/{date}", {
            params: { path: { date }, query: { lang: self.lang } },
            signal,
          }),
        ),
      )
    },
  }))

/** The single tests of a day's test: a package's items, or the test itself. */
export function singlesOf(test: LaboratoryTest): readonly LaboratorySingleTest[] {
  return test.type === "package" ? test.items : [test]
}

/** A ready single test with a numeric result: one that can have a trend. */
export function hasNumericResult(test: LaboratorySingleTest): boolean {
  return test.isReady && test.result?.type === "numeric"
}

/** One day's value of a numeric test, as a trend shows it. */
export interface TrendPoint {
  readonly date: string
  readonly value: number
  readonly prefix: "greaterThan" | "greaterThanOrEqual" | "lessThan" | "lessThanOrEqual" | null
  readonly isWithinReferenceRange: boolean | null
  readonly referenceRange: LaboratorySingleTest["referenceRange"]
  readonly unit: string | null
}

/** The numeric value of the test `code` on a day, inside a package or not. */
export function pointOf(day: LaboratoryResults, code: string): TrendPoint | undefined {
  for (const test of day.tests.flatMap(singlesOf)) {
    if (test.code !== code || !test.isReady || test.result?.type !== "numeric") continue
    const { resultNumber, prefix, isWithinReferenceRange } = test.result
    return {
      date: day.date,
      value: resultNumber,
      prefix,
      isWithinReferenceRange,
      referenceRange: test.referenceRange,
      unit: test.unit,
    }
  }
  return undefined
}

/**
 * The values of one numeric test over the days it was taken (issue 16 'Beyond the spec'): loaded when the patient
 * opens the trend, each day's results read as the result page reads them.
 */
export const LabTrendModel = types
  .model("LabTrend", {
    code: types.identifier,
    loadState: types.optional(LoadableModel, {}),
  })
  .volatile(() => ({
    points: [] as readonly TrendPoint[],
  }))
  .actions((self) => ({
    setPoints(points: readonly TrendPoint[]) {
      self.points = points
    },
  }))
  .actions((self) => ({
    /** Reads the test's value on each of `days`; a day already at hand (`known`) is not asked again. */
    load(days: readonly string[], known: readonly LaboratoryResults[] = []) {
      const { api } = getEnv<StoreEnv>(self)
      const lang = langOf(self)
      const dayResults = (date: string, signal: AbortSignal) => {
        const at = known.find((results) => results.date === date)
        if (at) return Promise.resolve(at)
        return unwrap(
          api.GET("/api/laboratory/results/{date}", { params: { path: { date }, query: { lang } }, signal }),
        )
      }
      return self.loadState.run(async (signal) => {
        const results = await Promise.all(days.map((date) => dayResults(date, signal)))
        return results
          .flatMap((day) => pointOf(day, self.code) ?? [])
          .sort((a, b) => a.date.localeCompare(b.date))
      }, self.setPoints)
    },
  }))

/** The trends the patient has opened, by test code (a trend stays loaded while the area lives). */
export const LabTrendsModel = types
  .model("LabTrends", {
    byCode: types.map(LabTrendModel),
  })
  .actions((self) => ({
    trendOf(code: string): LabTrend {
      return self.byCode.get(code) ?? self.byCode.put({ code })
    },
  }))

export interface LabResultDay extends Instance<typeof LabResultDayModel> {}
export interface LabTrend extends Instance<typeof LabTrendModel> {}
export interface LabTrends extends Instance<typeof LabTrendsModel> {}
