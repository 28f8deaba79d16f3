import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import { LoadableModel } from "../../../kit/stores/Loadable.ts"
import { formFieldsModel } from "../../../kit/stores/formFields.ts"
import type { Appointment, ReservationDetails } from "../../../platform/api/schemas.ts"
import type { BrandConfig } from "../../../platform/brand/types.ts"
import { conceptToPost } from "../../../domain/concepts.ts"
import { nowOf } from "../../../platform/clock/now.ts"
import type { Lang } from "../../../domain/language.ts"
import {
  ARRIVAL_DESCRIPTION_MAX,
  bookingInterrupted,
  kindConceptCode,
  referralConfirmationRequired,
  withinBindingThreshold,
} from "../../../domain/reservationRules.ts"
import type { Profile } from "../../profile/index.ts"
import { readAppointment } from "./appointmentRead.ts"
import { reservationFailureOf, type ReservationError } from "./reservationErrors.ts"
import { ContactFormModel } from "../../profile/index.ts"
import { areaOf, attachAreaOf, brandConfigOf, langOf, sessionOf } from "../../../kit/stores/rootAccess.ts"
import { DEFAULT_HEALTH_CARE_TYPE, HEALTH_CARE_TYPES, type HealthCareType } from "../../../domain/features.ts"

/** What the insurance choice (the insurance area's InsuranceSelection) gives the booking gate. */
export interface InsuranceGate {
  conceptCode: string | undefined
  isComplete: boolean
  dcpContentHash?: string | undefined
  /** Shows each missing part's message (next to it and in the form's summary) once booking is tried. */
  revealErrors(): boolean
}

/** spec booking §4 'Logged-in reservation': the page's step, in the order the spec gives them. */
export type LoggedInStep =
  | "loading"
  | "loadError"
  | "notFound"
  | "alreadyReserved"
  | "registration"
  | "consent"
  | "bookingInterrupted"
  | "form"
  | "success"

export type LoggedInReservationState = "form" | "reserving" | "success" | ReservationError

export const LoggedInReservationModel = types
  .model("LoggedInReservation", {
    appointmentId: "",
    careType: types.optional(
      types.enumeration("HealthCareType", [...HEALTH_CARE_TYPES]),
      DEFAULT_HEALTH_CARE_TYPE,
    ),
    description: "",
    bindingAccepted: false,
    referralConfirmed: false,
    /** The boxes whose messages show once booking is tried (the contact and insurance parts have their own). */
    fields: types.optional(formFieldsModel("LoggedInReservationFields", ["binding", "referral"]), {}),
    contact: types.optional(ContactFormModel, {}),
    /** The contact section is being edited (a first-time user starts so: saved details incomplete). */
    editingContact: false,
    /** spec §4: a first-time user (no complete contact details saved) fills them in first. */
    firstTimeContact: false,
    appointmentLoad: types.optional(LoadableModel, {}),
  })
  .volatile(() => ({
    appointment: undefined as Appointment | undefined,
    state: "form" as LoggedInReservationState,
    details: undefined as ReservationDetails | undefined,
  }))
  .views((self) => {
    return {
      get appointmentStatus(): "idle" | "loading" | "loaded" | "notFound" | "alreadyReserved" | "error" {
        const load = self.appointmentLoad
        if (load.hasError) return load.errorKind === "notFound" ? "notFound" : "error"
        if (!load.isLoaded) return load.status
        return self.appointment?.isReserved ? "alreadyReserved" : "loaded"
      },
      get lang(): Lang {
        return langOf(self)
      },
      get brand(): BrandConfig {
        return brandConfigOf(self)
      },
      /** The insurance choice (the insurance area's InsuranceSelection), read for insurance visits only. */
      get insurance(): InsuranceGate | undefined {
        return self.careType === "insurance" ? areaOf(self, "insurance")?.insuranceSelection : undefined
      },
      /** The one profile of the tree (attached by load). */
      get profile(): Profile | undefined {
        return areaOf(self, "profile")
      },
      get step(): LoggedInStep {
        if (self.state === "success") return "success"
        const profile = this.profile
        const appointmentStatus = this.appointmentStatus
        if (appointmentStatus === "notFound") return "notFound"
        if (appointmentStatus === "alreadyReserved") return "alreadyReserved"
        if (appointmentStatus === "error" || profile?.status === "error") return "loadError"
        const data = profile?.data
        if (appointmentStatus !== "loaded" || !data) return "loading"
        // the registration and consent redirects wait for a current profile (one saved since is read again)
        if (!data.isRegistered) return profile?.current ? "registration" : "loading"
        if (data.patientDataConsentStatus !== "ok" || self.state === "patientDataConsentRequired")
          return profile?.current ? "consent" : "loading"
        if (bookingInterrupted(data.isCreditWorthy, self.careType)) return "bookingInterrupted"
        return "form"
      },
      /** spec §5, §9: the binding box when the start is within the brand's cancellation threshold. */
      get bindingRequired(): boolean {
        return (
          self.appointment !== undefined &&
          withinBindingThreshold(self.appointment.startDate, this.brand, nowOf(self))
        )
      },
      get referralRequired(): boolean {
        const specialties = self.appointment?.specialtyData.specialties.map((specialty) => specialty.id) ?? []
        return referralConfirmationRequired(self.careType, specialties)
      },
      get descriptionTooLong(): boolean {
        return self.description.length > ARRIVAL_DESCRIPTION_MAX
      },
      /** The concept code the booking needs: the insurance choice's, or the Kela65 kinds' (spec §3, §9). */
      get conceptCode(): string | undefined {
        if (self.careType === "insurance") return this.insurance?.conceptCode
        return self.appointment ? kindConceptCode(self.careType, self.appointment.kindId) : undefined
      },
      get insuranceComplete(): boolean {
        return self.careType !== "insurance" || this.insurance?.isComplete === true
      },
      /**
       * spec §5 'Booking enabled': the insurance rule, the binding box when needed, the referral confirmation
       * when needed, all contact fields valid, no unsaved contact edits; and not already reserving.
       */
      get canSubmit(): boolean {
        return (
          this.insuranceComplete &&
          (!this.bindingRequired || self.bindingAccepted) &&
          (!this.referralRequired || self.referralConfirmed) &&
          self.contact.isValid &&
          !self.contact.isDirty &&
          !this.descriptionTooLong &&
          self.state !== "reserving"
        )
      },
      /** What still keeps the booking closed, in the form's order (told next to the disabled button). */
      get missingRequirements(): ("contact" | "description" | "insurance" | "binding" | "referral")[] {
        const missing: ("contact" | "description" | "insurance" | "binding" | "referral")[] = []
        if (!self.contact.isValid && !self.contact.isDirty) missing.push("contact")
        if (this.descriptionTooLong) missing.push("description")
        if (!this.insuranceComplete) missing.push("insurance")
        if (this.bindingRequired && !self.bindingAccepted) missing.push("binding")
        if (this.referralRequired && !self.referralConfirmed) missing.push("referral")
        return missing
      },
      /** spec §4: the success view has a cancel button unless the session scope is inAppBooking. */
      get showCancel(): boolean {
        return !(sessionOf(self)?.isInAppBooking ?? false)
      },
    }
  })
  .actions((self) => ({
    setDescription(value: string) {
      self.description = value
    },
    setBindingAccepted(value: boolean) {
      self.bindingAccepted = value
    },
    setReferralConfirmed(value: boolean) {
      self.referralConfirmed = value
    },
    receiveAppointment(appointment: Appointment) {
      self.appointment = appointment
    },
    setState(state: LoggedInReservationState) {
      self.state = state
    },
    /** The saved contact details; incomplete ones open the editor (spec §4: the first-time user). */
    fillContact() {
      self.contact.fill(self.profile?.data?.contactInfo)
      self.firstTimeContact = self.editingContact = !self.contact.isValid
    },
    editContact() {
      self.editingContact = true
    },
    cancelContactEdit() {
      self.contact.fill(self.profile?.data?.contactInfo)
      self.editingContact = !self.contact.isValid
    },
  }))
  .actions((self) => ({
    /** The appointment and the profile; a new appointment starts a new form. */
    load: flow(function* (appointmentId: string, careType: HealthCareType) {
      if (self.appointmentId !== appointmentId || self.careType !== careType) {
        self.appointmentId = appointmentId
        self.careType = careType
        self.description = ""
        self.bindingAccepted = self.referralConfirmed = false
        self.fields.reset()
        self.state = "form"
        self.details = undefined
        self.appointment = undefined
      }
      if (self.state === "success") return
      const { api } = getEnv<StoreEnv>(self)
      const refresh = self.appointment?.id === appointmentId
      // the profile afresh: registration, consent or a contact save may have changed it since
      const profileLoad = attachAreaOf(self, "profile")?.refresh()
      yield self.appointmentLoad.run(
        (signal) => readAppointment(api, appointmentId, self.lang, signal),
        self.receiveAppointment,
        { refresh },
      )
      if (profileLoad) yield profileLoad
      // the saved details, unless the patient is in the middle of editing them
      if (!self.contact.isDirty) self.fillContact()
    }),
  }))
  .actions((self) => ({
    /** 'Continue to reservation' / Save: the contact details are saved before booking (POST /api/user). */
    saveContact: flow(function* () {
      const saved: boolean = yield self.contact.save()
      if (saved) self.editingContact = self.firstTimeContact = false
      return saved
    }),
  }))
  .actions((self) => {
    const fail = (errorType: ReservationError) => {
      self.setState(errorType)
      // spec messaging §4, §8: every reservation error goes to analytics by its type only
      void getEnv<StoreEnv>(self).track({ event: "reservation_error", errorType })
    }
    return {
      /** spec booking §4, messaging §4: the concept first when needed, then the reservation. */
      reserve: flow(function* () {
        self.fields.attemptSubmit()
        self.insurance?.revealErrors()
        if (!self.canSubmit) return false
        const env = getEnv<StoreEnv>(self)
        self.setState("reserving")
        const conceptCode = self.conceptCode
        const toPost = conceptToPost(conceptCode, self.profile?.allowedConcepts ?? [])
        try {
          if (toPost !== undefined) {
            const answer: { type: string } = yield unwrap(
              env.api.POST("/api/concepts", { body: { code: toPost } }),
            )
            if (answer.type !== "success") {
              // critical: reported, shown as the unknown error
              env.reportError({
                kind: "result",
                operationId: "insertPatientConcept",
                resultType: answer.type,
              })
              fail("unknownError")
              return false
            }
            self.profile?.addConcept(toPost)
          }
        } catch (error) {
          fail(isApiError(error, "network", "timeout") ? "networkError" : "unknownError")
          return false
        }
        try {
          const { reservationDetails }: { reservationDetails: ReservationDetails } = yield unwrap(
            env.api.POST("/api/reserve-appointment", {
              body: {
                internalOrganization: self.brand.internalOrganization,
                appointmentId: self.appointmentId,
                description: self.description.trim() || undefined,
                emailAddress: self.contact.values.emailAddress,
                phone: self.contact.values.phoneNumber,
                conceptCode,
                dcpContentHash: self.insurance?.dcpContentHash,
              },
            }),
          )
          self.details = reservationDetails
          self.setState("success")
          void env.track({
            event: "booking_success",
            bookingType: self.careType,
            remote: self.appointment?.isRemote ?? false,
            loggedIn: true,
          })
          return true
        } catch (error) {
          const failure = reservationFailureOf(error)
          // a logged-in booking names no fields and needs no login: a refused body is the unknown error
          fail(failure === "loginRequired" || failure === "validationError" ? "unknownError" : failure)
          return false
        }
      }),
    }
  })

export interface LoggedInReservation extends Instance<typeof LoggedInReservationModel> {}
