// Specialties and appointment kinds, with their texts in fi, sv and en.
import { text, type KindData, type SpecialtyData } from "./types.ts"

// spec booking §9: kinds Y65P, Y65D and Y65V have the fixed Kela65 price with specialty Y65V
export const KELA65_KIND_IDS = ["Y65P", "Y65D", "Y65V"] as const
export const KELA65_SPECIALTY_ID = "Y65V"
// spec booking §9: Kela reimbursement for those aged 65 and over starts on 1 September 2025
export const KELA65_FIRST_DAY = "2025-09-01"

const specialty = (
  data: Omit<
    SpecialtyData,
    "occupationalShare" | "insuranceShare" | "insuranceOnlyShare" | "occupationalOnly"
  > &
    Partial<SpecialtyData>,
): SpecialtyData => ({
  occupationalShare: 0.5,
  insuranceShare: 0.5,
  insuranceOnlyShare: 0,
  occupationalOnly: false,
  ...data,
})

export const SPECIALTIES: readonly SpecialtyData[] = [
  specialty({
    id: "YL",
    name: text("Yleislääketiede", "Allmänmedicin", "General practice"),
    title: text("Yleislääkäri", "Allmänläkare", "General practitioner"),
    reservationInfo: null,
    rateName: text("Yleislääkärin vastaanotto", "Allmänläkarmottagning", "General practitioner appointment"),
    minutes: 30,
    physicalKindId: "VO30",
  }),
  specialty({
    id: "PSY",
    name: text("Psykologi", "Psykolog", "Psychologist"),
    title: text("Psykologin vastaanotto", "Psykologmottagning", "Psychologist appointment"),
    reservationInfo: text(
      "Psykologin ensikäynti kestää 60 minuuttia. Voit varata ajan myös etävastaanotolle.",
      "Det första besöket hos psykologen tar 60 minuter. Du kan också boka en distansmottagning.",
      "The first visit to a psychologist takes 60 minutes. You can also book a remote appointment.",
    ),
    rateName: text("Psykologin vastaanotto", "Psykologmottagning", "Psychologist appointment"),
    minutes: 60,
    physicalKindId: "VO60",
    insuranceShare: 0.3,
  }),
  specialty({
    id: "GYN",
    name: text("Gynekologia", "Gynekologi", "Gynaecology"),
    title: text("Gynekologi", "Gynekolog", "Gynaecologist"),
    reservationInfo: text(
      "Ota mukaan mahdolliset aiemmat tutkimustulokset.",
      "Ta med eventuella tidigare undersökningsresultat.",
      "Please bring any earlier test results with you.",
    ),
    rateName: text("Gynekologin vastaanotto", "Gynekologmottagning", "Gynaecologist appointment"),
    minutes: 30,
    physicalKindId: "VO30",
  }),
  specialty({
    id: "ENDO",
    name: text("Endokrinologia", "Endokrinologi", "Endocrinology"),
    title: text("Endokrinologi", "Endokrinolog", "Endocrinologist"),
    reservationInfo: null,
    rateName: text("Endokrinologin vastaanotto", "Endokrinologmottagning", "Endocrinologist appointment"),
    minutes: 45,
    physicalKindId: "VO45",
  }),
  specialty({
    id: "NNA",
    name: text("Neuropsykologia", "Neuropsykologi", "Neuropsychology"),
    title: text("Neuropsykologi", "Neuropsykolog", "Neuropsychologist"),
    reservationInfo: null,
    rateName: text("Neuropsykologin vastaanotto", "Neuropsykologmottagning", "Neuropsychologist appointment"),
    minutes: 60,
    physicalKindId: "VO60",
    insuranceShare: 0.2,
  }),
  specialty({
    id: "GRG",
    name: text("Geriatria", "Geriatrik", "Geriatrics"),
    title: text("Geriatri", "Geriatriker", "Geriatrician"),
    reservationInfo: null,
    rateName: text("Geriatrin vastaanotto", "Geriatrikermottagning", "Geriatrician appointment"),
    minutes: 45,
    physicalKindId: "VO45",
    occupationalShare: 0,
  }),
  specialty({
    id: "FYS",
    name: text("Fysioterapia", "Fysioterapi", "Physiotherapy"),
    title: text("Fysioterapeutti", "Fysioterapeut", "Physiotherapist"),
    reservationInfo: text(
      "Varaa mukaan väljät vaatteet.",
      "Ta med bekväma kläder.",
      "Please bring loose-fitting clothes.",
    ),
    rateName: text("Fysioterapia", "Fysioterapi", "Physiotherapy"),
    minutes: 45,
    physicalKindId: "VO45",
    insuranceShare: 0.7,
  }),
  specialty({
    id: "ORT",
    name: text("Ortopedia", "Ortopedi", "Orthopaedics"),
    title: text("Ortopedi", "Ortoped", "Orthopaedist"),
    reservationInfo: null,
    rateName: text("Ortopedin vastaanotto", "Ortopedmottagning", "Orthopaedist appointment"),
    minutes: 30,
    physicalKindId: "VO30",
    insuranceShare: 0.8,
    insuranceOnlyShare: 0.3,
  }),
  specialty({
    id: "IHO",
    name: text("Ihotaudit", "Hudsjukdomar", "Dermatology"),
    title: text("Ihotautilääkäri", "Hudläkare", "Dermatologist"),
    reservationInfo: null,
    rateName: text("Ihotautilääkärin vastaanotto", "Hudläkarmottagning", "Dermatologist appointment"),
    minutes: 30,
    physicalKindId: "VO30",
  }),
  specialty({
    id: "SH",
    name: text("Sairaanhoitaja", "Sjukskötare", "Nurse"),
    title: text("Sairaanhoitajan vastaanotto", "Sjukskötarmottagning", "Nurse appointment"),
    reservationInfo: null,
    rateName: text("Sairaanhoitajan vastaanotto", "Sjukskötarmottagning", "Nurse appointment"),
    minutes: 20,
    physicalKindId: "VO20",
    insuranceShare: 0,
  }),
  specialty({
    id: "ROK",
    name: text("Rokotukset", "Vaccinationer", "Vaccinations"),
    title: text("Rokotusvastaanotto", "Vaccinationsmottagning", "Vaccination appointment"),
    reservationInfo: text(
      "Rokotteen hinta lisätään käynnin hintaan.",
      "Vaccinets pris läggs till besökets pris.",
      "The price of the vaccine is added to the price of the visit.",
    ),
    rateName: text("Rokotuskäynti", "Vaccinationsbesök", "Vaccination visit"),
    minutes: 15,
    physicalKindId: "ROKT",
    insuranceShare: 0,
  }),
  specialty({
    id: "TTH",
    name: text("Työterveyshuolto", "Företagshälsovård", "Occupational health"),
    title: text("Työterveysvastaanotto", "Företagshälsomottagning", "Occupational health appointment"),
    reservationInfo: text(
      "Työterveyskäynnit laskutetaan työnantajan sopimuksen mukaan.",
      "Besök inom företagshälsovården faktureras enligt arbetsgivarens avtal.",
      "Occupational health visits are billed under your employer's agreement.",
    ),
    rateName: text("Työterveyskäynti", "Företagshälsobesök", "Occupational health visit"),
    minutes: 30,
    physicalKindId: "VO30",
    occupationalOnly: true,
  }),
  specialty({
    id: "LAS",
    name: text("Lastentaudit", "Barnsjukdomar", "Paediatrics"),
    title: text("Lastenlääkäri", "Barnläkare", "Paediatrician"),
    reservationInfo: text(
      "Ota mukaan lapsen neuvolakortti.",
      "Ta med barnets rådgivningskort.",
      "Please bring the child's health clinic card.",
    ),
    rateName: text("Lastenlääkärin vastaanotto", "Barnläkarmottagning", "Paediatrician appointment"),
    minutes: 30,
    physicalKindId: "VO30",
    occupationalShare: 0,
  }),
  specialty({
    id: "Y65V",
    name: text("Kela65-lääkärikäynti", "FPA65-läkarbesök", "Kela65 doctor's appointment"),
    title: text("Kela65-vastaanotto", "FPA65-mottagning", "Kela65 appointment"),
    reservationInfo: text(
      "Kela65-käynti on tarkoitettu 65 vuotta täyttäneille. Hinta on Kela-korvauksen jälkeen 28,20 €.",
      "FPA65-besöket är avsett för personer som fyllt 65 år. Priset efter FPA-ersättning är 28,20 €.",
      "The Kela65 appointment is for people aged 65 and over. The price after the Kela reimbursement is €28.20.",
    ),
    rateName: text("Kela65-vastaanotto", "FPA65-mottagning", "Kela65 appointment"),
    minutes: 30,
    physicalKindId: "Y65P",
    occupationalShare: 0,
    insuranceShare: 0,
    onlyFor: "kela65",
  }),
]

const visit = (minutes: number) =>
  ({
    id: `VO${minutes}`,
    description: text(
      `Vastaanotto ${minutes} min`,
      `Mottagning ${minutes} min`,
      `Appointment ${minutes} min`,
    ),
    title: text("Vastaanotto", "Mottagning", "Appointment"),
    reservationInfo: null,
    locationType: "physicalLocation",
    isCovidTest: false,
  }) satisfies KindData

export const KINDS: readonly KindData[] = [
  visit(20),
  visit(30),
  visit(45),
  visit(60),
  {
    id: "ETA",
    description: text("Etävastaanotto", "Distansmottagning", "Remote appointment"),
    title: text("Videovastaanotto", "Videomottagning", "Video appointment"),
    reservationInfo: text(
      "Saat linkin videovastaanotolle tekstiviestillä 15 minuuttia ennen alkua.",
      "Du får länken till videomottagningen per sms 15 minuter före början.",
      "You will get the link to the video appointment by text message 15 minutes before it starts.",
    ),
    locationType: "videoAppointment",
    isCovidTest: false,
  },
  {
    id: "PETA",
    description: text("Puhelinvastaanotto", "Telefonmottagning", "Phone appointment"),
    title: text("Puhelinvastaanotto", "Telefonmottagning", "Phone appointment"),
    reservationInfo: text(
      "Ammattilainen soittaa sinulle varattuna aikana. Soitto voi tulla salaisesta numerosta.",
      "Yrkespersonen ringer dig vid den bokade tiden. Samtalet kan komma från ett hemligt nummer.",
      "The professional calls you at the booked time. The call may come from a hidden number.",
    ),
    locationType: "phoneAppointment",
    isCovidTest: false,
  },
  {
    id: "Y65P",
    description: text("Kela65-vastaanotto", "FPA65-mottagning", "Kela65 appointment"),
    title: text("Kela65-vastaanotto", "FPA65-mottagning", "Kela65 appointment"),
    reservationInfo: null,
    locationType: "physicalLocation",
    isCovidTest: false,
  },
  {
    id: "Y65D",
    description: text("Kela65-puhelinvastaanotto", "FPA65-telefonmottagning", "Kela65 phone appointment"),
    title: text("Kela65-puhelinvastaanotto", "FPA65-telefonmottagning", "Kela65 phone appointment"),
    reservationInfo: null,
    locationType: "phoneAppointment",
    isCovidTest: false,
  },
  {
    id: "Y65V",
    description: text("Kela65-videovastaanotto", "FPA65-videomottagning", "Kela65 video appointment"),
    title: text("Kela65-videovastaanotto", "FPA65-videomottagning", "Kela65 video appointment"),
    reservationInfo: null,
    locationType: "videoAppointment",
    isCovidTest: false,
  },
  {
    id: "ROKT",
    description: text("Rokotus", "Vaccination", "Vaccination"),
    title: text("Rokotus", "Vaccination", "Vaccination"),
    reservationInfo: null,
    locationType: "physicalLocation",
    isCovidTest: false,
  },
  {
    id: "KOR",
    description: text("Koronatesti", "Coronatest", "Covid-19 test"),
    title: text("Koronatesti", "Coronatest", "Covid-19 test"),
    reservationInfo: text(
      "Testi otetaan drive-in-pisteessä. Pysy autossa.",
      "Testet tas vid drive in-stationen. Stanna i bilen.",
      "The test is taken at the drive-in site. Stay in your car.",
    ),
    locationType: "physicalLocation",
    isCovidTest: true,
  },
]

const SPECIALTY_BY_ID = new Map(SPECIALTIES.map((item) => [item.id, item]))
const KIND_BY_ID = new Map(KINDS.map((item) => [item.id, item]))

export function specialtyById(id: string): SpecialtyData | undefined {
  return SPECIALTY_BY_ID.get(id)
}

export function kindById(id: string): KindData | undefined {
  return KIND_BY_ID.get(id)
}

export function isKela65Kind(kindId: string): boolean {
  return (KELA65_KIND_IDS as readonly string[]).includes(kindId)
}
