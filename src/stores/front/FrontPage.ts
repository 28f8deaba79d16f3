import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../api/client.ts"
import type { StoreEnv } from "../../api/env.ts"
import type { FrontPage, TimelineDay } from "../../api/schemas.ts"
import type { Lang } from "../../domain/language.ts"
import { LoadableModel, type LoadOutcome, type LoadStatus } from "../kit/Loadable.ts"
import { langOf } from "../rootAccess.ts"

export type FrontPageStatus = LoadStatus

/**
 * The logged-in front page's data (spec messaging §2): the greeting's first name and the appointments summary.
 * The other blocks of GET /api/front-page belong to their own areas and are read from `data` by them.
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
