// Laboratory and imaging referrals (valid and expired) and imaging results, one day of which the imaging system
// fails to answer (the 'temporary-api-error' marker), and one result without a title or statement.
import { PRACTITIONERS, type PractitionerKey } from "../practitioners.ts"
import type { StoredImagingResult, StoredReferral } from "../store.ts"
import type { Localized } from "../text.ts"

const LAB_TITLE: Localized = {
  fi: "Laboratoriotutkimukset",
  sv: "Laboratorieundersökningar",
  en: "Laboratory tests",
}
const THYROID_TITLE: Localized = { fi: "Kilpirauhaskokeet", sv: "Sköldkörtelprov", en: "Thyroid tests" }
const URINE_TITLE: Localized = { fi: "Virtsatutkimukset", sv: "Urinprov", en: "Urine tests" }
const ULTRASOUND_TITLE: Localized = {
  fi: "Ultraäänitutkimus",
  sv: "Ultraljudsundersökning",
  en: "Ultrasound examination",
}
const XRAY_TITLE: Localized = { fi: "Röntgentutkimus", sv: "Röntgenundersökning", en: "X-ray examination" }

const INSTRUCTIONS = "https://www.aava.example/ohjeet"

interface ReferralSpec {
  type: StoredReferral["type"]
  title: Localized
  description: string | null
  createdDaysAgo: number
  /** Days from the seed day to the last valid day; negative for an expired referral. */
  validForDays: number
  practitioner: PractitionerKey
  instructions: string | null
}

/** Per persona: referrals, laboratory and imaging. */
export const REFERRAL_PLAN: Record<string, readonly ReferralSpec[]> = {
  aino: [
    {
      type: "laboratory",
      title: LAB_TITLE,
      description: "Perusverenkuva, CRP ja kreatiniini. Tule näytteenottoon 12 tunnin paaston jälkeen.",
      createdDaysAgo: 5,
      validForDays: 40,
      practitioner: "laine",
      instructions: `${INSTRUCTIONS}/laboratorio/paasto`,
    },
    {
      type: "laboratory",
      title: THYROID_TITLE,
      description: "TSH ja T4V kuuden viikon kuluttua lääkityksen muutoksesta.",
      createdDaysAgo: 2,
      validForDays: 10,
      practitioner: "laine",
      instructions: null,
    },
    {
      type: "laboratory",
      title: LAB_TITLE,
      description: "Paastoverensokeri ja lipidit.",
      createdDaysAgo: 120,
      validForDays: -30,
      practitioner: "laine",
      instructions: `${INSTRUCTIONS}/laboratorio/paasto`,
    },
    {
      type: "laboratory",
      title: URINE_TITLE,
      description: "Virtsan kemiallinen seulonta ja bakteeriviljely.",
      createdDaysAgo: 535,
      validForDays: -505,
      practitioner: "laine",
      instructions: `${INSTRUCTIONS}/laboratorio/virtsanayte`,
    },
    {
      type: "imaging",
      title: ULTRASOUND_TITLE,
      description: "Olkapään ultraääni, vasen. Ei esivalmisteluja.",
      createdDaysAgo: 4,
      validForDays: 85,
      practitioner: "laine",
      instructions: `${INSTRUCTIONS}/kuvantaminen/ultraaani`,
    },
    {
      type: "imaging",
      title: XRAY_TITLE,
      description: "Polven natiiviröntgen, oikea. Ei esivalmisteluja.",
      createdDaysAgo: 115,
      validForDays: -100,
      practitioner: "kettunen",
      instructions: null,
    },
  ],
  raili: [
    {
      type: "laboratory",
      title: LAB_TITLE,
      description: "Sokerihemoglobiini ja paastoverensokeri puolen vuoden välein.",
      createdDaysAgo: 34,
      validForDays: 150,
      practitioner: "laine",
      instructions: `${INSTRUCTIONS}/laboratorio/paasto`,
    },
  ],
  jari: [
    {
      type: "imaging",
      title: XRAY_TITLE,
      description: "Kaularangan röntgen.",
      createdDaysAgo: 18,
      validForDays: 60,
      practitioner: "heikkinen",
      instructions: null,
    },
  ],
  helena: [
    {
      type: "imaging",
      title: ULTRASOUND_TITLE,
      description: "Kilpirauhasen ultraääni.",
      createdDaysAgo: 22,
      validForDays: 70,
      practitioner: "laine",
      instructions: `${INSTRUCTIONS}/kuvantaminen/ultraaani`,
    },
  ],
}

export function referralOf(spec: ReferralSpec, creationDate: string, validUntil: string): StoredReferral {
  return {
    type: spec.type,
    title: spec.title,
    description: spec.description,
    creationDate,
    validUntil,
    practitionerId: PRACTITIONERS[spec.practitioner].id,
    patientInstructionsUrl: spec.instructions,
  }
}

type ImagingSpec = Omit<StoredImagingResult, "imagingDate" | "temporaryError"> & { temporaryError?: true }

/** Per persona: imaging days (days before the seed day) and their results. */
export const IMAGING_RESULT_PLAN: Record<string, readonly [daysAgo: number, results: ImagingSpec[]][]> = {
  aino: [
    [
      20,
      [
        {
          examinationName: "Olkapään ultraääni, vasen",
          statementText: "Supraspinatusjänteessä lievä tendinopatia, ei repeämää. Bursa ei nestettä.",
        },
      ],
    ],
    [
      100,
      [
        {
          examinationName: "Polven natiiviröntgen, oikea",
          statementText:
            "Nivelraot säilyneet. Ei murtumaa eikä luksaatiota. Lievää nivelnesteen lisääntymistä.",
        },
        { examinationName: null, statementText: null },
      ],
    ],
    [250, [{ examinationName: "Keuhkojen röntgen", statementText: null, temporaryError: true }]],
  ],
  jari: [
    [
      16,
      [
        {
          examinationName: "Kaularangan röntgen",
          statementText: "Lievät nikamavälien kulumamuutokset C5–C6.",
        },
      ],
    ],
  ],
}

/** Personas whose imaging system does not answer at all: their results are the marker on every call. */
export const IMAGING_SYSTEM_DOWN: readonly string[] = ["helena"]
