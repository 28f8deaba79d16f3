// booking tag: the free-slot search, the calendar's days, a practitioner's clinics, a specialty's notice.
import { Hono, type Context } from "hono"
import { timeOfDayOf } from "../../../src/domain/dates.ts"
import { brandOf } from "../../../src/domain/features.ts"
import type { Lang } from "../../../src/domain/language.ts"
import type { SandboxEnv } from "../../context.ts"
import { validationError } from "../../responses.ts"
import { specialtyById } from "../catalog/specialties.ts"
import type { Schemas } from "../catalog/types.ts"
import { presentListItem } from "../present.ts"
import { queryReader } from "../request.ts"
import { requirePersona } from "../requirePersona.ts"
import {
  freeSlotDays,
  practitionerClinicIds,
  searchFreeSlots,
  type CustomerType,
  type SlotFilter,
} from "../slots.ts"

type Ctx = Context<SandboxEnv>
const TIMES_OF_DAY = ["morning", "afternoon", "evening", "all"] as const
const IDS = /^[A-Za-z0-9_-]{1,40}$/

interface SearchRequest {
  filter: SlotFilter
  offset: number
  lang: Lang
  /** An occupational search by someone whose agreement has no online booking: nothing to offer */
  nothingToOffer: boolean
}

/** The search's filters from the query; a 400 or 401 response when they cannot be used. */
function readFilter(c: Ctx, paged: boolean): SearchRequest | Response {
  const query = queryReader(c)
  const startDate = query.date("startDate")
  const endDate = query.date("endDate")
  if (startDate && endDate && endDate < startDate) {
    query.issues.push({ path: "query.endDate", message: "must not be before startDate" })
  }
  const flags = {
    occupational: query.boolean("isOccupationalHealthcare"),
    insurance: query.boolean("isInsuranceCustomer"),
    kela65: query.boolean("isKela65"),
  }
  const chosen = (Object.keys(flags) as (keyof typeof flags)[]).filter((type) => flags[type])
  if (chosen.length > 1) {
    // contract: at most one customer-type flag
    query.issues.push({ path: "query.isOccupationalHealthcare", message: "give at most one customer type" })
  }
  const filter: SlotFilter = {
    startDate,
    endDate,
    clinicIds: query.list("clinicIds"),
    specialtyIds: query.list("specialtyIds"),
    practitionerIds: query.list("practitionerIds"),
    includeRemote: query.boolean("includeRemote"),
    timeOfDay: timeOfDayOf(query.oneOf("timeOfDay", TIMES_OF_DAY, "all")),
    customerType: (chosen[0] ?? "private") satisfies CustomerType,
    brand: brandOf(c.get("environment")),
    nowMs: c.get("config").clock(),
  }
  const offset = paged ? query.offset("offset") : 0
  const lang = paged ? query.lang() : c.get("lang")
  for (const name of ["clinicIds", "specialtyIds", "practitionerIds"] as const) {
    if (filter[name]?.some((id) => !IDS.test(id)))
      query.issues.push({ path: `query.${name}`, message: "must be ids of letters, digits, _ and -" })
  }
  if (query.issues.length > 0) return validationError(c, query.issues)
  let nothingToOffer = false
  if (filter.customerType === "occupational") {
    // contract: an occupational search needs a logged-in session
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    nothingToOffer = loggedIn.persona.occupational.status !== "ok"
  }
  return { filter, offset, lang, nothingToOffer }
}

export const searchRoutes = new Hono<SandboxEnv>()
  .get("/api/appointments", (c) => {
    const read = readFilter(c, true)
    if (read instanceof Response) return read
    const slots = read.nothingToOffer ? [] : searchFreeSlots(c.get("db"), read.filter, read.offset)
    const body: Schemas["AppointmentSearchResponse"] = {
      availableAppointments: {
        type: "Success",
        appointments: slots.map((slot) => presentListItem(slot, read.lang)),
      },
    }
    return c.json(body)
  })
  .get("/api/appointments/available-appointment-dates", (c) => {
    const read = readFilter(c, false)
    if (read instanceof Response) return read
    const body: Schemas["AvailableAppointmentDates"] = {
      dates: read.nothingToOffer ? [] : freeSlotDays(c.get("db"), read.filter),
    }
    return c.json(body)
  })
  .get("/api/appointments/practitioner-clinics", (c) => {
    const query = queryReader(c)
    const id = query.required("id", IDS)
    query.lang()
    if (query.issues.length > 0) return validationError(c, query.issues)
    const body: Schemas["PractitionerClinics"] = {
      clinicIds: practitionerClinicIds(c.get("db"), id, c.get("config").clock()),
    }
    return c.json(body)
  })
  .get("/api/appointments/specialty", (c) => {
    const query = queryReader(c)
    const id = query.required("id", IDS)
    const lang = query.lang()
    if (query.issues.length > 0) return validationError(c, query.issues)
    const specialty = specialtyById(id)
    if (!specialty)
      return c.json(
        { type: "NotFound", message: `No specialty ${id}` } satisfies Schemas["NotFoundError"],
        404,
      )
    const body: Schemas["SpecialtyResponse"] = {
      specialty: {
        id: specialty.id,
        name: specialty.name[lang],
        cmsContent: {
          title: specialty.title[lang],
          appointmentReservationInfo: specialty.reservationInfo?.[lang] ?? null,
        },
      },
    }
    return c.json(body)
  })
