import { getEnv, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { OneLoadModel } from "../../../kit/stores/OneLoad.ts"
import type {
  ClinicOption,
  FilterOptions,
  PractitionerOption,
  SpecialtyOption,
  TimeOfDaySlot,
} from "../../../platform/api/schemas.ts"
import {
  isSpecialtyListed,
  matchesPractitionerSearch,
  otherClinicIds,
} from "../../../domain/appointmentSearch.ts"
import type { HealthCareType } from "../../../domain/features.ts"
import type { Lang } from "../../../domain/language.ts"

export type { ClinicOption, PractitionerOption, SpecialtyOption, TimeOfDaySlot }

export type MunicipalityClinics = { municipality: string; clinics: ClinicOption[] }

const EMPTY: FilterOptions = { clinics: [], specialties: [], practitioners: [], timeOfDaySlots: [] }

/** What the list's filters offer (contract: getAppointmentFilterOptions), for one customer type and language. */
export const FilterOptionsModel = OneLoadModel.named("FilterOptions")
  .volatile(() => ({
    options: EMPTY,
    healthCareType: "private" as HealthCareType,
    /** "type|lang" of the options held or being loaded */
    key: "",
    pending: undefined as Promise<void> | undefined,
  }))
  .views((self) => ({
    /** Clinics with an address, by municipality in the order the server lists them; remote ones are a switch. */
    get municipalities(): MunicipalityClinics[] {
      const groups = new Map<string, ClinicOption[]>()
      for (const clinic of self.options.clinics) {
        if (clinic.isRemote || clinic.municipality === null) continue
        groups.set(clinic.municipality, [...(groups.get(clinic.municipality) ?? []), clinic])
      }
      return [...groups].map(([municipality, clinics]) => ({ municipality, clinics }))
    },
    /** spec §9: Y65V only on the Kela65 list. */
    get specialties(): SpecialtyOption[] {
      return self.options.specialties.filter((specialty) =>
        isSpecialtyListed(specialty.id, self.healthCareType),
      )
    },
    get practitioners(): readonly PractitionerOption[] {
      return self.options.practitioners
    },
    get timeOfDaySlots(): readonly TimeOfDaySlot[] {
      return self.options.timeOfDaySlots
    },
    clinic(id: string): ClinicOption | undefined {
      return self.options.clinics.find((clinic) => clinic.id === id)
    },
    specialty(id: string): SpecialtyOption | undefined {
      return self.options.specialties.find((specialty) => specialty.id === id)
    },
    practitioner(id: string): PractitionerOption | undefined {
      return self.options.practitioners.find((practitioner) => practitioner.id === id)
    },
    /** spec §5: words matched by prefix, case-insensitive. */
    practitionersMatching(query: string): PractitionerOption[] {
      return self.options.practitioners.filter((practitioner) =>
        matchesPractitionerSearch(practitioner.name, query),
      )
    },
    /** The clinics to suggest when the chosen ones have nothing (spec §4, §9 neighbouring municipalities). */
    otherClinicIds(chosenIds: readonly string[]): string[] {
      return otherClinicIds(chosenIds, self.options.clinics)
    },
  }))
  .actions((self) => ({
    receive(options: FilterOptions, healthCareType: HealthCareType) {
      self.options = options
      self.healthCareType = healthCareType
    },
    /** A failed load is asked again on the next call. */
    forgetKey() {
      self.key = ""
    },
  }))
  .actions((self) => ({
    /** Loads once per customer type and language (again after a failure); the alternatives await it. */
    load(healthCareType: HealthCareType, lang: Lang): Promise<void> {
      const key = `${healthCareType}|${lang}`
      if (self.key === key && self.pending) return self.pending
      self.key = key
      const { api } = getEnv<StoreEnv>(self)
      const outcome = self.loadState.run(
        (signal) =>
          unwrap(
            api.GET("/api/appointments/filter-options", {
              params: { query: { lang, healthCareType } },
              signal,
            }),
          ),
        (options) => self.receive(options, healthCareType),
        { onError: self.forgetKey },
      )
      self.pending = outcome.then(() => undefined)
      return self.pending
    },
  }))

export interface FilterOptionsStore extends Instance<typeof FilterOptionsModel> {}
