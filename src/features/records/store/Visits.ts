import { getEnv, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { TimelineItem, VisitPage } from "../../../platform/api/schemas.ts"
import { resourceModel } from "../../../kit/stores/Resource.ts"

/** spec §2 Visits: the patient's visits, newest first, as timeline items; 'No visits' when there are none. */
export const VisitListModel = resourceModel<readonly TimelineItem[]>("VisitList")
  .views((self) => ({
    get items(): readonly TimelineItem[] {
      return self.data ?? []
    },
    get isEmpty(): boolean {
      return self.loadState.isLoaded && self.data?.length === 0
    },
  }))
  .actions((self) => ({
    load() {
      const { api } = getEnv<StoreEnv>(self)
      return self.loadFor("", async (signal) => {
        const { visits } = await unwrap(
          api.GET("/api/visits", { params: { query: { lang: self.lang } }, signal }),
        )
        return visits
      })
    },
  }))

/**
 * spec §2 Visits: one visit's medical report by its numeric id, with the patient's full name and identity code as
 * the page state gives them (shown on the page only: never in an address, a log or a report).
 */
export const VisitModel = resourceModel<VisitPage>("Visit")
  .views((self) => ({
    visitFor(id: string): VisitPage | undefined {
      return self.dataFor(id)
    },
  }))
  .actions((self) => ({
    load(id: string) {
      const { api } = getEnv<StoreEnv>(self)
      return self.loadFor(id, (signal) =>
        unwrap(api.GET("/api/visits/{id}", { params: { path: { id }, query: { lang: self.lang } }, signal })),
      )
    },
  }))

export interface VisitList extends Instance<typeof VisitListModel> {}
export interface Visit extends Instance<typeof VisitModel> {}
