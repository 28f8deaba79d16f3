// Building practitioners of the catalog: titles per language and the defaults.
import { text, type PractitionerData } from "./types.ts"

const TITLES = {
  YL: text("Yleislääkäri", "Allmänläkare", "General practitioner"),
  PSY: text("Psykologi", "Psykolog", "Psychologist"),
  GYN: text("Gynekologi", "Gynekolog", "Gynaecologist"),
  ENDO: text("Endokrinologi", "Endokrinolog", "Endocrinologist"),
  NNA: text("Neuropsykologi", "Neuropsykolog", "Neuropsychologist"),
  GRG: text("Geriatri", "Geriatriker", "Geriatrician"),
  FYS: text("Fysioterapeutti", "Fysioterapeut", "Physiotherapist"),
  ORT: text("Ortopedi", "Ortoped", "Orthopaedist"),
  IHO: text("Ihotautilääkäri", "Hudläkare", "Dermatologist"),
  SH: text("Sairaanhoitaja", "Sjukskötare", "Nurse"),
  TTL: text("Työterveyslääkäri", "Företagsläkare", "Occupational health physician"),
  TTH: text("Työterveyshoitaja", "Företagshälsovårdare", "Occupational health nurse"),
  LAS: text("Lastenlääkäri", "Barnläkare", "Paediatrician"),
} as const

type Input = Pick<PractitionerData, "id" | "name" | "specialtyId" | "clinicIds" | "shift" | "rateEuros"> &
  Partial<PractitionerData> & { titleKey?: keyof typeof TITLES }

export const person = ({ titleKey, ...input }: Input): PractitionerData => ({
  title: TITLES[titleKey ?? (input.specialtyId as keyof typeof TITLES)],
  isResource: false,
  hasPicture: true,
  reservationInfo: null,
  remote: null,
  saturdays: false,
  kela65: false,
  room: null,
  ...input,
})

export const video = (clinicId: string) => ({ clinicId, how: "video" as const })
export const phone = (clinicId: string) => ({ clinicId, how: "phone" as const })
