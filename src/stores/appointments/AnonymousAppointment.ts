import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../api/client.ts"
import type { StoreEnv } from "../../api/env.ts"
import { isApiError } from "../../api/errors.ts"
import type { AnonymousAppointment, AnonymousAppointmentView } from "../../api/schemas.ts"
import type { Lang } from "../../domain/language.ts"
import { CancelModel } from "./Cancel.ts"
import { langOf } from "../rootAccess.ts"

/**
 * spec booking §2 'Anonymous appointment view': the appointment by the link in its confirmation message. The
 * outcomes are the spec's: appointment-not-found, already-cancelled and success; error is a failed load (retry).
 * Checking in goes through the root's CheckIn model; cancelling needs a login (the Cancel model's login-required).
 */
export type AnonymousAppointmentStatus =
  "idle" | "loading" | "success" | "appointment-not-found" | "already-cancelled" | "error"

export const AnonymousAppointmentModel = types
  .model("AnonymousAppointment", {
    link: "",
    cancel: types.optional(CancelModel, {}),
  })
  .volatile(() => ({
    status: "idle" as AnonymousAppointmentStatus,
    appointment: undefined as AnonymousAppointment | undefined,
  }))
  .views((self) => ({
    get lang(): Lang {
      return langOf(self)
    },
  }))
  .actions((self) => ({
    setLink(link: string) {
      if (link === self.link) return
      self.link = link
      self.appointment = undefined
      self.status = "idle"
      self.cancel.setState("idle")
    },
    setResult(view: AnonymousAppointmentView | undefined) {
      if (!view) {
        self.status = "error"
        return
      }
      self.appointment = view.type === "success" ? view.appointment : undefined
      self.status = view.type
    },
  }))
  .actions((self) => ({
    load: flow(function* (link: string) {
      self.setLink(link)
      const { api } = getEnv<StoreEnv>(self)
      if (!self.appointment) self.status = "loading"
      try {
        const view: AnonymousAppointmentView = yield unwrap(
          api.GET("/api/anon/appointments/{link}", {
            params: { path: { link }, query: { lang: self.lang } },
          }),
        )
        if (self.link === link) self.setResult(view)
      } catch (error) {
        if (isApiError(error, "aborted") || self.link !== link) return
        self.setResult(undefined)
      }
    }),
  }))

export interface AnonymousAppointmentPage extends Instance<typeof AnonymousAppointmentModel> {}
