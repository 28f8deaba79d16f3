import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../api/client.ts"
import type { StoreEnv } from "../../api/env.ts"
import { isApiError } from "../../api/errors.ts"
import type { AnonymousAppointment, AnonymousAppointmentView } from "../../api/schemas.ts"
import { bookingCodeOf } from "../../domain/kiosk.ts"
import type { Lang } from "../../domain/language.ts"
import { CheckInModel } from "../appointments/CheckIn.ts"

/**
 * Finding the appointment at the kiosk: the visitor types the booking code or scans the appointment link; then
 * the check-in itself (CheckInModel) with the last 4 characters of the identity code.
 */
export type LookupState =
  | "entering-code"
  | "looking-up"
  | "invalid-code"
  | "not-found"
  | "cancelled"
  | "other-clinic"
  | "found"
  | "network-error"
  | "failure"

/** What the visitor sees of the appointment: time, clinic and practitioner; never the appointee. */
export type CheckInAppointment = {
  startDate: string
  clinicName: string
  practitionerName: string
}

function present(appointment: AnonymousAppointment): CheckInAppointment {
  const { clinic, practitioner } = appointment
  return {
    startDate: appointment.startDate,
    clinicName: clinic.cmsContent.name ?? clinic.name,
    practitionerName: practitioner.title ? `${practitioner.name}, ${practitioner.title}` : practitioner.name,
  }
}

export const KioskCheckInModel = types
  .model("KioskCheckIn", {
    checkIn: types.optional(CheckInModel, {}),
  })
  .volatile(() => ({
    lookup: "entering-code" as LookupState,
    /** What the visitor typed or scanned: volatile, never in a snapshot. */
    bookingCode: "",
    appointment: undefined as CheckInAppointment | undefined,
    inFlight: undefined as AbortController | undefined,
  }))
  .views((self) => ({
    get canFind(): boolean {
      return self.bookingCode.trim().length > 0 && self.lookup !== "looking-up"
    },
  }))
  .actions((self) => ({
    setBookingCode(value: string) {
      self.bookingCode = value
      if (self.lookup !== "looking-up") self.lookup = "entering-code"
    },
    setLookup(state: LookupState, appointment?: CheckInAppointment) {
      self.lookup = state
      self.appointment = appointment
    },
    setInFlight(controller: AbortController | undefined) {
      self.inFlight = controller
    },
    /** Back to typing the code, forgetting the appointment and any check-in of it. */
    restart() {
      self.inFlight?.abort()
      self.inFlight = undefined
      self.lookup = "entering-code"
      self.bookingCode = ""
      self.appointment = undefined
      self.checkIn.reset()
      self.checkIn.setAppointment("")
    },
  }))
  .actions((self) => ({
    /**
     * Looks the appointment up by the code (or link) given now or typed before; only an appointment at this
     * kiosk's clinic goes on to the code entry.
     */
    find: flow(function* (clinicId: string, lang: Lang, input?: string) {
      if (input !== undefined) self.setBookingCode(input)
      const link = bookingCodeOf(self.bookingCode)
      if (!link) {
        self.setLookup("invalid-code")
        return
      }
      const { api } = getEnv<StoreEnv>(self)
      self.inFlight?.abort()
      const controller = new AbortController()
      self.setInFlight(controller)
      self.setLookup("looking-up")
      try {
        const view: AnonymousAppointmentView = yield unwrap(
          api.GET("/api/anon/appointments/{link}", {
            params: { path: { link }, query: { lang } },
            signal: controller.signal,
          }),
        )
        if (view.type === "appointment-not-found") self.setLookup("not-found")
        else if (view.type === "already-cancelled") self.setLookup("cancelled")
        else if (view.appointment.clinic.id !== clinicId)
          self.setLookup("other-clinic", present(view.appointment))
        else {
          self.checkIn.setAppointment(view.appointment.id, view.appointment.startDate)
          self.checkIn.start()
          self.setLookup("found", present(view.appointment))
        }
      } catch (error) {
        if (isApiError(error, "aborted")) return
        self.setLookup(isApiError(error, "network", "timeout") ? "network-error" : "failure")
      } finally {
        if (self.inFlight === controller) self.setInFlight(undefined)
      }
    }),
  }))

export interface KioskCheckIn extends Instance<typeof KioskCheckInModel> {}
