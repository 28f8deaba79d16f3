import { getEnv, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { QuestionnaireList, TimelineItem } from "../../../platform/api/schemas.ts"
import type { LoadOutcome } from "../../../kit/stores/Loadable.ts"
import { LoadOwnerModel } from "../../../kit/stores/OneLoad.ts"
import { langOf } from "../../../kit/stores/rootAccess.ts"

/** What the questionnaires page shows (spec messaging §2): loading, the load failed, maintenance, or the lists. */
export type QuestionnaireListStatus = "loading" | "error" | "maintenance" | "loaded"

/** The questionnaires page: those waiting for an answer and those answered, each leading to the questionnaire. */
export const QuestionnaireListModel = LoadOwnerModel.named("QuestionnaireList")
  .volatile(() => ({
    data: undefined as QuestionnaireList | undefined,
  }))
  .views((self) => ({
    get status(): QuestionnaireListStatus {
      if (self.data) return self.data.status === "maintenance-mode" ? "maintenance" : "loaded"
      return self.loadState.hasError ? "error" : "loading"
    },
    /** Waiting for an answer, newest first. */
    get open(): readonly TimelineItem[] {
      return self.data?.status === "ok" ? self.data.newTaskItems : []
    },
    /** Answered, newest first. */
    get answered(): readonly TimelineItem[] {
      return self.data?.status === "ok" ? self.data.answerItems : []
    },
  }))
  .actions((self) => ({
    receive(data: QuestionnaireList) {
      self.data = data
    },
  }))
  .actions((self) => ({
    /** Loads the lists; a reload keeps them on show until the answer. */
    load(): Promise<LoadOutcome<QuestionnaireList>> {
      const { api } = getEnv<StoreEnv>(self)
      const lang = langOf(self)
      return self.loadState.run(
        (signal) => unwrap(api.GET("/api/questionnaires", { params: { query: { lang } }, signal })),
        self.receive,
        { refresh: self.data !== undefined },
      )
    },
  }))

export interface QuestionnaireListStore extends Instance<typeof QuestionnaireListModel> {}
