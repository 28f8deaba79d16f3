// booking tag: what the appointment list's filters offer, per customer type and brand, in the page's language.
import { Hono } from "hono"
import { TIME_OF_DAY_HOURS, type DayPeriod } from "../../../src/domain/dates.ts"
import { brandOf, HEALTH_CARE_TYPES, type HealthCareType } from "../../../src/domain/features.ts"
import type { SandboxEnv } from "../../context.ts"
import { validationError } from "../../responses.ts"
import { CLINICS, isRemoteClinic } from "../catalog/clinics.ts"
import { PRACTITIONERS } from "../catalog/practitioners.ts"
import { KELA65_SPECIALTY_ID, SPECIALTIES, specialtyById } from "../catalog/specialties.ts"
import { localize, text, type BrandId, type PractitionerData, type Schemas } from "../catalog/types.ts"
import { queryReader } from "../request.ts"
import { requirePersona } from "../requirePersona.ts"

const TIME_OF_DAY_TEXTS: Record<DayPeriod, Pick<Schemas["TimeOfDaySlot"], "title" | "subtitle">> = {
  morning: {
    title: text("Aamupäivä", "Förmiddag", "Morning"),
    subtitle: text("klo 7–12", "kl. 7–12", "7:00–12:00"),
  },
  afternoon: {
    title: text("Iltapäivä", "Eftermiddag", "Afternoon"),
    subtitle: text("klo 12–16", "kl. 12–16", "12:00–16:00"),
  },
  evening: {
    title: text("Ilta", "Kväll", "Evening"),
    subtitle: text("klo 16–21", "kl. 16–21", "16:00–21:00"),
  },
}

/** Whether the practitioner has slots for this customer type at all. */
function offers(practitioner: PractitionerData, type: HealthCareType): boolean {
  const specialty = specialtyById(practitioner.specialtyId)!
  if (type === "kela65") return practitioner.kela65
  if (type === "occupational") return specialty.occupationalOnly || specialty.occupationalShare > 0
  if (specialty.occupationalOnly) return false
  return type === "private" || specialty.insuranceShare > 0
}

function practitionersOf(brand: BrandId, type: HealthCareType): PractitionerData[] {
  const brandClinics = new Set(CLINICS.filter((clinic) => clinic.brand === brand).map((clinic) => clinic.id))
  return PRACTITIONERS.filter(
    (practitioner) => practitioner.clinicIds.some((id) => brandClinics.has(id)) && offers(practitioner, type),
  )
}

export const filterOptionsRoutes = new Hono<SandboxEnv>().get("/api/appointments/filter-options", (c) => {
  const query = queryReader(c)
  const lang = query.lang()
  const type = query.oneOf("healthCareType", HEALTH_CARE_TYPES, "private")
  if (query.issues.length > 0) return validationError(c, query.issues)
  if (type === "occupational") {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
  }
  const brand = brandOf(c.get("environment"))
  const practitioners = practitionersOf(brand, type)
  // spec booking §9: the Y65V specialty is shown only in the Kela65 list (where it is the only one)
  const specialtyIds = new Set(
    type === "kela65" ? [KELA65_SPECIALTY_ID] : practitioners.map((practitioner) => practitioner.specialtyId),
  )
  const body: Schemas["FilterOptions"] = {
    clinics: CLINICS.filter((clinic) => clinic.brand === brand).map((clinic) => ({
      id: clinic.id,
      name: clinic.name[lang],
      municipality: clinic.municipality,
      isRemote: isRemoteClinic(clinic.id),
    })),
    specialties: SPECIALTIES.filter((specialty) => specialtyIds.has(specialty.id)).map((specialty) => ({
      id: specialty.id,
      name: specialty.name[lang],
    })),
    practitioners: practitioners.map((practitioner) => ({
      id: practitioner.id,
      name: practitioner.name,
      title: localize(practitioner.title, lang),
    })),
    timeOfDaySlots: (Object.keys(TIME_OF_DAY_HOURS) as DayPeriod[]).map((id) => ({
      id,
      startHour: TIME_OF_DAY_HOURS[id].from,
      endHour: TIME_OF_DAY_HOURS[id].to,
      ...TIME_OF_DAY_TEXTS[id],
    })),
  }
  return c.json(body)
})
