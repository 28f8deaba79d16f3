import { types, type IMSTArray, type ISimpleType, type Instance } from "mobx-state-tree"
import {
  isRemoteForced,
  isSpecialtyFilterEnabled,
  isSpecialtyListed,
  remoteForcedBy,
} from "../../../domain/appointmentSearch.ts"
import { isIsoDate, timeOfDayOf, toIsoDate, type DateRange, type TimeOfDay } from "../../../domain/dates.ts"
import { HEALTH_CARE_TYPES, type HealthCareType } from "../../../domain/features.ts"

const TIME_OF_DAY_VALUES = ["morning", "afternoon", "evening", "all"] as const

/** The list page's query: what the URL carries and what a search sends (spec booking §2, §3). */
export type SearchQuery = {
  practitionerIds?: string[]
  clinicIds?: string[]
  specialtyIds?: string[]
  includeRemote?: boolean
  startDate?: string
  timeOfDay?: TimeOfDay
}

// A replace notifies observers even with the same ids: the filters would re-render for a URL they already show.
function replaceIfDifferent(list: IMSTArray<ISimpleType<string>>, ids: string[]): void {
  if (list.length !== ids.length || list.some((id, index) => id !== ids[index])) list.replace(ids)
}

export const SearchFilterModel = types
  .model("SearchFilter", {
    healthCareType: types.optional(types.enumeration("HealthCareType", [...HEALTH_CARE_TYPES]), "private"),
    clinicIds: types.array(types.string),
    specialtyIds: types.array(types.string),
    practitionerIds: types.array(types.string),
    includeRemote: false,
    /** yyyy-MM-dd (Helsinki) from the URL; the search never starts before now anyway */
    startDate: types.maybe(types.string),
    timeOfDay: types.optional(types.enumeration("TimeOfDay", [...TIME_OF_DAY_VALUES]), "all"),
  })
  .views((self) => ({
    /** spec §5: remote appointments are forced on for some specialties and when a practitioner is chosen. */
    get effectiveIncludeRemote(): boolean {
      return self.includeRemote || isRemoteForced(self)
    },
    get remoteForcedBy(): "practitioner" | "specialty" | undefined {
      return remoteForcedBy(self)
    },
    get isSpecialtyFilterEnabled(): boolean {
      return isSpecialtyFilterEnabled(self.healthCareType)
    },
    /** Whether anything narrows the search besides the dates and the time of day. */
    get hasFilters(): boolean {
      return (
        self.clinicIds.length > 0 ||
        self.specialtyIds.length > 0 ||
        self.practitionerIds.length > 0 ||
        self.includeRemote
      )
    },
    /**
     * The filters of a search or an available-dates call over `range` (contract: searchAppointments,
     * getAvailableAppointmentDates); `clinicIds` replaces the chosen clinics (the other clinics' alternatives).
     */
    requestFilters(range: DateRange, clinicIds: readonly string[] = self.clinicIds) {
      return {
        clinicIds: clinicIds.length > 0 ? [...clinicIds] : undefined,
        specialtyIds:
          isSpecialtyFilterEnabled(self.healthCareType) && self.specialtyIds.length > 0
            ? [...self.specialtyIds]
            : undefined,
        practitionerIds: self.practitionerIds.length > 0 ? [...self.practitionerIds] : undefined,
        includeRemote: self.includeRemote || isRemoteForced(self),
        startDate: toIsoDate(range.start),
        endDate: toIsoDate(range.end),
        timeOfDay: self.timeOfDay,
        isOccupationalHealthcare: self.healthCareType === "occupational" || undefined,
        isInsuranceCustomer: self.healthCareType === "insurance" || undefined,
        isKela65: self.healthCareType === "kela65" || undefined,
      }
    },
    /** The query string of the list URL: reload and back restore exactly this view. */
    get query(): SearchQuery {
      return {
        practitionerIds: self.practitionerIds.length > 0 ? [...self.practitionerIds] : undefined,
        clinicIds: self.clinicIds.length > 0 ? [...self.clinicIds] : undefined,
        specialtyIds: self.specialtyIds.length > 0 ? [...self.specialtyIds] : undefined,
        includeRemote: self.includeRemote ? true : undefined,
        startDate: self.startDate,
        timeOfDay: self.timeOfDay === "all" ? undefined : self.timeOfDay,
      }
    },
  }))
  .actions((self) => ({
    /**
     * Takes the list URL's query (strings as the URL gives them); anything unknown falls back to the default.
     * Only what differs is written; answers whether anything did (the URL of a change already made does not).
     */
    fromUrl(healthCareType: HealthCareType, params: URLSearchParams): boolean {
      const before = JSON.stringify([self.healthCareType, self.query])
      self.healthCareType = healthCareType
      replaceIfDifferent(self.practitionerIds, params.getAll("practitionerIds").filter(Boolean))
      replaceIfDifferent(self.clinicIds, params.getAll("clinicIds").filter(Boolean))
      replaceIfDifferent(
        self.specialtyIds,
        isSpecialtyFilterEnabled(healthCareType)
          ? params.getAll("specialtyIds").filter((id) => id !== "" && isSpecialtyListed(id, healthCareType))
          : [],
      )
      self.includeRemote = params.get("includeRemote") === "true"
      const startDate = params.get("startDate") ?? undefined
      self.startDate = startDate !== undefined && isIsoDate(startDate) ? startDate : undefined
      self.timeOfDay = timeOfDayOf(params.get("timeOfDay"))
      return JSON.stringify([self.healthCareType, self.query]) !== before
    },
    setClinics(ids: readonly string[]) {
      self.clinicIds.replace([...ids])
    },
    setSpecialties(ids: readonly string[]) {
      self.specialtyIds.replace(self.healthCareType === "kela65" ? [] : [...ids])
    },
    setPractitioners(ids: readonly string[]) {
      self.practitionerIds.replace([...ids])
    },
    addPractitioner(id: string) {
      if (!self.practitionerIds.includes(id)) self.practitionerIds.push(id)
    },
    removePractitioner(id: string) {
      self.practitionerIds.remove(id)
    },
    /** Back to every clinic, specialty and practitioner; the dates and the time of day stay. */
    clearFilters() {
      self.clinicIds.clear()
      self.specialtyIds.clear()
      self.practitionerIds.clear()
      self.includeRemote = false
    },
    setIncludeRemote(value: boolean) {
      self.includeRemote = value
    },
    setStartDate(isoDate: string | undefined) {
      self.startDate = isoDate
    },
    setTimeOfDay(value: TimeOfDay) {
      self.timeOfDay = value
    },
  }))

export interface SearchFilter extends Instance<typeof SearchFilterModel> {}
