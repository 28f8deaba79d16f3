import { getEnv, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type {
  FrontPage,
  FrontPagePrescription,
  TimelineDay,
  TimelineItem,
} from "../../../platform/api/schemas.ts"
import type { Lang } from "../../../domain/language.ts"
import type { LoadOutcome } from "../../../kit/stores/Loadable.ts"
import { OneLoadModel } from "../../../kit/stores/OneLoad.ts"
import { langOf } from "../../../kit/stores/rootAccess.ts"

/** A summary block's items, or null when the block's source did not answer ('temporarily unavailable'). */
export type Summary<T> = readonly T[] | null

/**
 * The logged-in front page's data (spec messaging §2): the greeting's first name and the summary blocks of
 * appointments, visits, prescriptions, laboratory, questionnaires and imaging (GET /api/front-page). A block is
 * null when its source did not answer; the rest of the page shows as usual.
 */
export const FrontPageModel = OneLoadModel.named("FrontPage")
  .volatile(() => ({
    data: undefined as FrontPage | undefined,
    /** The latest load: the language it asked in and its outcome, for the page to take instead of asking again. */
    latest: undefined as { lang: Lang; outcome: Promise<LoadOutcome<FrontPage>> } | undefined,
  }))
  .views((self) => ({
    get lang(): Lang {
      return langOf(self)
    },
    get firstName(): string | undefined {
      return self.data?.customer.firstName
    },
    /** Upcoming appointments by Helsinki day; null when their source did not answer. */
    get appointmentSummaries(): readonly TimelineDay[] | null | undefined {
      return self.data?.appointmentSummaries
    },
    /** spec §2 'New customer page': a patient with no visits or events is led to the new-customer page. */
    get isNewCustomer(): boolean {
      return self.data?.isNewCustomer ?? false
    },
    /** spec §2: the prescriptions block has its renew link only when true. */
    get canRenewPrescriptions(): boolean {
      return self.data?.canRenewPrescriptions ?? false
    },
    get visitSummaries(): Summary<TimelineItem> | undefined {
      return self.data?.visitSummaries
    },
    get prescriptions(): Summary<FrontPagePrescription> | undefined {
      return self.data?.prescriptions
    },
    get labResultSummaries(): Summary<TimelineItem> | undefined {
      return self.data?.labResultSummaries
    },
    /** Open questionnaires; spec §2: the block shows only when there are some (or when their source failed). */
    get questionnaireSummaries(): Summary<TimelineItem> | undefined {
      return self.data?.questionnaireSummaries
    },
    get imagingSummaries(): Summary<TimelineItem> | undefined {
      return self.data?.imagingSummaries
    },
  }))
  .actions((self) => ({
    setData(data: FrontPage) {
      self.data = data
    },
  }))
  .actions((self) => {
    /** Loads the page's data; once loaded, a reload keeps it on show until the new answer. */
    function load(): Promise<LoadOutcome<FrontPage>> {
      const { api } = getEnv<StoreEnv>(self)
      const lang = self.lang
      const outcome = self.loadState.run(
        (signal) => unwrap(api.GET("/api/front-page", { params: { query: { lang } }, signal })),
        self.setData,
        { refresh: self.data !== undefined },
      )
      self.latest = { lang, outcome }
      return outcome
    }
    return {
      load,
      /**
       * A visit to the page asks for its data anew (the front route calls it as the session answers), unless a
       * load in the page's language is on its way already (a visit again before the answer): that one serves.
       */
      refresh(): Promise<LoadOutcome<FrontPage>> {
        if (self.latest?.lang === self.lang && self.loadState.isBusy) return self.latest.outcome
        return load()
      },
      /**
       * The page's data in the page's language: the latest load when it asked in that language (in flight, or
       * settled: loaded, or failed, which the page offers to retry), else a new load. The front route starts the
       * load as the session answers; the page, once shown, takes that one rather than asking again.
       */
      ensureLoaded(): Promise<LoadOutcome<FrontPage>> {
        if (self.latest?.lang === self.lang && self.status !== "idle") return self.latest.outcome
        return load()
      },
    }
  })

export interface FrontPageStore extends Instance<typeof FrontPageModel> {}
