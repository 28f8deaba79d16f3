import { cast, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { Appointment } from "../../../platform/api/schemas.ts"
import type { Lang } from "../../../domain/language.ts"
import type { LoadOutcome } from "../../../kit/stores/Loadable.ts"
import { OneLoadModel } from "../../../kit/stores/OneLoad.ts"
import { OwnAppointmentModel } from "./OwnAppointment.ts"
import { langOf } from "../../../kit/stores/rootAccess.ts"

/**
 * The logged-in patient's appointments on a page: some by id (spec booking §2 'Appointment by ids') or all
 * upcoming ones (the appointments page). `key` says which; a reload of the same keeps what was typed.
 */
export const AppointmentListModel = OneLoadModel.named("AppointmentList")
  .props({
    key: "",
    items: types.array(OwnAppointmentModel),
  })
  .views((self) => ({
    get lang(): Lang {
      return langOf(self)
    },
    get isEmpty(): boolean {
      return self.loadState.isLoaded && self.items.length === 0
    },
  }))
  .actions((self) => ({
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
    },
  }))
  .actions((self) => {
    /** Loads the list `key` names; another list's items go at once, the same list's stay until the answer. */
    function load(key: string, request: (signal: AbortSignal) => Promise<{ appointments: Appointment[] }>) {
      if (self.key !== key) {
        self.key = key
        self.items.clear()
      }
      return self.loadState.run(request, ({ appointments }) => self.receive(appointments))
    }

    return {
      /** spec booking §2: the appointments by the page's comma-separated ids. */
      loadByIds(ids: string): Promise<LoadOutcome<{ appointments: Appointment[] }>> {
        const { api } = getEnv<StoreEnv>(self)
        return load(`ids:${ids}`, (signal) =>
          unwrap(
            api.GET("/api/appointments/by-ids", { params: { query: { ids, lang: self.lang } }, signal }),
          ),
        )
      },
      /** The appointments page: every upcoming appointment, cancelled ones included. */
      loadUpcoming(): Promise<LoadOutcome<{ appointments: Appointment[] }>> {
        const { api } = getEnv<StoreEnv>(self)
        return load("upcoming", (signal) =>
          unwrap(api.GET("/api/appointments/upcoming", { params: { query: { lang: self.lang } }, signal })),
        )
      },
    }
  })

export interface AppointmentList extends Instance<typeof AppointmentListModel> {}
