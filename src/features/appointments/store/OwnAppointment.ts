import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { Appointment } from "../../../platform/api/schemas.ts"
import { isCheckInOpen } from "../../../domain/dates.ts"
import { nowMsOf } from "../../../platform/clock/clock.ts"
import { isCancelOffered, showsCheckIn, type ShownCheckInStatus } from "../../../domain/appointmentRules.ts"
import { AppointmentCheckInModel } from "./AppointmentCheckIn.ts"
import { ArrivalReasonModel } from "./ArrivalReason.ts"
import { CancelModel } from "./Cancel.ts"
import { langOf } from "../../../kit/stores/rootAccess.ts"

/**
 * One of the logged-in patient's own appointments with what can be done to it: check in, cancel and the arrival
 * reason (spec booking §4).
 */
export const OwnAppointmentModel = types
  .model("OwnAppointment", {
    id: types.string,
    appointment: types.frozen<Appointment>(),
    checkIn: types.optional(AppointmentCheckInModel, {}),
    cancel: types.optional(CancelModel, {}),
    arrivalReason: types.optional(ArrivalReasonModel, {}),
  })
  .views((self) => ({
    get isCancelled(): boolean {
      return self.appointment.hasAppointeeCanceled || self.cancel.state === "cancel-success"
    },
    get isCheckedIn(): boolean {
      return self.appointment.selfCheckInStatus === "checkedIn" || self.checkIn.isCheckedIn
    },
    /**
     * The check-in status as of `nowMs`: one that said tooEarly is allowed once check-in has opened (30 minutes
     * before the start), and one checked in on this page is checkedIn. undefined hides the check-in part.
     */
    checkInStatusAt(nowMs: number): ShownCheckInStatus | undefined {
      if (this.isCancelled) return undefined
      if (this.isCheckedIn) return "checkedIn"
      const status = self.appointment.selfCheckInStatus
      if (!showsCheckIn(status)) return undefined
      if (status === "tooEarly" && isCheckInOpen(self.appointment.startDate, new Date(nowMs)))
        return "allowed"
      return status
    },
    /** Where to go once checked in, in the page's language when known; null is 'see reception'. */
    get room() {
      return self.appointment.room ?? (self.checkIn.state === "success" ? self.checkIn.room : null)
    },
    /** spec booking §4: the check-in button shows when not checked in, without an error or a consent notice. */
    get showsCheckInButton(): boolean {
      return !this.isCheckedIn && !self.checkIn.hasError && self.checkIn.state !== "consent-needed"
    },
    get showsCancel(): boolean {
      return (
        !this.isCancelled &&
        isCancelOffered({
          mayCancel: self.appointment.mayCancel,
          checkedIn: this.isCheckedIn,
          hasError: self.checkIn.hasError,
          consentNeeded: self.checkIn.state === "consent-needed",
        })
      )
    },
    /** The appointment's end has passed (as of when asked). */
    get hasEnded(): boolean {
      return (
        Date.parse(self.appointment.startDate) + self.appointment.durationMinutes * 60_000 <= nowMsOf(self)
      )
    },
    /** The appointment is still ahead and not cancelled, so an arrival reason can be given. */
    get takesArrivalReason(): boolean {
      return !this.isCancelled && !this.isCheckedIn && !this.hasEnded
    },
    /** Cancelling is no longer offered because the start is too close (not because of a check-in or the past). */
    get isTooLateToCancel(): boolean {
      return !this.isCancelled && !this.isCheckedIn && !this.hasEnded && !self.appointment.mayCancel
    },
  }))
  .actions((self) => ({
    setAppointment(appointment: Appointment) {
      self.appointment = appointment
    },
  }))
  .actions((self) => ({
    /**
     * Checks in; after success the appointment is read again, so the room comes in the page's language (the
     * check-in answer carries it in the session's).
     */
    checkInNow: flow(function* () {
      yield self.checkIn.checkIn(self.id)
      if (self.checkIn.state !== "success") return
      const { api } = getEnv<StoreEnv>(self)
      const lang = langOf(self)
      try {
        const appointment: Appointment = yield unwrap(
          api.GET("/api/appointments/{id}", { params: { path: { id: self.id }, query: { lang } } }),
        )
        self.setAppointment(appointment)
      } catch {
        // The check-in's own answer stands
      }
    }),
  }))

export interface OwnAppointment extends Instance<typeof OwnAppointmentModel> {}
