// Cases for the `appointments` tag: one's own appointments, one slot, cancelling, the arrival reason and the view by
// the confirmation message's link.
import { defineCases, type CaseContext } from "../support/cases.ts"
import { freeSlotId, login, SEED, visitor } from "./booking.ts"

type Login = Awaited<ReturnType<typeof login>>

const cookieOf = (as: Login) =>
  Object.entries(as.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ")

/** The first of the persona's upcoming appointments that is not cancelled. */
async function upcomingId(context: CaseContext, as: Login): Promise<string> {
  const response = await context.fetch(`/api/appointments/upcoming?lang=fi&csrfToken=${as.query.csrfToken}`, {
    headers: { cookie: cookieOf(as) },
  })
  const body = (await response.json()) as { appointments: { id: string; hasAppointeeCanceled: boolean }[] }
  const own = body.appointments.find((appointment) => !appointment.hasAppointeeCanceled)
  if (!own) throw new Error(`setup: no upcoming appointment (${response.status})`)
  return own.id
}

/** Reserves a free slot as the logged-in persona, and gives its id. */
async function reservedId(context: CaseContext, as: Login): Promise<string> {
  const appointmentId = await freeSlotId(context)
  const response = await context.fetch(`/api/reserve-appointment?csrfToken=${as.query.csrfToken}`, {
    method: "POST",
    headers: { cookie: cookieOf(as), "content-type": "application/json" },
    body: JSON.stringify({
      internalOrganization: "aava",
      appointmentId,
      emailAddress: "a@example.fi",
      phone: "+358401234567",
    }),
  })
  if (response.status !== 200) throw new Error(`setup: reserving answered ${response.status}`)
  return appointmentId
}

/** An anonymous reservation's link token and appointment id. */
async function anonymousReservation(context: CaseContext): Promise<{ link: string; appointmentId: string }> {
  const appointmentId = await freeSlotId(context)
  const response = await context.fetch("/api/anon/reserve-appointment", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      internalOrganization: "aava",
      appointmentId,
      emailAddress: "kalle.kokeilija@example.fi",
      phone: "+358401112222",
      ...visitor(),
    }),
  })
  const body = (await response.json()) as { reservationDetails?: { appointmentLink: string } }
  if (!body.reservationDetails) throw new Error(`setup: reserving answered ${response.status}`)
  return { link: body.reservationDetails.appointmentLink, appointmentId }
}

export const cases = defineCases([
  {
    operationId: "listUpcomingAppointments",
    title: "a patient with appointments, one of them cancelled",
    setup: (context) => login(context, "aino"),
    request: { query: { lang: "fi" } },
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "listUpcomingAppointments",
    title: "a patient without any",
    setup: (context) => login(context, "helena"),
    request: { query: { lang: "en" } },
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "listUpcomingAppointments",
    title: "without a login",
    request: { query: { lang: "fi" } },
    status: 401,
  },
  {
    operationId: "getAppointmentsByIds",
    title: "one's own and an unknown id",
    setup: async (context) => {
      const as = await login(context, "aino")
      return { ...as, query: { ...as.query, lang: "fi", ids: `${await upcomingId(context, as)},1` } }
    },
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "getAppointmentsByIds",
    title: "ids that are not digits",
    setup: (context) => login(context, "aino"),
    request: { query: { lang: "fi", ids: "abc" } },
    status: 400,
    sandboxOnly: SEED,
  },
  {
    operationId: "getAppointment",
    title: "a free slot, for anyone",
    setup: async (context) => ({ path: { id: await freeSlotId(context) }, query: { lang: "fi" } }),
    status: 200,
  },
  {
    operationId: "getAppointment",
    title: "one's own, with the appointee's fields",
    setup: async (context) => {
      const as = await login(context, "aino")
      return { ...as, path: { id: await upcomingId(context, as) }, query: { ...as.query, lang: "sv" } }
    },
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "getAppointment",
    title: "no such slot",
    request: { path: { id: "99999999" }, query: { lang: "fi" } },
    status: 404,
    sandboxOnly: SEED,
  },
  {
    operationId: "cancelAppointment",
    title: "one's own, days ahead",
    setup: async (context) => {
      const as = await login(context, "aino")
      return { ...as, path: { id: await reservedId(context, as) } }
    },
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "cancelAppointment",
    title: "someone else's",
    setup: async (context) => {
      const jari = await upcomingId(context, await login(context, "jari"))
      return { ...(await login(context, "aino")), path: { id: jari } }
    },
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "cancelAppointment",
    title: "without a login",
    request: { path: { id: "80400001" } },
    status: 401,
  },
  {
    operationId: "saveArrivalReason",
    title: "one's own appointment",
    setup: async (context) => {
      const as = await login(context, "aino")
      return { ...as, path: { id: await upcomingId(context, as) } }
    },
    request: { body: { arrivalReason: "Esitiedot: kurkkukipua ja kuumetta kolme päivää." } },
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "saveArrivalReason",
    title: "over 400 characters",
    setup: async (context) => {
      const as = await login(context, "aino")
      return { ...as, path: { id: await upcomingId(context, as) } }
    },
    request: { body: { arrivalReason: "x".repeat(401) } },
    status: 400,
    sandboxOnly: SEED,
  },
  {
    operationId: "getAnonymousAppointment",
    title: "by the link token",
    setup: async (context) => ({
      path: { link: (await anonymousReservation(context)).link },
      query: { lang: "fi" },
    }),
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "getAnonymousAppointment",
    title: "by a plain appointment id (the spec's other reading)",
    setup: async (context) => ({
      path: { link: (await anonymousReservation(context)).appointmentId },
      query: { lang: "en" },
    }),
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "getAnonymousAppointment",
    title: "a link to nothing",
    request: { path: { link: "OTk5OTk5OTlfMDAwMA" }, query: { lang: "fi" } },
    status: 200,
  },
  {
    operationId: "getAnonymousAppointment",
    title: "a link that is not url-safe base64",
    request: { path: { link: "abc.def" }, query: { lang: "fi" } },
    status: 400,
  },
])
