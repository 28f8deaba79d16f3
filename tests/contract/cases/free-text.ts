// The contract's free-text rule (contracts/openapi.yaml, info): names, addresses and reasons refuse control
// characters and bidirectional overrides with 400, and take every letter a Finnish, Swedish or foreign name has.
// The body is refused by its schema, so an appointment id that is never reserved will do.
import { defineCases } from "../support/cases.ts"
import { as, PERSONAS } from "./account.ts"
import { visitor } from "./booking.ts"

const contactInfo = (streetAddress: string) => ({
  streetAddress,
  zipCode: "00100",
  postOffice: "Helsinki",
  phoneNumber: "+358401234567",
  emailAddress: "aino.virtanen@example.fi",
  language: "fi",
})

const reservation = (firstName: string) => ({
  internalOrganization: "aava",
  appointmentId: "1",
  emailAddress: "kalle.kokeilija@example.fi",
  phone: "+358401112222",
  ...visitor(),
  firstName,
})

const REFUSED: [string, string][] = [
  ["NUL", "\u0000"],
  ["BEL", "\u0007"],
  ["a line feed", "\n"],
  ["the right-to-left override U+202E", "\u202e"],
  ["the isolate U+2066", "\u2066"],
]

export const cases = defineCases([
  ...REFUSED.map(([name, char]) => ({
    operationId: "saveContactInfo",
    title: `${name} in the street address`,
    request: { body: contactInfo(`Mannerheimintie${char} 12`) },
    setup: as("aino"),
    status: 400,
    sandboxOnly: PERSONAS,
  })),
  {
    operationId: "saveContactInfo",
    title: "a street address with a dash and Swedish letters",
    request: { body: contactInfo("Åkervägen 11–13 Ö") },
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  ...REFUSED.map(([name, char]) => ({
    operationId: "reserveAppointmentAnonymously",
    title: `${name} in the first name`,
    request: { body: reservation(`Kal${char}le`) },
    status: 400,
  })),
  {
    operationId: "reserveAppointmentAnonymously",
    title: "a first name of spaces",
    request: { body: reservation("   ") },
    status: 400,
  },
])
