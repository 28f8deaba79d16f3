import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../api/client.ts"
import type { StoreEnv } from "../../api/env.ts"
import type { FrontPage, FrontPagePrescription, TimelineDay, TimelineItem } from "../../api/schemas.ts"
import type { Lang } from "../../domain/language.ts"
import { LoadableModel, type LoadOutcome, type LoadStatus } from "../kit/Loadable.ts"
import { langOf } from "../rootAccess.ts"

export type FrontPageStatus = LoadStatus

/** A summary block's items, or null when the block's source did not answer ('temporarily unavailable'). */
export type Summary<T> = readonly T[] | null

/**
 * The logged-in front page's data (spec messaging §2): the greeting's first name and the summary blocks of
 * appointments, visits, prescriptions, laboratory, questionnaires and imaging (GET /api/front-page). A block is
 * null when its source did not answer; the rest of the page shows as usual.
 */
export const FrontPageModel = types
  .model("FrontPage", {
    loadState: types.optional(LoadableModel, {}),
  })
  .volatile(() => ({
    data: undefined as FrontPage | undefined,
  }))
  .views((self) => ({
    get status(): FrontPageStatus {
      return self.loadState.status
    },
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
  .actions((self) => ({
    /** Loads the page's data; once loaded, a reload keeps it on show until the new answer. */
    load(): Promise<LoadOutcome<FrontPage>> {
      const { api } = getEnv<StoreEnv>(self)
      return self.loadState.run(
        (signal) => unwrap(api.GET("/api/front-page", { params: { query: { lang: self.lang } }, signal })),
        self.setData,
        { refresh: self.data !== undefined },
      )
    },
  }))

export interface FrontPageStore extends Instance<typeof FrontPageModel> {}
