// Cases for the `reservation` tag: anonymous and logged-in reservations and the concept call.
import { personaById } from "../../../sandbox/personas.ts"
import { defineCases, type CaseContext } from "../support/cases.ts"
import { freeSlotId, login, SEED, visitor } from "./booking.ts"

const form = (
  appointmentId: string,
  person: { firstName: string; lastName: string; ssn: string } = visitor(),
) => ({
  internalOrganization: "aava",
  appointmentId,
  emailAddress: "kalle.kokeilija@example.fi",
  phone: "+358401112222",
  ...person,
})

const persona = (id: string) => {
  const { firstName, lastName, ssn } = personaById(id)!
  return { firstName, lastName, ssn }
}

const loggedInForm = (appointmentId: string) => ({
  internalOrganization: "aava",
  appointmentId,
  emailAddress: "aino.virtanen@example.fi",
  phone: "+358401234567",
  description: "Kurkkukipua ja kuumetta kolme päivää.",
})

/** Reserves a free slot anonymously first, and gives its id. */
async function takenSlotId(context: CaseContext): Promise<string> {
  const appointmentId = await freeSlotId(context)
  const response = await context.fetch("/api/anon/reserve-appointment", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(form(appointmentId)),
  })
  if (response.status !== 200) throw new Error(`setup: reserving answered ${response.status}`)
  return appointmentId
}

export const cases = defineCases([
  {
    operationId: "reserveAppointmentAnonymously",
    title: "a new visitor reserves a free slot",
    setup: async (context) => ({ body: form(await freeSlotId(context)) }),
    status: 200,
    sandboxOnly: SEED,
  },
  {
    // the shortest number PatientPhoneNumber and the portal's phone rule take: one rule for every call
    operationId: "reserveAppointmentAnonymously",
    title: "a phone number of five digits (+35833), as the contract and the forms take it",
    setup: async (context) => ({ body: { ...form(await freeSlotId(context)), phone: "+35833" } }),
    status: 200,
    expectBody: { reservationDetails: { confirmationSentTo: { phone: "+35833" } } },
    sandboxOnly: SEED,
  },
  {
    operationId: "reserveAppointmentAnonymously",
    title: "a phone number with a leading 0, kept as +358",
    setup: async (context) => ({ body: { ...form(await freeSlotId(context)), phone: "0331234" } }),
    status: 200,
    expectBody: { reservationDetails: { confirmationSentTo: { phone: "+358331234" } } },
    sandboxOnly: SEED,
  },
  {
    operationId: "reserveAppointmentAnonymously",
    title: "a slot someone has just reserved",
    setup: async (context) => ({ body: form(await takenSlotId(context)) }),
    status: 409,
    sandboxOnly: SEED,
  },
  {
    operationId: "reserveAppointmentAnonymously",
    title: "an identity code with a wrong check character",
    setup: async (context) => {
      const ssn = visitor().ssn
      const wrong = ssn.slice(0, 10) + (ssn.endsWith("A") ? "B" : "A")
      return { body: form(await freeSlotId(context), { ...visitor(), ssn: wrong }) }
    },
    status: 400,
  },
  {
    operationId: "reserveAppointmentAnonymously",
    title: "a persona who has not registered",
    setup: async (context) => ({ body: form(await freeSlotId(context), persona("elina")) }),
    status: 409,
    sandboxOnly: SEED,
  },
  {
    operationId: "reserveAppointmentAnonymously",
    title: "a persona without the patient data consent",
    setup: async (context) => ({ body: form(await freeSlotId(context), persona("oskari")) }),
    status: 409,
    sandboxOnly: SEED,
  },
  {
    operationId: "reserveAppointmentAnonymously",
    title: "a name that is not the identity code's",
    setup: async (context) => ({
      body: form(await freeSlotId(context), { ...persona("aino"), firstName: "Anna" }),
    }),
    status: 409,
    sandboxOnly: SEED,
  },
  {
    operationId: "reserveAppointmentAnonymously",
    title: "a field the form does not have",
    setup: async (context) => ({ body: { ...form(await freeSlotId(context)), nickname: "Kalle" } }),
    status: 400,
  },
  {
    operationId: "reserveAppointment",
    title: "a logged-in patient reserves",
    setup: async (context) => ({
      ...(await login(context, "aino")),
      body: loggedInForm(await freeSlotId(context)),
    }),
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "reserveAppointment",
    title: "a slot already taken",
    setup: async (context) => ({
      ...(await login(context, "aino")),
      body: loggedInForm(await takenSlotId(context)),
    }),
    status: 409,
    sandboxOnly: SEED,
  },
  {
    operationId: "reserveAppointment",
    title: "a patient who is not credit-worthy",
    setup: async (context) => ({
      ...(await login(context, "marko")),
      body: loggedInForm(await freeSlotId(context)),
    }),
    status: 500,
    sandboxOnly: SEED,
  },
  {
    operationId: "reserveAppointment",
    title: "a permit that is not the patient's",
    setup: async (context) => ({
      ...(await login(context, "ville")),
      body: { ...loggedInForm(await freeSlotId(context)), dcpContentHash: "0000" },
    }),
    status: 500,
    sandboxOnly: SEED,
  },
  {
    operationId: "reserveAppointment",
    title: "without a login",
    request: { body: loggedInForm("80400001") },
    status: 401,
  },
  {
    operationId: "insertPatientConcept",
    title: "an insurance concept",
    setup: (context) => login(context, "pekka"),
    request: { body: { code: "90157" } },
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "insertPatientConcept",
    title: "an unknown concept",
    setup: (context) => login(context, "pekka"),
    request: { body: { code: "12345" } },
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "insertPatientConcept",
    title: "the Kela65 concept for someone under 65",
    setup: (context) => login(context, "aino"),
    request: { body: { code: "663" } },
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "insertPatientConcept",
    title: "a code that is not digits",
    setup: (context) => login(context, "aino"),
    request: { body: { code: "IF-1" } },
    status: 400,
    sandboxOnly: SEED,
  },
])
