// Cases for the `booking` tag: the free-slot search, the calendar's days, the filters, a practitioner's clinics and
// a specialty. Also the helpers the booking area's other case files share (reservation, appointments, check-in…).
import { randomInt } from "node:crypto"
import { toIsoDate } from "../../../src/domain/dates.ts"
import { checkCharacterFor } from "../../../src/domain/ssn.ts"
import { defineCases, type CaseContext, type RequestParts } from "../support/cases.ts"
import { loginAs } from "../support/login.ts"
import { testClock } from "../../support/clock.ts"

export const SEED = "the sandbox's personas and seed"

export function dayFromNow(days: number): string {
  return toIsoDate(new Date(testClock() + days * 86_400_000))
}

const RANGE = { startDate: dayFromNow(0), endDate: dayFromNow(13) }

export async function login(context: CaseContext, personaId = "aino", healthCareType?: "occupational") {
  const loggedIn = await loginAs(context.baseUrl, personaId, healthCareType ? { healthCareType } : {})
  return { cookies: loggedIn.cookies, query: { csrfToken: loggedIn.csrfToken } } satisfies RequestParts
}

/**
 * Someone the server has not met: a valid identity code of the 1950s–90s outside the personas', new on every
 * call, so a server that keeps its state between runs never counts too many reservations for one visitor.
 */
export function visitor() {
  const birth = `${pad(randomInt(1, 29))}${pad(randomInt(1, 13))}${randomInt(50, 100)}`
  const individual = String(randomInt(2, 900)).padStart(3, "0")
  return {
    firstName: "Kalle",
    lastName: "Kokeilija",
    ssn: `${birth}-${individual}${checkCharacterFor(birth, individual)}`,
  }
}
const pad = (n: number) => String(n).padStart(2, "0")

/** A free slot two to four weeks ahead that an anonymous visitor may reserve (the first one at the time). */
export async function freeSlotId(context: CaseContext): Promise<string> {
  const query = new URLSearchParams({ lang: "fi", startDate: dayFromNow(14), endDate: dayFromNow(28) })
  const response = await context.fetch(`/api/appointments?${query}`)
  const body = (await response.json()) as {
    availableAppointments: { type: string; appointments?: { id: string; requiresAuthToReserve: boolean }[] }
  }
  const slot = body.availableAppointments.appointments?.find((item) => !item.requiresAuthToReserve)
  if (!slot) throw new Error(`setup: no free slot (${response.status})`)
  return slot.id
}

export const cases = defineCases([
  {
    operationId: "searchAppointments",
    title: "the first page for a private customer",
    request: { query: { lang: "fi", ...RANGE } },
    status: 200,
  },
  {
    operationId: "searchAppointments",
    title: "the second page, with remote slots, in the evening, in English",
    request: { query: { lang: "en", ...RANGE, includeRemote: true, timeOfDay: "evening", offset: 20 } },
    status: 200,
  },
  {
    operationId: "searchAppointments",
    title: "clinics, specialties and practitioners",
    request: {
      query: {
        lang: "sv",
        ...RANGE,
        clinicIds: ["KAMPPI", "TAPIOLA"],
        specialtyIds: ["YL", "PSY"],
        practitionerIds: ["10234"],
      },
    },
    status: 200,
  },
  {
    operationId: "searchAppointments",
    title: "Kela65 slots",
    request: { query: { lang: "fi", ...RANGE, isKela65: true, includeRemote: true } },
    status: 200,
  },
  {
    operationId: "searchAppointments",
    title: "insurance slots",
    request: { query: { lang: "fi", ...RANGE, isInsuranceCustomer: true } },
    status: 200,
  },
  {
    operationId: "searchAppointments",
    title: "occupational slots under an agreement",
    setup: (context) => login(context, "jari"),
    request: { query: { lang: "fi", ...RANGE, isOccupationalHealthcare: true } },
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "searchAppointments",
    title: "occupational slots without a login",
    request: { query: { lang: "fi", ...RANGE, isOccupationalHealthcare: true } },
    status: 401,
  },
  {
    operationId: "searchAppointments",
    title: "two customer types at once",
    request: { query: { lang: "fi", ...RANGE, isKela65: true, isInsuranceCustomer: true } },
    status: 400,
  },
  {
    operationId: "searchAppointments",
    title: "without the range",
    request: { query: { lang: "fi" } },
    status: 400,
  },
  {
    operationId: "getAvailableAppointmentDates",
    title: "the days with free slots",
    request: { query: { ...RANGE, clinicIds: ["KAMPPI"], timeOfDay: "morning" } },
    status: 200,
  },
  {
    operationId: "getAvailableAppointmentDates",
    title: "a range that runs backwards",
    request: { query: { startDate: RANGE.endDate, endDate: RANGE.startDate } },
    status: 400,
    sandboxOnly: "the order of the range is a rule the schema cannot say",
  },
  {
    operationId: "getAppointmentFilterOptions",
    title: "the private list's filters",
    request: { query: { lang: "fi" } },
    status: 200,
  },
  {
    operationId: "getAppointmentFilterOptions",
    title: "the Kela65 list's filters in Swedish",
    request: { query: { lang: "sv", healthCareType: "kela65" } },
    status: 200,
  },
  {
    operationId: "getAppointmentFilterOptions",
    title: "an unknown list",
    request: { query: { lang: "fi", healthCareType: "vip" } },
    status: 400,
  },
  {
    operationId: "getPractitionerClinics",
    title: "a practitioner's clinics",
    request: { query: { id: "10234", lang: "fi" } },
    status: 200,
  },
  {
    operationId: "getPractitionerClinics",
    title: "an unknown practitioner has none",
    request: { query: { id: "00000", lang: "fi" } },
    status: 200,
  },
  {
    operationId: "getSpecialty",
    title: "a specialty with a notice",
    request: { query: { id: "PSY", lang: "en" } },
    status: 200,
  },
  {
    operationId: "getSpecialty",
    title: "an unknown specialty",
    request: { query: { id: "XYZ", lang: "fi" } },
    status: 404,
    sandboxOnly: SEED,
  },
])
