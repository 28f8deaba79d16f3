// Vaccinations: a yearly influenza vaccine, travel and booster series, and the childhood programme counted from
// the birth date in the identity code. Aino has more than one page (25) of them.
import { parseIsoDate, toIsoDate } from "../../../src/domain/dates.ts"
import { birthDateOf } from "../../../src/domain/ssn.ts"
import { personaById } from "../../personas.ts"
import { dayOffset } from "../days.ts"
import { seededRandom, type Random } from "../random.ts"
import type { StoredVaccination } from "../store.ts"

const NURSES = ["Sari Nieminen", "Maija Koski", "Tiina Lahtinen"]

type Dose = [name: string, date: string, effectiveYears?: number]

function influenza(today: string, years: number, random: Random): Dose[] {
  return Array.from({ length: years }, (_, year) => [
    year % 2 === 0 ? "Influvac Tetra (influenssarokote)" : "Vaxigrip Tetra (influenssarokote)",
    dayOffset(today, -(40 + 365 * year + random.int(0, 20))),
  ])
}

/** Doses `days` apart, starting `daysAgo` before the seed day. */
function series(
  name: string,
  today: string,
  daysAgo: number,
  gaps: number[],
  effectiveYears?: number,
): Dose[] {
  const doses: Dose[] = []
  let offset = daysAgo
  for (const gap of [0, ...gaps]) {
    offset -= gap
    doses.push([name, dayOffset(today, -offset)])
  }
  const last = doses.at(-1)
  if (last && effectiveYears !== undefined) last[2] = effectiveYears
  return doses
}

/** Doses at ages in months from the birth date in the persona's identity code. */
function childhood(personaId: string, doses: [name: string, ageMonths: number][]): Dose[] {
  const persona = personaById(personaId)
  const birth = persona ? birthDateOf(persona.ssn) : undefined
  if (!birth) throw new Error(`No birth date for ${personaId}`)
  return doses.map(([name, months]) => [name, toIsoDate(parseIsoDate(birth).plus({ months }))])
}

function plan(personaId: string, today: string): Dose[] {
  const random = seededRandom(`vaccinations-${personaId}`)
  switch (personaId) {
    case "aino":
      return [
        ...influenza(today, 9, random),
        ...series("Comirnaty (koronarokote)", today, 1150, [150, 240, 360]),
        ...series("FSME-Immun (puutiaisaivokuume)", today, 2700, [30, 270, 1100], 5),
        ["diTeBooster (jäykkäkouristus ja kurkkumätä)", dayOffset(today, -1900), 10],
        ...series("Twinrix (A- ja B-hepatiitti)", today, 2580, [30, 120]),
        ...series("Dukoral (kolera ja ETEC-ripuli)", today, 2427, [7]),
        ["Typhim Vi (lavantauti)", dayOffset(today, -2410), 3],
        ...series("Ixiaro (japanilainen aivotulehdus)", today, 3028, [28]),
        ...series("Rabipur (rabies)", today, 3121, [7, 14]),
        ...childhood("aino", [
          ["DTP (kurkkumätä, jäykkäkouristus, hinkuyskä)", 3],
          ["DTP (kurkkumätä, jäykkäkouristus, hinkuyskä)", 5],
          ["DTP (kurkkumätä, jäykkäkouristus, hinkuyskä)", 12],
          ["MPR (tuhkarokko, sikotauti, vihurirokko)", 18],
          ["MPR (tuhkarokko, sikotauti, vihurirokko)", 72],
        ]),
      ]
    case "raili":
      return [
        ...influenza(today, 5, random),
        ["Pneumovax 23 (pneumokokki)", dayOffset(today, -700)],
        ["Prevenar 13 (pneumokokki)", dayOffset(today, -760)],
      ]
    case "jari":
      return [
        ...influenza(today, 2, random),
        ["diTeBooster (jäykkäkouristus ja kurkkumätä)", dayOffset(today, -1400), 10],
        ...series("Twinrix (A- ja B-hepatiitti)", today, 1500, [30]),
      ]
    case "sanna":
      return influenza(today, 2, random)
    case "helena":
      return influenza(today, 3, random)
    case "eino":
      return childhood("eino", [
        ["Rotarix (rotavirus)", 2],
        ["Rotarix (rotavirus)", 3],
        ["Rotarix (rotavirus)", 5],
        ["Vaxelis (kurkkumätä, jäykkäkouristus, hinkuyskä, polio, Hib, B-hepatiitti)", 3],
        ["Vaxelis (kurkkumätä, jäykkäkouristus, hinkuyskä, polio, Hib, B-hepatiitti)", 5],
        ["Vaxelis (kurkkumätä, jäykkäkouristus, hinkuyskä, polio, Hib, B-hepatiitti)", 12],
        ["Synflorix (pneumokokki)", 3],
        ["Synflorix (pneumokokki)", 5],
        ["Synflorix (pneumokokki)", 12],
        ["M-M-RvaxPro (tuhkarokko, sikotauti, vihurirokko)", 12],
        ["Varivax (vesirokko)", 18],
        ["Tetraxim (kurkkumätä, jäykkäkouristus, hinkuyskä, polio)", 48],
        ["Fluenz (influenssarokote, nenäsumute)", 40],
        ["Fluenz (influenssarokote, nenäsumute)", 64],
      ])
    default:
      return []
  }
}

export const VACCINATED_PERSONAS = ["aino", "raili", "jari", "sanna", "helena", "eino"] as const

export function vaccinationsOf(personaId: string, today: string): StoredVaccination[] {
  const random = seededRandom(`vaccinators-${personaId}`)
  return plan(personaId, today)
    .filter(([, date]) => date <= today)
    .map(([name, date, effectiveYears]) => ({
      name,
      date,
      effectiveUntil:
        effectiveYears === undefined ? null : toIsoDate(parseIsoDate(date).plus({ years: effectiveYears })),
      // Old records often do not name who gave the vaccine.
      practitioner:
        date < dayOffset(today, -3650) || random.next() < 0.15 ? null : { name: random.pick(NURSES) },
    }))
}
