import { types, type Instance } from "mobx-state-tree"
import { isRemoteForced, isSpecialtyFilterEnabled } from "../domain/appointmentSearch.ts"
import { isIsoDate, timeOfDayOf, type TimeOfDay } from "../domain/dates.ts"
import { HEALTH_CARE_TYPES, type HealthCareType } from "../domain/features.ts"

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
    get isSpecialtyFilterEnabled(): boolean {
      return isSpecialtyFilterEnabled(self.healthCareType)
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
    /** Takes the list URL's query (strings as the URL gives them); anything unknown falls back to the default. */
    fromUrl(healthCareType: HealthCareType, params: URLSearchParams) {
      self.healthCareType = healthCareType
      self.practitionerIds.replace(params.getAll("practitionerIds").filter(Boolean))
      self.clinicIds.replace(params.getAll("clinicIds").filter(Boolean))
      self.specialtyIds.replace(isSpecialtyFilterEnabled(healthCareType) ? params.getAll("specialtyIds") : [])
      self.includeRemote = params.get("includeRemote") === "true"
      const startDate = params.get("startDate") ?? undefined
      self.startDate = startDate !== undefined && isIsoDate(startDate) ? startDate : undefined
      self.timeOfDay = timeOfDayOf(params.get("timeOfDay"))
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
