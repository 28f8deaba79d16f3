// Visits (medical reports), written in Finnish as the records are, with ICD-10 diagnoses.
import { PRACTITIONERS, type PractitionerKey, type SpecialtyKey } from "../practitioners.ts"
import type { StoredVisit } from "../store.ts"

interface VisitTemplate {
  specialty: SpecialtyKey
  practitioner: PractitionerKey
  time: string
  diagnoses: [code: string, description: string][]
  texts: [title: string, body: string][]
  viewRestriction?: "professional"
}

const T = {
  flu: {
    specialty: "YL",
    practitioner: "laine",
    time: "09:30",
    diagnoses: [["J06.9", "Äkillinen ylähengitystieinfektio, määrittämätön"]],
    texts: [
      ["Tulosyy", "Kurkkukipua ja nuhaa viiden päivän ajan, lämpöä enintään 38,2."],
      ["Tutkimukset", "Nielu punoittaa, ei peitteitä. Korvat ja keuhkojen kuuntelu normaalit. CRP < 3."],
      [
        "Hoito-ohjeet",
        "Runsaasti nestettä ja lepoa. Tarvittaessa kuumetta alentava lääke.\nUusi käynti, jos oireet pitkittyvät yli 10 päivän.",
      ],
    ],
  },
  backPain: {
    specialty: "FYS",
    practitioner: "rantanen",
    time: "14:00",
    diagnoses: [["M54.5", "Alaselkäkipu"]],
    texts: [
      ["Tulosyy", "Alaselkäkipua kolme viikkoa, pahenee istuessa. Ei säteilyoireita."],
      ["Hoito", "Liikkuvuusharjoitteet ja syvien vatsalihasten aktivointi ohjattu."],
      [
        "Kotiharjoitteet",
        "Harjoitteet kahdesti päivässä, kävelyä päivittäin. Kontrolli kahden viikon kuluttua.",
      ],
    ],
  },
  eczema: {
    specialty: "IHO",
    practitioner: "lehtinen",
    time: "11:15",
    diagnoses: [["L20.9", "Atooppinen ihottuma, määrittämätön"]],
    texts: [
      ["Tulosyy", "Kutiavaa ihottumaa kyynärtaipeissa ja kaulalla."],
      [
        "Hoito-ohjeet",
        "Perusvoide kahdesti päivässä. Mometasonivoide ihottumakohtiin kerran päivässä kahden viikon ajan.",
      ],
    ],
  },
  bloodPressure: {
    specialty: "YL",
    practitioner: "laine",
    time: "08:45",
    diagnoses: [["I10", "Verenpainetauti"]],
    texts: [
      ["Tulosyy", "Kotimittauksissa verenpaine toistuvasti yli 145/95."],
      ["Arvio", "Todettu kohonnut verenpaine. Aloitetaan amlodipiini 5 mg."],
      [
        "Jatkosuunnitelma",
        "Kotimittaukset viikon ajan kuukauden kuluttua, laboratoriokokeet ennen kontrollia.",
      ],
    ],
  },
  gynaecology: {
    specialty: "NAI",
    practitioner: "saarinen",
    time: "13:30",
    diagnoses: [["Z01.4", "Gynekologinen tutkimus"]],
    texts: [
      ["Tulosyy", "Vuositarkastus."],
      ["Löydökset", "Gynekologinen tutkimus ja ultraääni normaalit. Papa-näyte otettu."],
    ],
  },
  knee: {
    specialty: "ORT",
    practitioner: "kettunen",
    time: "10:00",
    diagnoses: [["M25.56", "Polvinivelen kipu"]],
    texts: [
      ["Tulosyy", "Oikean polven kipu juoksun jälkeen kahden kuukauden ajan."],
      ["Tutkimukset", "Polvi ei turvota, liikelaajuudet täydet. Röntgenlähete annettu."],
      ["Hoito-ohjeet", "Juoksun tauko, tilalle pyöräily. Fysioterapeutin ohjaus."],
    ],
  },
  fluVaccination: {
    specialty: "HOI",
    practitioner: "nieminen",
    time: "15:20",
    diagnoses: [["Z25.1", "Influenssarokotuksen tarve"]],
    texts: [["Toimenpide", "Influenssarokote annettu vasempaan olkavarteen. Ei välittömiä haittoja."]],
  },
  sinusitis: {
    specialty: "YL",
    practitioner: "laine",
    time: "12:10",
    diagnoses: [["J01.9", "Äkillinen sivuontelotulehdus, määrittämätön"]],
    texts: [
      ["Tulosyy", "Poskiontelojen painetta ja märkäistä nuhaa kymmenen päivän ajan."],
      ["Hoito", "Amoksisilliini 500 mg 3 x 1 kymmenen päivän ajan."],
    ],
  },
  vertigo: {
    specialty: "KNK",
    practitioner: "jokinen",
    time: "09:00",
    diagnoses: [["H81.1", "Hyvänlaatuinen asentohuimaus"]],
    texts: [
      ["Tulosyy", "Kiertohuimausta sängystä noustessa viikon ajan."],
      ["Hoito", "Epleyn liikesarja tehty vastaanotolla, ohjattu kotiharjoitteet."],
    ],
  },
  thyroid: {
    specialty: "YL",
    practitioner: "laine",
    time: "10:40",
    diagnoses: [
      ["E03.9", "Kilpirauhasen vajaatoiminta, määrittämätön"],
      ["Z00.0", "Yleinen lääkärintarkastus"],
    ],
    texts: [
      ["Arvio", "TSH koholla kahdessa mittauksessa. Aloitetaan tyroksiini 0,1 mg."],
      ["Jatkosuunnitelma", "TSH-kontrolli kuuden viikon kuluttua."],
    ],
  },
  shoulder: {
    specialty: "FYS",
    practitioner: "rantanen",
    time: "16:00",
    diagnoses: [["M75.1", "Kiertäjäkalvosimen oireyhtymä"]],
    texts: [
      ["Tulosyy", "Vasemman olkapään kipu kättä nostaessa."],
      ["Hoito", "Lapaluun hallinnan harjoitteet, kuminauhaharjoitteet kotiin."],
    ],
  },
  urinary: {
    specialty: "YL",
    practitioner: "laine",
    time: "08:15",
    diagnoses: [["N39.0", "Virtsatieinfektio, paikka määrittämätön"]],
    texts: [
      ["Tulosyy", "Kirvelyä virtsatessa kaksi päivää, ei kuumetta."],
      ["Hoito", "Nitrofurantoiini 75 mg 2 x 1 viiden päivän ajan. Virtsaviljely lähetetty."],
    ],
  },
  mole: {
    specialty: "IHO",
    practitioner: "lehtinen",
    time: "13:00",
    diagnoses: [["D22.5", "Vartalon luomi"]],
    texts: [
      ["Tulosyy", "Luomien tarkastus."],
      ["Löydökset", "Dermatoskopiassa hyvänlaatuiset luomet. Ei jatkotoimia."],
    ],
  },
  restricted: {
    specialty: "YL",
    practitioner: "laine",
    time: "17:00",
    diagnoses: [["Z71.1", "Henkilö, jolla on huoli ilman diagnoosia"]],
    texts: [["Ammattilaisen muistiinpano", "Ei potilaan nähtävissä."]],
    viewRestriction: "professional",
  },
  occupationalCheck: {
    specialty: "TTH",
    practitioner: "heikkinen",
    time: "09:15",
    diagnoses: [["Z10.0", "Työterveystarkastus"]],
    texts: [
      ["Tarkastus", "Määräaikainen työterveystarkastus. Työkyky hyvä."],
      ["Suositukset", "Taukoliikuntaa päivittäin, seuraava tarkastus kolmen vuoden kuluttua."],
    ],
  },
  neck: {
    specialty: "TTH",
    practitioner: "heikkinen",
    time: "11:30",
    diagnoses: [["M54.2", "Niskakipu"]],
    texts: [
      ["Tulosyy", "Niskan jäykkyys päätetyön jälkeen."],
      ["Hoito-ohjeet", "Työpisteen ergonomia tarkistetaan, venyttelyohjeet annettu."],
    ],
  },
  diabetes: {
    specialty: "YL",
    practitioner: "laine",
    time: "10:20",
    diagnoses: [["E11.9", "Tyypin 2 diabetes ilman komplikaatioita"]],
    texts: [
      ["Seuranta", "HbA1c 52 mmol/mol. Metformiini jatkuu ennallaan."],
      ["Jatkosuunnitelma", "Laboratoriokontrolli puolen vuoden kuluttua."],
    ],
  },
  sprain: {
    specialty: "ORT",
    practitioner: "kettunen",
    time: "15:45",
    diagnoses: [["S93.4", "Nilkan nivelsiteiden nyrjähdys"]],
    texts: [
      ["Tulosyy", "Vasen nilkka nyrjähti sählyssä."],
      ["Hoito-ohjeet", "Kompressio, kohoasento ja tukisidos kahdeksi viikoksi."],
    ],
  },
  tonsillitis: {
    specialty: "YL",
    practitioner: "laine",
    time: "13:50",
    diagnoses: [["J02.9", "Äkillinen nielutulehdus"]],
    texts: [
      ["Tulosyy", "Kurkkukipu ja kuume kolme päivää."],
      ["Tutkimukset", "Streptokokki A -pikatesti negatiivinen."],
    ],
  },
  childCold: {
    specialty: "LAS",
    practitioner: "mattila",
    time: "08:30",
    diagnoses: [["J06.9", "Äkillinen ylähengitystieinfektio, määrittämätön"]],
    texts: [
      ["Tulosyy", "Yskää ja nuhaa viikon ajan, syö ja juo hyvin."],
      ["Hoito-ohjeet", "Nenän huuhtelu keittosuolaliuoksella, riittävästi nestettä."],
    ],
  },
  earInfection: {
    specialty: "LAS",
    practitioner: "mattila",
    time: "17:10",
    diagnoses: [["H66.9", "Välikorvatulehdus, määrittämätön"]],
    texts: [
      ["Tulosyy", "Korvakipua yöllä, lämpöä 38,5."],
      ["Hoito", "Amoksisilliinimikstuura seitsemän päivän ajan. Kontrolli tarvittaessa."],
    ],
  },
} as const satisfies Record<string, VisitTemplate>

type VisitKey = keyof typeof T

/** Per persona: which visit, how many days before the seed day. */
export const VISIT_PLAN: Record<string, readonly [VisitKey, number][]> = {
  aino: [
    ["flu", 3],
    ["backPain", 12],
    ["eczema", 30],
    ["bloodPressure", 55],
    ["gynaecology", 80],
    ["knee", 110],
    ["fluVaccination", 150],
    ["sinusitis", 200],
    ["vertigo", 260],
    ["thyroid", 330],
    ["restricted", 400],
    ["shoulder", 420],
    ["urinary", 530],
    ["mole", 680],
  ],
  raili: [
    ["diabetes", 34],
    ["bloodPressure", 160],
    ["fluVaccination", 300],
  ],
  jari: [
    ["neck", 18],
    ["occupationalCheck", 240],
  ],
  sanna: [["occupationalCheck", 90]],
  pekka: [["backPain", 120]],
  liisa: [["tonsillitis", 60]],
  ville: [["knee", 180]],
  helena: [
    ["bloodPressure", 22],
    ["gynaecology", 200],
  ],
  marko: [["sprain", 75]],
  eino: [
    ["childCold", 45],
    ["earInfection", 210],
  ],
}

export function visitOf(key: VisitKey, dateTime: string): StoredVisit {
  const template: VisitTemplate = T[key]
  return {
    dateTime,
    practitionerId: PRACTITIONERS[template.practitioner].id,
    specialty: template.specialty,
    diagnoses: template.diagnoses.map(([code, description]) => ({ code, description })),
    texts: template.texts.map(([title, body]) => ({ title, body })),
    viewRestriction: template.viewRestriction ?? "patient",
  }
}

export function visitTime(key: VisitKey): string {
  return T[key].time
}
