import { cast, flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../api/client.ts"
import type { StoreEnv } from "../../api/env.ts"
import { isApiError } from "../../api/errors.ts"
import type { Appointment } from "../../api/schemas.ts"
import type { Lang } from "../../domain/language.ts"
import { OwnAppointmentModel } from "./OwnAppointment.ts"
import { langOf } from "../rootAccess.ts"

export type AppointmentListStatus = "idle" | "loading" | "loaded" | "error"

/**
 * The logged-in patient's appointments on a page: some by id (spec booking §2 'Appointment by ids') or all
 * upcoming ones (the appointments page). `key` says which; a reload of the same keeps what was typed.
 */
export const AppointmentListModel = types
  .model("AppointmentList", {
    key: "",
    items: types.array(OwnAppointmentModel),
  })
  .volatile(() => ({
    status: "idle" as AppointmentListStatus,
    inFlight: undefined as AbortController | undefined,
  }))
  .views((self) => ({
    get lang(): Lang {
      return langOf(self)
    },
    get isEmpty(): boolean {
      return self.status === "loaded" && self.items.length === 0
    },
  }))
  .actions((self) => ({
    begin(key: string): AbortController {
      self.inFlight?.abort()
      const controller = new AbortController()
      self.inFlight = controller
      if (self.key !== key) {
        self.key = key
        self.items.clear()
      }
      self.status = "loading"
      return controller
    },
    receive(appointments: readonly Appointment[]) {
      // Keep each appointment's typed arrival reason and outcome states over a reload (a language switch)
      const previous = new Map(self.items.map((item) => [item.id, item]))
      const next = appointments.map((appointment) => {
        const before = previous.get(appointment.id)
        return {
          id: appointment.id,
          appointment,
          arrivalReason: { text: before?.arrivalReason.text ?? "" },
        }
      })
      self.items = cast(next)
      self.status = "loaded"
      self.inFlight = undefined
    },
    fail(error: unknown) {
      if (isApiError(error, "aborted")) return
      self.status = "error"
      self.inFlight = undefined
    },
  }))
  .actions((self) => ({
    /** spec booking §2: the appointments by the page's comma-separated ids. */
    loadByIds: flow(function* (ids: string) {
      const { api } = getEnv<StoreEnv>(self)
      const controller = self.begin(`ids:${ids}`)
      try {
        const { appointments }: { appointments: Appointment[] } = yield unwrap(
          api.GET("/api/appointments/by-ids", {
            params: { query: { ids, lang: self.lang } },
            signal: controller.signal,
          }),
        )
        self.receive(appointments)
      } catch (error) {
        self.fail(error)
      }
    }),
    /** The appointments page: every upcoming appointment, cancelled ones included. */
    loadUpcoming: flow(function* () {
      const { api } = getEnv<StoreEnv>(self)
      const controller = self.begin("upcoming")
      try {
        const { appointments }: { appointments: Appointment[] } = yield unwrap(
          api.GET("/api/appointments/upcoming", {
            params: { query: { lang: self.lang } },
            signal: controller.signal,
          }),
        )
        self.receive(appointments)
      } catch (error) {
        self.fail(error)
      }
    }),
  }))

export interface AppointmentList extends Instance<typeof AppointmentListModel> {}
