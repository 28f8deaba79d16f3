import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { AnonymousAppointment, AnonymousAppointmentView } from "../../../platform/api/schemas.ts"
import type { Lang } from "../../../domain/language.ts"
import type { LoadOutcome } from "../../../kit/stores/Loadable.ts"
import { answeredStatus, LoadOwnerModel } from "../../../kit/stores/OneLoad.ts"
import { CancelModel } from "./Cancel.ts"
import { langOf } from "../../../kit/stores/rootAccess.ts"

/**
 * spec booking §2 'Anonymous appointment view': the appointment by the link in its confirmation message. The
 * outcomes are the spec's: appointment-not-found, already-cancelled and success; error is a failed load (retry).
 * Checking in goes through the root's CheckIn model; cancelling needs a login (the Cancel model's login-required).
 */
export type AnonymousAppointmentStatus =
  "idle" | "loading" | "loaded" | "appointment-not-found" | "already-cancelled" | "error"

type Outcome = AnonymousAppointmentView["type"]

export const AnonymousAppointmentModel = LoadOwnerModel.named("AnonymousAppointment")
  .props({
    link: "",
    cancel: types.optional(CancelModel, {}),
  })
  .volatile(() => ({
    outcome: undefined as Outcome | undefined,
    appointment: undefined as AnonymousAppointment | undefined,
  }))
  .views((self) => ({
    get status(): AnonymousAppointmentStatus {
      // the answer's "success" is the appointment itself: the page has loaded
      return answeredStatus(self.loadState, self.outcome, "success")
    },
    get lang(): Lang {
      return langOf(self)
    },
  }))
  .actions((self) => ({
    setLink(link: string) {
      if (link === self.link) return
      self.link = link
      self.appointment = undefined
      self.outcome = undefined
      self.loadState.reset()
      self.cancel.setState("idle")
    },
    setResult(view: AnonymousAppointmentView) {
      self.appointment = view.type === "success" ? view.appointment : undefined
      self.outcome = view.type
    },
  }))
  .actions((self) => ({
    /** The appointment by `link`; once shown, a reload (a language switch) keeps it on show until the answer. */
    load(link: string): Promise<LoadOutcome<AnonymousAppointmentView>> {
      self.setLink(link)
      const { api } = getEnv<StoreEnv>(self)
      return self.loadState.run(
        (signal) =>
          unwrap(
            api.GET("/api/anon/appointments/{link}", {
              params: { path: { link }, query: { lang: self.lang } },
              signal,
            }),
          ),
        self.setResult,
        { refresh: self.appointment !== undefined },
      )
    },
  }))

export interface AnonymousAppointmentPage extends Instance<typeof AnonymousAppointmentModel> {}
