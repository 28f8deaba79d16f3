// The people the development identity provider offers to log in as: one for every branch of the specs.
// Identity codes are synthetic (individual numbers 900-999) with a correct check character.
import { checkCharacterFor } from "../src/domain/ssn.ts"

export type BrandId = "adult" | "children"

export interface Persona {
  id: string
  firstName: string
  lastName: string
  ssn: string
  /** Which brand's identity provider lists the persona. */
  brands: readonly BrandId[]
  /** What the persona shows, in the persona list of the identity provider. */
  description: string
  email: string
  phone: string
  language: "fi" | "sv" | "en"
  address: { street: string; postalCode: string; postOffice: string }
  /** spec: 'unregistered-user' goes to the registration form first */
  isRegistered: boolean
  /** spec: without recorded consent the consent form comes first */
  hasConsent: boolean
  /** spec: an unpaid invoice blocks reservations that are not occupational ('Booking interrupted') */
  isCreditWorthy: boolean
  /** spec: MFA personas get the PIN step after the bank login */
  mfaEnabled: boolean
  occupational: { status: "ok" | "no-web-reservation" | "none"; employerName?: string }
  insuranceCompany?: "IF" | "OP" | "LAHITAPIOLA"
  /** A guardian's children, who are personas of their own (the guardian books for them). */
  childIds?: readonly string[]
}

function ssn(birth: string, separator: string, individual: number): string {
  const number = String(individual).padStart(3, "0")
  return `${birth}${separator}${number}${checkCharacterFor(birth, number)}`
}

const address = (street: string, postalCode: string, postOffice: string) => ({
  street,
  postalCode,
  postOffice,
})

export const PERSONAS: readonly Persona[] = [
  {
    id: "aino",
    firstName: "Aino",
    lastName: "Virtanen",
    ssn: ssn("140385", "-", 902),
    brands: ["adult"],
    description:
      "Private patient with visits, results, prescriptions, invoices and messages; no occupational agreement",
    email: "aino.virtanen@example.fi",
    phone: "+358401234567",
    language: "fi",
    address: address("Mannerheimintie 12 A 5", "00100", "Helsinki"),
    isRegistered: true,
    hasConsent: true,
    isCreditWorthy: true,
    mfaEnabled: false,
    occupational: { status: "none" },
  },
  {
    id: "raili",
    firstName: "Raili",
    lastName: "Mäkinen",
    ssn: ssn("020351", "-", 914),
    brands: ["adult"],
    description: "Aged 65 or over: Kela65 appointments",
    email: "raili.makinen@example.fi",
    phone: "+358407654321",
    language: "fi",
    address: address("Kauppakatu 3", "04200", "Kerava"),
    isRegistered: true,
    hasConsent: true,
    isCreditWorthy: true,
    mfaEnabled: false,
    occupational: { status: "none" },
  },
  {
    id: "jari",
    firstName: "Jari",
    lastName: "Nieminen",
    ssn: ssn("230879", "-", 931),
    brands: ["adult"],
    description: "Occupational healthcare with online booking",
    email: "jari.nieminen@example.fi",
    phone: "+358451112233",
    language: "fi",
    address: address("Tapiolantie 9", "02100", "Espoo"),
    isRegistered: true,
    hasConsent: true,
    isCreditWorthy: true,
    mfaEnabled: false,
    occupational: { status: "ok", employerName: "Rakennus Kallio Oy" },
  },
  {
    id: "sanna",
    firstName: "Sanna",
    lastName: "Laine",
    ssn: ssn("110690", "-", 948),
    brands: ["adult"],
    description: "Occupational healthcare without online booking in the agreement",
    email: "sanna.laine@example.fi",
    phone: "+358442223344",
    language: "sv",
    address: address("Tikkurilantie 44", "01300", "Vantaa"),
    isRegistered: true,
    hasConsent: true,
    isCreditWorthy: true,
    mfaEnabled: false,
    occupational: { status: "no-web-reservation", employerName: "Logistiikka Nord Ab" },
  },
  {
    id: "pekka",
    firstName: "Pekka",
    lastName: "Lehtonen",
    ssn: ssn("050572", "-", 957),
    brands: ["adult"],
    description: "Insurance customer, If",
    email: "pekka.lehtonen@example.fi",
    phone: "+358403334455",
    language: "fi",
    address: address("Hämeenkatu 20", "05800", "Hyvinkää"),
    isRegistered: true,
    hasConsent: true,
    isCreditWorthy: true,
    mfaEnabled: false,
    occupational: { status: "none" },
    insuranceCompany: "IF",
  },
  {
    id: "liisa",
    firstName: "Liisa",
    lastName: "Hämäläinen",
    ssn: ssn("190988", "-", 962),
    brands: ["adult"],
    description: "Insurance customer, OP (verification found)",
    email: "liisa.hamalainen@example.fi",
    phone: "+358404445566",
    language: "fi",
    address: address("Sibeliuksenkatu 7", "04400", "Järvenpää"),
    isRegistered: true,
    hasConsent: true,
    isCreditWorthy: true,
    mfaEnabled: false,
    occupational: { status: "none" },
    insuranceCompany: "OP",
  },
  {
    id: "ville",
    firstName: "Ville",
    lastName: "Koskinen",
    ssn: ssn("300166", "-", 975),
    brands: ["adult"],
    description: "Insurance customer, LähiTapiola with direct-compensation permits",
    email: "ville.koskinen@example.fi",
    phone: "+358405556677",
    language: "en",
    address: address("Hyryläntie 2", "04300", "Tuusula"),
    isRegistered: true,
    hasConsent: true,
    isCreditWorthy: true,
    mfaEnabled: false,
    occupational: { status: "none" },
    insuranceCompany: "LAHITAPIOLA",
  },
  {
    id: "elina",
    firstName: "Elina",
    lastName: "Järvinen",
    ssn: ssn("081295", "-", 986),
    brands: ["adult", "children"],
    description: "Not yet registered as a customer",
    email: "elina.jarvinen@example.fi",
    phone: "+358406667788",
    language: "fi",
    address: address("Aleksanterinkatu 15", "00170", "Helsinki"),
    isRegistered: false,
    hasConsent: false,
    isCreditWorthy: true,
    mfaEnabled: false,
    occupational: { status: "none" },
  },
  {
    id: "oskari",
    firstName: "Oskari",
    lastName: "Salminen",
    ssn: ssn("170793", "-", 990),
    brands: ["adult"],
    description: "Registered, but no patient data consent yet",
    email: "oskari.salminen@example.fi",
    phone: "+358407778899",
    language: "fi",
    address: address("Leppävaarankatu 4", "02600", "Espoo"),
    isRegistered: true,
    hasConsent: false,
    isCreditWorthy: true,
    mfaEnabled: false,
    occupational: { status: "none" },
  },
  {
    id: "marko",
    firstName: "Marko",
    lastName: "Heinonen",
    ssn: ssn("250481", "-", 993),
    brands: ["adult"],
    description: "Not credit-worthy: an overdue invoice blocks booking",
    email: "marko.heinonen@example.fi",
    phone: "+358408889900",
    language: "fi",
    address: address("Myyrmäentie 6", "01600", "Vantaa"),
    isRegistered: true,
    hasConsent: true,
    isCreditWorthy: false,
    mfaEnabled: false,
    occupational: { status: "none" },
  },
  {
    id: "helena",
    firstName: "Helena",
    lastName: "Turunen",
    ssn: ssn("120474", "-", 996),
    brands: ["adult"],
    description: "SMS-code login (MFA) enabled: the PIN step follows the bank login",
    email: "helena.turunen@example.fi",
    phone: "+358409990011",
    language: "fi",
    address: address("Bulevardi 30", "00120", "Helsinki"),
    isRegistered: true,
    hasConsent: true,
    isCreditWorthy: true,
    mfaEnabled: true,
    occupational: { status: "none" },
  },
  {
    id: "mikko",
    firstName: "Mikko",
    lastName: "Korhonen",
    ssn: ssn("090983", "-", 921),
    brands: ["children"],
    description: "Guardian of Eino (8), books for him",
    email: "mikko.korhonen@example.fi",
    phone: "+358501231234",
    language: "fi",
    address: address("Itäväylä 11", "00930", "Helsinki"),
    isRegistered: true,
    hasConsent: true,
    isCreditWorthy: true,
    mfaEnabled: false,
    occupational: { status: "none" },
    childIds: ["eino"],
  },
  {
    id: "eino",
    firstName: "Eino",
    lastName: "Korhonen",
    ssn: ssn("150618", "A", 937),
    brands: ["children"],
    description: "A child of 8, booked for by his guardian Mikko",
    email: "mikko.korhonen@example.fi",
    phone: "+358501231234",
    language: "fi",
    address: address("Itäväylä 11", "00930", "Helsinki"),
    isRegistered: true,
    hasConsent: true,
    isCreditWorthy: true,
    mfaEnabled: false,
    occupational: { status: "none" },
  },
]

export function personaById(id: string): Persona | undefined {
  return PERSONAS.find((persona) => persona.id === id)
}

export function personaBySsn(ssn: string): Persona | undefined {
  return PERSONAS.find((persona) => persona.ssn === ssn)
}
