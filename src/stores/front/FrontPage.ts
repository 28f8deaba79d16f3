import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../api/client.ts"
import type { StoreEnv } from "../../api/env.ts"
import { isApiError } from "../../api/errors.ts"
import type { FrontPage, TimelineDay } from "../../api/schemas.ts"
import type { Lang } from "../../domain/language.ts"
import { langOf } from "../rootAccess.ts"

export type FrontPageStatus = "idle" | "loading" | "loaded" | "error"

/**
 * The logged-in front page's data (spec messaging §2): the greeting's first name and the appointments summary.
 * The other blocks of GET /api/front-page belong to their own areas and are read from `data` by them.
 */
export const FrontPageModel = types
  .model("FrontPage", {})
  .volatile(() => ({
    status: "idle" as FrontPageStatus,
    data: undefined as FrontPage | undefined,
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
  }))
  .actions((self) => ({
    setData(data: FrontPage) {
      self.data = data
      self.status = "loaded"
    },
    setStatus(status: FrontPageStatus) {
      self.status = status
    },
  }))
  .actions((self) => ({
    load: flow(function* () {
      const { api } = getEnv<StoreEnv>(self)
      if (!self.data) self.setStatus("loading")
      try {
        const data: FrontPage = yield unwrap(
          api.GET("/api/front-page", { params: { query: { lang: self.lang } } }),
        )
        self.setData(data)
      } catch (error) {
        if (!isApiError(error, "aborted")) self.setStatus("error")
      }
    }),
  }))

export interface FrontPageStore extends Instance<typeof FrontPageModel> {}
