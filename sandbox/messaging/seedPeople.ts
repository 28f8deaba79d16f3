// Who is in the messaging service: the customers with messaging (adult-brand personas), the professionals of
// their care teams and an HR user of Jari's employer. Invented people; identity codes come from the personas.
import { createHash } from "node:crypto"
import { personaById } from "../personas.ts"

export type ProfessionalKey =
  "saarinen" | "lindqvist" | "kallio" | "rantanen" | "heikkila" | "mattila" | "niemi" | "koivisto"
export type CustomerKey = "aino" | "jari" | "helena"
export type PersonKey = ProfessionalKey | CustomerKey | "aaltonen"

/** A messaging user id that stays the same across reseeds and days, in the uuid form the service uses. */
export function messagingUserId(key: PersonKey): string {
  const hex = createHash("sha256").update(`messaging-user:${key}`).digest("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

export interface SeedProfessional {
  key: ProfessionalKey
  firstName: string
  lastName: string
  title: string
  dhUserNames: readonly string[]
}

export const PROFESSIONALS: readonly SeedProfessional[] = [
  {
    key: "saarinen",
    firstName: "Mikael",
    lastName: "Saarinen",
    title: "Yleislääkäri",
    dhUserNames: ["MSAARINE"],
  },
  {
    key: "lindqvist",
    firstName: "Katri",
    lastName: "Lindqvist",
    title: "Ihotautien erikoislääkäri",
    dhUserNames: ["KLINDQVI", "KLINDQVI2"],
  },
  { key: "kallio", firstName: "Sari", lastName: "Kallio", title: "Sairaanhoitaja", dhUserNames: ["SKALLIO"] },
  {
    key: "rantanen",
    firstName: "Hanna",
    lastName: "Rantanen",
    title: "Sairaanhoitaja",
    dhUserNames: ["HRANTANE"],
  },
  {
    key: "heikkila",
    firstName: "Tiina",
    lastName: "Heikkilä",
    title: "Työterveyshoitaja",
    dhUserNames: ["THEIKKIL"],
  },
  {
    key: "mattila",
    firstName: "Juha",
    lastName: "Mattila",
    title: "Työterveyslääkäri",
    dhUserNames: ["JMATTILA"],
  },
  { key: "niemi", firstName: "Anna", lastName: "Niemi", title: "Fysioterapeutti", dhUserNames: ["ANIEMI"] },
  { key: "koivisto", firstName: "Laura", lastName: "Koivisto", title: "Psykologi", dhUserNames: [] },
]

export interface SeedCustomer {
  key: CustomerKey
  departmentName?: string
  organization?: { name: string; companyCode: string }
  periodicInspectionClinic?: string
  /** The care team; the first is assigned the customer's new conversations. */
  careTeam: readonly ProfessionalKey[]
}

export const CUSTOMERS: readonly SeedCustomer[] = [
  { key: "aino", careTeam: ["kallio", "saarinen", "rantanen"] },
  {
    key: "jari",
    departmentName: "Työmaatoiminnot",
    organization: { name: "Rakennus Kallio Oy", companyCode: "2345678-9" },
    periodicInspectionClinic: "Aava Tapiola",
    careTeam: ["heikkila", "mattila", "niemi", "koivisto"],
  },
  { key: "helena", careTeam: ["rantanen", "saarinen"] },
]

export const HR_USER = {
  key: "aaltonen" as const,
  firstName: "Minna",
  lastName: "Aaltonen",
  title: "HR-asiantuntija",
  emailAddress: "minna.aaltonen@example.fi",
  companyName: "Rakennus Kallio Oy",
}

export function customerPersona(key: CustomerKey) {
  const persona = personaById(key)
  if (!persona) throw new Error(`No persona ${key} for a messaging customer`)
  return persona
}

export function professionalEmail(professional: SeedProfessional): string {
  const ascii = (name: string) =>
    name
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase()
  return `${ascii(professional.firstName)}.${ascii(professional.lastName)}@aava.example.fi`
}

export interface SeedAbsence {
  who: ProfessionalKey
  substitutes: readonly ProfessionalKey[]
  /** Days from the seed's today. */
  startDay: number
  endDay: number
  internalMessage: string
}

// Sari Kallio, the assignee of Aino's latest conversation, is on holiday around today (the thread warns of it).
export const ABSENCES: readonly SeedAbsence[] = [
  {
    who: "kallio",
    substitutes: ["rantanen"],
    startDay: -40,
    endDay: -34,
    internalMessage: "Koulutuksessa, Hanna hoitaa viestit.",
  },
  {
    who: "kallio",
    substitutes: ["rantanen", "saarinen"],
    startDay: -3,
    endDay: 4,
    internalMessage: "Vuosiloma. Kiireelliset asiat Hannalle, lääkärin asiat Mikaelille.",
  },
  {
    who: "saarinen",
    substitutes: ["lindqvist"],
    startDay: 20,
    endDay: 27,
    internalMessage: "Lomalla, reseptiasiat Katrille.",
  },
]

export interface SeedQuestionnaireForm {
  id: string
  title: string
  definition: unknown
}

export const QUESTIONNAIRE_FORMS: readonly SeedQuestionnaireForm[] = [
  {
    id: "esitiedot-2026",
    title: "Esitietolomake ennen vastaanottoa",
    definition: {
      pages: [
        {
          name: "esitiedot",
          elements: [
            { type: "comment", name: "syy", title: "Mikä on vastaanottokäyntisi syy?", isRequired: true },
            {
              type: "radiogroup",
              name: "laakitys",
              title: "Onko sinulla säännöllinen lääkitys?",
              choices: ["Kyllä", "Ei"],
              isRequired: true,
            },
            { type: "comment", name: "allergiat", title: "Lääkeaineallergiat" },
          ],
        },
      ],
    },
  },
  {
    id: "unikysely-2026",
    title: "Unikysely",
    definition: {
      pages: [
        {
          name: "uni",
          elements: [
            {
              type: "radiogroup",
              name: "nukahtaminen",
              title: "Kuinka usein sinulla on vaikeuksia nukahtaa?",
              choices: ["Ei koskaan", "Joskus", "Usein", "Lähes joka yö"],
              isRequired: true,
            },
            {
              type: "rating",
              name: "vireys",
              title: "Kuinka virkeäksi tunnet itsesi päivisin (1–5)?",
              rateMin: 1,
              rateMax: 5,
            },
            { type: "comment", name: "lisatiedot", title: "Muuta kerrottavaa unestasi" },
          ],
        },
      ],
    },
  },
  {
    // Aino's second open questionnaire (the back-pain thread), with every element type and required ones
    id: "selkakysely-2026",
    title: "Selkäkipukysely",
    definition: {
      pages: [
        {
          name: "selka",
          elements: [
            {
              type: "radiogroup",
              name: "sateily",
              title: "Säteileekö kipu jalkaan?",
              choices: ["Kyllä", "Ei"],
              isRequired: true,
            },
            {
              type: "rating",
              name: "kipuNyt",
              title: "Kuinka voimakasta kipusi on nyt (0–10)?",
              rateMin: 0,
              rateMax: 10,
              minRateDescription: "Ei kipua",
              maxRateDescription: "Pahin mahdollinen kipu",
              isRequired: true,
            },
            {
              type: "checkbox",
              name: "pahentaa",
              title: "Mikä pahentaa kipua?",
              choices: ["Istuminen", "Seisominen", "Kävely", "Nostaminen"],
            },
            { type: "comment", name: "muuta", title: "Muuta kerrottavaa selkäkivustasi" },
          ],
        },
      ],
    },
  },
  {
    id: "tules-2026",
    title: "Tuki- ja liikuntaelinkysely",
    definition: {
      pages: [
        {
          name: "tules",
          elements: [
            {
              type: "checkbox",
              name: "kipualueet",
              title: "Missä sinulla on ollut kipua viimeisen kuukauden aikana?",
              choices: ["Niska", "Hartiat", "Alaselkä", "Polvet"],
            },
            { type: "rating", name: "kipu", title: "Kivun voimakkuus (0–10)", rateMin: 0, rateMax: 10 },
          ],
        },
      ],
    },
  },
]
