// The professionals and specialties that appear in the records. Pictures are the booking catalog's initials
// avatars (data: URLs), as the sandbox has no CMS to link to.
import type { components } from "../../generated/openapi.ts"
import type { Lang } from "../../src/domain/language.ts"
import { avatarUrl } from "../booking/catalog/avatars.ts"
import type { Localized } from "./text.ts"

interface SeedPractitioner {
  id: string
  name: string
  title: Localized | null
  hasPicture: boolean
  isResource: boolean
}

const person = (id: string, name: string, title: Localized, hasPicture = false): SeedPractitioner => ({
  id,
  name,
  title,
  hasPicture,
  isResource: false,
})

export const PRACTITIONERS = {
  laine: person(
    "1043",
    "Mikko Laine",
    {
      fi: "Yleislääketieteen erikoislääkäri",
      sv: "Specialist i allmänmedicin",
      en: "Specialist in general practice",
    },
    true,
  ),
  nieminen: person("1107", "Sari Nieminen", {
    fi: "Sairaanhoitaja",
    sv: "Sjukskötare",
    en: "Registered nurse",
  }),
  lehtinen: person(
    "1211",
    "Anna Lehtinen",
    { fi: "Ihotautien erikoislääkäri", sv: "Specialist i hudsjukdomar", en: "Dermatologist" },
    true,
  ),
  rantanen: person("1288", "Jukka Rantanen", {
    fi: "Fysioterapeutti",
    sv: "Fysioterapeut",
    en: "Physiotherapist",
  }),
  saarinen: person(
    "1302",
    "Helmi Saarinen",
    {
      fi: "Naistentautien ja synnytysten erikoislääkäri",
      sv: "Specialist i kvinnosjukdomar och förlossningar",
      en: "Obstetrician and gynaecologist",
    },
    true,
  ),
  kettunen: person("1350", "Timo Kettunen", {
    fi: "Ortopedian ja traumatologian erikoislääkäri",
    sv: "Specialist i ortopedi och traumatologi",
    en: "Orthopaedic surgeon",
  }),
  heikkinen: person(
    "1402",
    "Liisa Heikkinen",
    {
      fi: "Työterveyshuollon erikoislääkäri",
      sv: "Specialist i företagshälsovård",
      en: "Occupational physician",
    },
    true,
  ),
  mattila: person(
    "1455",
    "Petra Mattila",
    { fi: "Lastentautien erikoislääkäri", sv: "Specialist i barnsjukdomar", en: "Paediatrician" },
    true,
  ),
  virta: person("1500", "Olli Virta", {
    fi: "Radiologian erikoislääkäri",
    sv: "Specialist i radiologi",
    en: "Radiologist",
  }),
  jokinen: person("1520", "Kaisa Jokinen", {
    fi: "Korva-, nenä- ja kurkkutautien erikoislääkäri",
    sv: "Specialist i öron-, näs- och halssjukdomar",
    en: "ENT specialist",
  }),
  laboratory: { id: "9001", name: "Laboratorio", title: null, hasPicture: false, isResource: true },
} as const satisfies Record<string, SeedPractitioner>

export type PractitionerKey = keyof typeof PRACTITIONERS

export const SPECIALTIES = {
  YL: { fi: "Yleislääketiede", sv: "Allmänmedicin", en: "General practice" },
  IHO: { fi: "Ihotaudit", sv: "Hudsjukdomar", en: "Dermatology" },
  FYS: { fi: "Fysioterapia", sv: "Fysioterapi", en: "Physiotherapy" },
  NAI: { fi: "Naistentaudit", sv: "Kvinnosjukdomar", en: "Gynaecology" },
  ORT: { fi: "Ortopedia", sv: "Ortopedi", en: "Orthopaedics" },
  TTH: { fi: "Työterveyshuolto", sv: "Företagshälsovård", en: "Occupational healthcare" },
  LAS: { fi: "Lastentaudit", sv: "Barnsjukdomar", en: "Paediatrics" },
  KNK: {
    fi: "Korva-, nenä- ja kurkkutaudit",
    sv: "Öron-, näs- och halssjukdomar",
    en: "Otorhinolaryngology",
  },
  HOI: { fi: "Sairaanhoito", sv: "Sjukvård", en: "Nursing" },
} as const satisfies Record<string, Localized>

export type SpecialtyKey = keyof typeof SPECIALTIES

const BY_ID = new Map<string, SeedPractitioner>(Object.values(PRACTITIONERS).map((p) => [p.id, p]))

const pictureOf = (practitioner: SeedPractitioner) =>
  practitioner.hasPicture ? avatarUrl(practitioner.id, practitioner.name) : null

export function practitionerById(id: string): SeedPractitioner {
  const practitioner = BY_ID.get(id)
  if (!practitioner) throw new Error(`No practitioner ${id}`)
  return practitioner
}

/** The contract's Practitioner outside booking (no reservation notice). */
export function practitionerOf(id: string, lang: Lang): components["schemas"]["Practitioner"] {
  const practitioner = practitionerById(id)
  const picture = pictureOf(practitioner)
  return {
    id: practitioner.id,
    name: practitioner.name,
    title: practitioner.title?.[lang] ?? null,
    isResource: practitioner.isResource,
    cmsContent: { profilePicture: picture ? { url: picture } : null },
  }
}

/** A person's avatar (initials or picture) for timeline items. */
export function avatarOf(id: string): components["schemas"]["TimelineAvatar"] {
  const practitioner = practitionerById(id)
  return practitioner.isResource
    ? { type: "service", name: practitioner.name }
    : { type: "person", name: practitioner.name, imageUrl: pictureOf(practitioner) }
}
