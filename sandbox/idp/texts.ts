// The development identity provider's own words, in the three languages. A development tool, not the product's
// interface: its texts live here rather than in locales/.
import type { components } from "../../generated/openapi.ts"
import type { Lang } from "../../src/domain/language.ts"

export type AuthenticationMethod = components["schemas"]["AuthenticationMethod"]
export type HealthCareType = components["schemas"]["HealthCareType"]

// spec: one mobile certificate and ten banks; the order of the login page
export const PROVIDERS: Record<AuthenticationMethod, string | Record<Lang, string>> = {
  mobiilivarmenne: { fi: "Mobiilivarmenne", sv: "Mobilcertifikat", en: "Mobile certificate" },
  "tupas-aktia": "Aktia",
  "tupas-alandsbanken": "Ålandsbanken",
  "tupas-danskebank": "Danske Bank",
  "tupas-handelsbanken": "Handelsbanken",
  "tupas-nordea": "Nordea",
  "tupas-omasp": "Oma Säästöpankki",
  "tupas-op": "OP",
  "tupas-poppankki": "POP Pankki",
  "tupas-saastopankki": "Säästöpankki",
  "tupas-spankki": "S-Pankki",
}

export function isAuthenticationMethod(value: unknown): value is AuthenticationMethod {
  return typeof value === "string" && Object.hasOwn(PROVIDERS, value)
}

export function providerName(method: AuthenticationMethod, lang: Lang): string {
  const name = PROVIDERS[method]
  return typeof name === "string" ? name : name[lang]
}

export const HEALTH_CARE_TYPES: readonly HealthCareType[] = ["private", "kela65", "occupational", "insurance"]

export interface IdpTexts {
  title: string
  intro: string
  brand: (environment: string) => string
  providers: string
  chooseProvider: string
  loginWith: (provider: string) => string
  options: string
  inAppBooking: string
  healthCareType: string
  healthCareTypes: Record<HealthCareType, string>
  pinNote: string
  pin: (pin: string) => string
  noPersonas: string
  cancel: string
  mandate: string
  actingFor: string
  actFor: (name: string) => string
  mandateRefused: string
  mandateFailure: string
  guardian: string
  child: string
}

export const IDP_TEXTS: Record<Lang, IdpTexts> = {
  fi: {
    title: "Testitunnistus (sandbox)",
    intro: "Kehitystyökalu: oikeaa tunnistusta ei tehdä. Valitse tunnistustapa ja sitten testihenkilö.",
    brand: (environment) => `Ympäristö: ${environment}`,
    providers: "Tunnistustapa",
    chooseProvider: "Valitse ensin tunnistustapa.",
    loginWith: (provider) => `Kirjaudu (${provider}) henkilönä`,
    options: "Istunnon asetukset",
    inAppBooking: "Sovelluksen sisäinen ajanvaraus (istunnon scope inAppBooking)",
    healthCareType: "Istunnon asiakkuustyyppi",
    healthCareTypes: {
      private: "Yksityisasiakas",
      kela65: "Kela65",
      occupational: "Työterveys",
      insurance: "Vakuutus",
    },
    pinNote: "Tekstiviestikirjautumisen koodi (PIN) on henkilön puhelinnumeron neljä viimeistä numeroa.",
    pin: (pin) => `Tekstiviestikoodi: ${pin}`,
    noPersonas: "Tällä brändillä ei ole testihenkilöitä.",
    cancel: "Peruuta ja palaa portaaliin",
    mandate: "Puolesta asiointi (valtuutus)",
    actingFor: "Kenen puolesta asioit",
    actFor: (name) => `Asioi henkilön ${name} puolesta`,
    mandateRefused: "Henkilö, joka ei ole antanut valtuutusta (puolesta asiointi estetty)",
    mandateFailure: "Valtuutuspalvelu ei vastaa (tuntematon virhe)",
    guardian: "Huoltajana asiointi (huoltajuus väestötietojärjestelmästä)",
    child: "Lapsi, jonka asioita hoidat",
  },
  sv: {
    title: "Testidentifiering (sandbox)",
    intro:
      "Ett utvecklingsverktyg: ingen riktig identifiering görs. Välj identifieringsmetod och sedan testperson.",
    brand: (environment) => `Miljö: ${environment}`,
    providers: "Identifieringsmetod",
    chooseProvider: "Välj först en identifieringsmetod.",
    loginWith: (provider) => `Logga in (${provider}) som`,
    options: "Sessionens inställningar",
    inAppBooking: "Bokning i appen (sessionens scope inAppBooking)",
    healthCareType: "Sessionens kundtyp",
    healthCareTypes: {
      private: "Privatkund",
      kela65: "Kela65",
      occupational: "Företagshälsovård",
      insurance: "Försäkring",
    },
    pinNote: "Koden för sms-inloggning (PIN) är de fyra sista siffrorna i personens telefonnummer.",
    pin: (pin) => `Sms-kod: ${pin}`,
    noPersonas: "Det här varumärket har inga testpersoner.",
    cancel: "Avbryt och återvänd till portalen",
    mandate: "Ärenden för någon annans räkning (fullmakt)",
    actingFor: "För vems räkning du sköter ärenden",
    actFor: (name) => `För ${name}s räkning`,
    mandateRefused: "En person som inte har gett fullmakt (ärenden för annans räkning nekas)",
    mandateFailure: "Fullmaktstjänsten svarar inte (okänt fel)",
    guardian: "Ärenden som vårdnadshavare (vårdnaden enligt befolkningsdatasystemet)",
    child: "Barnet vars ärenden du sköter",
  },
  en: {
    title: "Sandbox identity provider",
    intro: "A development tool: no real identification takes place. Choose a method, then the test person.",
    brand: (environment) => `Environment: ${environment}`,
    providers: "Identification method",
    chooseProvider: "Choose an identification method first.",
    loginWith: (provider) => `Log in (${provider}) as`,
    options: "Session options",
    inAppBooking: "In-app booking (session scope inAppBooking)",
    healthCareType: "Healthcare type of the session",
    healthCareTypes: {
      private: "Private customer",
      kela65: "Kela65",
      occupational: "Occupational healthcare",
      insurance: "Insurance",
    },
    pinNote: "The SMS login code (PIN) is the last four digits of the person's phone number.",
    pin: (pin) => `SMS code: ${pin}`,
    noPersonas: "This brand has no test persons.",
    cancel: "Cancel and return to the portal",
    mandate: "Acting on behalf (mandate)",
    actingFor: "On whose behalf you act",
    actFor: (name) => `On behalf of ${name}`,
    mandateRefused: "A person who has given no mandate (acting on behalf refused)",
    mandateFailure: "The mandate service does not answer (unknown error)",
    guardian: "Acting as a guardian (guardianship from the population register)",
    child: "The child whose matters you handle",
  },
}
