import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { AnonymousAppointment, AnonymousAppointmentView } from "../../../platform/api/schemas.ts"
import { bookingCodeOf } from "../../../domain/kiosk.ts"
import type { Lang } from "../../../domain/language.ts"
import { CheckInModel } from "../../appointments/index.ts"
import { LoadableModel } from "../../../kit/stores/Loadable.ts"
import { isConnectionProblem } from "../../../kit/stores/loadError.ts"

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

/** Where a lookup ended (or that none has been made for the code as typed). */
type LookupOutcome = Exclude<LookupState, "looking-up" | "network-error" | "failure">

export const KioskCheckInModel = types
  .model("KioskCheckIn", {
    checkIn: types.optional(CheckInModel, {}),
    loadState: types.optional(LoadableModel, {}),
  })
  .volatile(() => ({
    outcome: "entering-code" as LookupOutcome,
    /** What the visitor typed or scanned: volatile, never in a snapshot. */
    bookingCode: "",
    appointment: undefined as CheckInAppointment | undefined,
  }))
  .views((self) => ({
    get lookup(): LookupState {
      const { status, errorKind } = self.loadState
      if (status === "loading") return "looking-up"
      if (status === "error") return isConnectionProblem(errorKind) ? "network-error" : "failure"
      return self.outcome
    },
  }))
  .views((self) => ({
    get canFind(): boolean {
      return self.bookingCode.trim().length > 0 && self.lookup !== "looking-up"
    },
  }))
  .actions((self) => ({
    /** Where the lookup ended; any request in flight or failure before it is forgotten. */
    setOutcome(outcome: LookupOutcome, appointment?: CheckInAppointment) {
      self.loadState.reset()
      self.outcome = outcome
      self.appointment = appointment
    },
    setBookingCode(value: string) {
      self.bookingCode = value
      if (self.lookup !== "looking-up") this.setOutcome("entering-code")
    },
    /** The appointment the code names: only one at this kiosk's clinic goes on to the code entry. */
    receive(view: AnonymousAppointmentView, clinicId: string) {
      self.appointment = undefined
      if (view.type === "appointment-not-found") self.outcome = "not-found"
      else if (view.type === "already-cancelled") self.outcome = "cancelled"
      else if (view.appointment.clinic.id !== clinicId) {
        self.outcome = "other-clinic"
        self.appointment = present(view.appointment)
      } else {
        self.checkIn.setAppointment(view.appointment.id, view.appointment.startDate)
        self.checkIn.start()
        self.outcome = "found"
        self.appointment = present(view.appointment)
      }
    },
  }))
  .actions((self) => ({
    /** Back to typing the code, forgetting the appointment and any check-in of it. */
    restart() {
      self.setOutcome("entering-code")
      self.bookingCode = ""
      self.checkIn.reset()
      self.checkIn.setAppointment("")
    },
    /**
     * Looks the appointment up by the code (or link) given now or typed before; only an appointment at this
     * kiosk's clinic goes on to the code entry.
     */
    async find(clinicId: string, lang: Lang, input?: string): Promise<void> {
      if (input !== undefined) self.setBookingCode(input)
      const link = bookingCodeOf(self.bookingCode)
      if (!link) return self.setOutcome("invalid-code")
      const { api } = getEnv<StoreEnv>(self)
      self.setOutcome("entering-code")
      await self.loadState.run(
        (signal) =>
          unwrap(
            api.GET("/api/anon/appointments/{link}", {
              params: { path: { link }, query: { lang } },
              signal,
            }),
          ),
        (view) => self.receive(view, clinicId),
      )
    },
  }))

export interface KioskCheckIn extends Instance<typeof KioskCheckInModel> {}
