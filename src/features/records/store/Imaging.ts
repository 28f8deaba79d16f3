import { getEnv, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type {
  ImagingOverview,
  ImagingResult,
  ImagingResults,
  Referral,
} from "../../../platform/api/schemas.ts"
import { resourceModel } from "../../../kit/stores/Resource.ts"

// spec §3: the marker that stands in place of imaging results when the imaging system did not answer
export const TEMPORARY_API_ERROR = "temporary-api-error"

/** Results as a page shows them: the list, or 'unavailable' for the marker (never an empty list in its place). */
export type ImagingResultsState =
  { readonly kind: "results"; readonly results: readonly ImagingResult[] } | { readonly kind: "unavailable" }

function resultsState(results: ImagingOverview["results"]): ImagingResultsState {
  return results === TEMPORARY_API_ERROR ? { kind: "unavailable" } : { kind: "results", results }
}

/** An imaging day: its date and the results taken on it, in the order the list gives them. */
export interface ImagingDay {
  readonly date: string
  readonly results: readonly ImagingResult[]
}

/**
 * spec §2 Imaging: referrals and results (newest first); the 'temporary-api-error' marker in place of the results
 * shows 'This section is temporarily unavailable' while the referrals still show.
 */
export const ImagingModel = resourceModel<ImagingOverview>("Imaging")
  .views((self) => ({
    get referrals(): readonly Referral[] {
      return self.data?.referrals ?? []
    },
    get results(): ImagingResultsState {
      return resultsState(self.data?.results ?? [])
    },
    /** The results by day, newest first. */
    get days(): readonly ImagingDay[] {
      const state = this.results
      if (state.kind === "unavailable") return []
      const days = new Map<string, ImagingResult[]>()
      for (const result of state.results)
        days.set(result.imagingDate, [...(days.get(result.imagingDate) ?? []), result])
      return [...days.entries()]
        .sort(([a], [b]) => b.localeCompare(a))
        .map(([date, results]) => ({ date, results }))
    },
  }))
  .actions((self) => ({
    load() {
      const { api } = getEnv<StoreEnv>(self)
      return self.loadFor("", (signal) =>
        unwrap(api.GET("/api/imaging", { params: { query: { lang: self.lang } }, signal })),
      )
    },
  }))

/** spec §2 Imaging: the results of one date, each with its examination name and statement (or their fallbacks). */
export const ImagingResultDayModel = resourceModel<ImagingResults>("ImagingResultDay")
  .views((self) => ({
    resultsFor(date: string): ImagingResultsState | undefined {
      const data = self.dataFor(date)
      return data && resultsState(data.results)
    },
  }))
  .actions((self) => ({
    load(imagingDate: string) {
      const { api } = getEnv<StoreEnv>(self)
      return self.loadFor(imagingDate, (signal) =>
        unwrap(
          api.GET("/api/imaging/results/{imagingDate}", {
            params: { path: { imagingDate }, query: { lang: self.lang } },
            signal,
          }),
        ),
      )
    },
  }))

export interface Imaging extends Instance<typeof ImagingModel> {}
export interface ImagingResultDay extends Instance<typeof ImagingResultDayModel> {}
