import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import type { BrandConfig } from "../../../platform/brand/types.ts"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import type { Appointment, ReservationDetails } from "../../../platform/api/schemas.ts"
import {
  cleanEmail,
  isNonBlank,
  isValidEmail,
  isValidPhoneNumber,
  normalizePhone,
} from "../../../domain/contact.ts"
import { withinBindingThreshold } from "../../../domain/reservationRules.ts"
import { nowOf } from "../../../platform/clock/now.ts"
import type { Lang } from "../../../domain/language.ts"
import { isValidSsn, normalizeSsn } from "../../../domain/ssn.ts"
import { brandConfigOf, langOf } from "../../../kit/stores/rootAccess.ts"
import { LoadableModel } from "../../../kit/stores/Loadable.ts"
import { formFieldsModel } from "../../../kit/stores/formFields.ts"
import { readAppointment } from "./appointmentRead.ts"
import { reservationFailureOf, type ReservationFailure } from "./reservationErrors.ts"

/** spec booking §4 'Anonymous reservation': form, reserving, success, or one of the errors. */
export type ReservationState = "form" | "reserving" | "success" | ReservationFailure

/** The reservation page's appointment: loading, shown, no longer available (404 or reserved), or failed. */
export type AppointmentStatus = "idle" | "loading" | "loaded" | "notAvailable" | "error"

export const RESERVATION_FIELDS = [
  "firstName",
  "lastName",
  "ssn",
  "phone",
  "email",
  "terms",
  "binding",
] as const
export type ReservationField = (typeof RESERVATION_FIELDS)[number]

/** The request's body paths (ValidationError details) by form field. */
const FIELD_OF_PATH: Readonly<Record<string, ReservationField>> = {
  "body.firstName": "firstName",
  "body.lastName": "lastName",
  "body.ssn": "ssn",
  "body.phone": "phone",
  "body.emailAddress": "email",
}

/** The message key of each field's error (locales: booking reservation.errors). */
export const FIELD_MESSAGE = {
  firstName: "firstNameRequired",
  lastName: "lastNameRequired",
  ssn: "ssnInvalid",
  phone: "phoneInvalid",
  email: "emailInvalid",
  terms: "termsRequired",
  binding: "bindingRequired",
} as const satisfies Record<ReservationField, string>
export type FieldMessage = (typeof FIELD_MESSAGE)[ReservationField]

const ReservationFieldsModel = formFieldsModel("ReservationFields", RESERVATION_FIELDS)

export const ReservationModel = types
  .model("Reservation", {
    appointmentId: "",
    firstName: "",
    lastName: "",
    ssn: "",
    phone: "",
    email: "",
    termsAccepted: false,
    bindingAccepted: false,
    /** The fields left and the submit attempt: which messages show. */
    fields: types.optional(ReservationFieldsModel, {}),
    appointmentLoad: types.optional(LoadableModel, {}),
  })
  .volatile(() => ({
    appointment: undefined as Appointment | undefined,
    state: "form" as ReservationState,
    /** Fields a 400 named (spec §5: 'Please check the following fields' plus their names). */
    serverInvalid: [] as ReservationField[],
    details: undefined as ReservationDetails | undefined,
  }))
  .views((self) => {
    return {
      /** A slot reserved meanwhile is 'no longer available' unless this visitor just reserved it; a 404 too. */
      get appointmentStatus(): AppointmentStatus {
        const load = self.appointmentLoad
        if (load.hasError) return load.errorKind === "notFound" ? "notAvailable" : "error"
        if (!load.isLoaded) return load.status
        return self.appointment?.isReserved && self.state !== "success" ? "notAvailable" : "loaded"
      },
      get lang(): Lang {
        return langOf(self)
      },
      get brand(): BrandConfig {
        return brandConfigOf(self)
      },
      /** spec §5, §9: the binding box is needed when the start is within the brand's cancellation threshold. */
      get bindingRequired(): boolean {
        return (
          self.appointment !== undefined &&
          withinBindingThreshold(self.appointment.startDate, this.brand, nowOf(self))
        )
      },
      get phoneValid(): boolean {
        return isValidPhoneNumber(self.phone)
      },
      get emailValid(): boolean {
        return isValidEmail(self.email)
      },
      /** The message key of each invalid field, whether shown yet or not. */
      get fieldErrors(): Partial<Record<ReservationField, FieldMessage>> {
        const invalid = new Set<ReservationField>(self.serverInvalid)
        if (!isNonBlank(self.firstName)) invalid.add("firstName")
        if (!isNonBlank(self.lastName)) invalid.add("lastName")
        if (!isValidSsn(self.ssn)) invalid.add("ssn")
        if (!this.phoneValid) invalid.add("phone")
        if (!this.emailValid) invalid.add("email")
        if (!self.termsAccepted) invalid.add("terms")
        if (this.bindingRequired && !self.bindingAccepted) invalid.add("binding")
        // in the form's order, so the summary lists them as the fields come
        return Object.fromEntries(
          RESERVATION_FIELDS.filter((field) => invalid.has(field)).map((field) => [
            field,
            FIELD_MESSAGE[field],
          ]),
        )
      },
      /** The errors to show: after a submit, every one; before, those of the fields left once. */
      get visibleErrors(): Partial<Record<ReservationField, FieldMessage>> {
        return self.fields.shown(this.fieldErrors)
      },
      /** spec §5: a warning when one of phone and email is empty after the other was touched. */
      get contactWarning(): boolean {
        const phoneEmpty = self.phone.trim() === ""
        const emailEmpty = self.email.trim() === ""
        return (
          (phoneEmpty && !emailEmpty && self.fields.isTouched("email")) ||
          (emailEmpty && !phoneEmpty && self.fields.isTouched("phone"))
        )
      },
      /** spec §5: terms, binding when needed, valid phone and email, not already reserving; not ssn nor names. */
      get canSubmit(): boolean {
        return (
          self.termsAccepted &&
          (!this.bindingRequired || self.bindingAccepted) &&
          this.phoneValid &&
          this.emailValid &&
          self.state !== "reserving"
        )
      },
    }
  })
  .actions((self) => ({
    receiveAppointment(appointment: Appointment) {
      self.appointment = appointment
    },
    setField(field: "firstName" | "lastName" | "ssn" | "phone" | "email", value: string) {
      // spec §5: the identity code is upper-cased and at most 11 characters
      self[field] = field === "ssn" ? value.toUpperCase().slice(0, 11) : value
      self.serverInvalid = self.serverInvalid.filter((invalid) => invalid !== field)
    },
    setTermsAccepted(value: boolean) {
      self.termsAccepted = value
    },
    setBindingAccepted(value: boolean) {
      self.bindingAccepted = value
    },
    /** Leaving a field: its message shows from now on; phone and email are normalised (spec §5). */
    blur(field: ReservationField) {
      self.fields.leave(field)
      if (field === "phone") self.phone = normalizePhone(self.phone)
      if (field === "email") self.email = cleanEmail(self.email)
      if (field === "ssn") self.ssn = normalizeSsn(self.ssn)
    },
  }))
  .actions((self) => ({
    /** A new appointment starts a new form; the same one (a re-render, a language switch) keeps it. */
    async load(appointmentId: string): Promise<void> {
      if (self.appointmentId !== appointmentId) {
        self.appointmentId = appointmentId
        self.firstName = self.lastName = self.ssn = self.phone = self.email = ""
        self.termsAccepted = self.bindingAccepted = false
        self.fields.reset()
        self.state = "form"
        self.serverInvalid = []
        self.details = undefined
      }
      const { api } = getEnv<StoreEnv>(self)
      await self.appointmentLoad.run(
        (signal) => readAppointment(api, appointmentId, self.lang, signal),
        self.receiveAppointment,
        { refresh: self.appointment?.id === appointmentId },
      )
    },
    /** Submits when the names and identity code are valid too; false when the form shows its errors instead. */
    reserve: flow(function* () {
      self.fields.attemptSubmit()
      if (!self.canSubmit) return false
      if (Object.keys(self.fieldErrors).length > 0) return false
      const { api, track } = getEnv<StoreEnv>(self)
      self.state = "reserving"
      try {
        const { reservationDetails }: { reservationDetails: ReservationDetails } = yield unwrap(
          api.POST("/api/anon/reserve-appointment", {
            body: {
              internalOrganization: self.brand.internalOrganization,
              appointmentId: self.appointmentId,
              firstName: self.firstName.trim(),
              lastName: self.lastName.trim(),
              ssn: normalizeSsn(self.ssn),
              phone: normalizePhone(self.phone),
              emailAddress: cleanEmail(self.email),
            },
          }),
        )
        self.details = reservationDetails
        self.state = "success"
        // the logged-in booking's event (spec booking §4), by the booking's kind only: an anonymous booking is a
        // private one; no name, identity code, phone, email or appointment in it
        void track({
          event: "booking_success",
          bookingType: "private",
          remote: self.appointment?.isRemote ?? false,
          loggedIn: false,
        })
        return true
      } catch (error) {
        const failure = reservationFailureOf(error)
        // spec §5: 'Please check the following fields' names the fields the 400 named
        if (failure === "validationError" && isApiError(error, "validation")) {
          self.serverInvalid = error.details.flatMap((issue) => FIELD_OF_PATH[issue.path] ?? [])
        }
        self.state = failure
        // spec messaging §4, §8: every reservation error goes to analytics by its type only, as the logged-in one's
        void track({ event: "reservation_error", errorType: failure })
        return false
      }
    }),
  }))

export interface Reservation extends Instance<typeof ReservationModel> {}
