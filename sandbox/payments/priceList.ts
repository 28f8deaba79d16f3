// The invoice rows the seed uses: what a visit or a test is called in each language.
import type { SeedRow } from "./invoiceSeed.ts"
import type { Localized } from "../records/text.ts"
import { PRACTITIONERS } from "../records/practitioners.ts"

export const row = (
  description: Localized,
  unitPriceCents: number,
  vatPercentage = 0,
  count = 1,
): SeedRow => ({
  description,
  count,
  unitPriceCents,
  vatPercentage,
})

export const GP_20 = {
  fi: "Yleislääkärin vastaanotto 20 min",
  sv: "Allmänläkarbesök 20 min",
  en: "General practitioner appointment 20 min",
}
export const GP_30 = {
  fi: "Yleislääkärin vastaanotto 30 min",
  sv: "Allmänläkarbesök 30 min",
  en: "General practitioner appointment 30 min",
}
export const SPECIALIST = {
  fi: "Erikoislääkärin vastaanotto 30 min",
  sv: "Specialistläkarbesök 30 min",
  en: "Specialist appointment 30 min",
}
export const REMOTE = {
  fi: "Etävastaanotto 15 min",
  sv: "Distansmottagning 15 min",
  en: "Remote appointment 15 min",
}
export const PHYSIO = { fi: "Fysioterapia 45 min", sv: "Fysioterapi 45 min", en: "Physiotherapy 45 min" }
export const LAB = { fi: "Laboratoriotutkimukset", sv: "Laboratorieundersökningar", en: "Laboratory tests" }
export const XRAY = { fi: "Röntgentutkimus", sv: "Röntgenundersökning", en: "X-ray examination" }
export const ULTRASOUND = {
  fi: "Ultraäänitutkimus",
  sv: "Ultraljudsundersökning",
  en: "Ultrasound examination",
}
export const VACCINATION = {
  fi: "Rokotus, pistos",
  sv: "Vaccination, injektion",
  en: "Vaccination, injection",
}
export const VACCINE = { fi: "Influenssarokote", sv: "Influensavaccin", en: "Influenza vaccine" }
export const STATEMENT = {
  fi: "Lääkärinlausunto (ajokortti)",
  sv: "Läkarintyg (körkort)",
  en: "Medical statement (driving licence)",
}
export const OFFICE_FEE = { fi: "Toimistomaksu", sv: "Expeditionsavgift", en: "Office fee" }

export const fee = row(OFFICE_FEE, 1000)

/** What an invoice was for (the contract's InvoiceVisit, inferred): the service and who or where gave it. */
export interface VisitOfService {
  service: Localized
  practitionerName: string | null
  clinicName: string | null
}

const GP_VISIT: VisitOfService = {
  service: {
    fi: "Yleislääkärin vastaanotto",
    sv: "Allmänläkarmottagning",
    en: "General practitioner appointment",
  },
  practitionerName: PRACTITIONERS.laine.name,
  clinicName: "Aava Kamppi",
}

// An invoice's visit follows from its first row, the service it was for (names from the records' practitioners and
// the booking catalog's clinics).
const VISITS: ReadonlyMap<string, VisitOfService> = new Map([
  [GP_20.fi, GP_VISIT],
  [GP_30.fi, GP_VISIT],
  [
    SPECIALIST.fi,
    {
      service: {
        fi: "Ihotautien erikoislääkärin vastaanotto",
        sv: "Mottagning hos specialist i hudsjukdomar",
        en: "Dermatologist appointment",
      },
      practitionerName: PRACTITIONERS.lehtinen.name,
      clinicName: "Aava Pasila",
    },
  ],
  [
    REMOTE.fi,
    {
      service: {
        fi: "Etävastaanotto (video)",
        sv: "Distansmottagning (video)",
        en: "Remote appointment (video)",
      },
      practitionerName: PRACTITIONERS.laine.name,
      clinicName: null,
    },
  ],
  [
    PHYSIO.fi,
    {
      service: {
        fi: "Fysioterapeutin vastaanotto",
        sv: "Fysioterapeutmottagning",
        en: "Physiotherapist appointment",
      },
      practitionerName: PRACTITIONERS.rantanen.name,
      clinicName: "Aava Ruoholahti",
    },
  ],
  [
    LAB.fi,
    {
      service: { fi: "Laboratoriokäynti", sv: "Laboratoriebesök", en: "Laboratory visit" },
      practitionerName: null,
      clinicName: "Aava Itäkeskus",
    },
  ],
  [
    XRAY.fi,
    {
      service: { fi: "Röntgenkuvaus", sv: "Röntgenundersökning", en: "X-ray imaging" },
      practitionerName: PRACTITIONERS.virta.name,
      clinicName: "Aava Pasila",
    },
  ],
  [
    ULTRASOUND.fi,
    {
      service: {
        fi: "Gynekologinen ultraäänitutkimus",
        sv: "Gynekologisk ultraljudsundersökning",
        en: "Gynaecological ultrasound",
      },
      practitionerName: PRACTITIONERS.saarinen.name,
      clinicName: "Aava Tapiola",
    },
  ],
  [
    VACCINATION.fi,
    {
      service: { fi: "Influenssarokotus", sv: "Influensavaccination", en: "Flu vaccination" },
      practitionerName: PRACTITIONERS.nieminen.name,
      clinicName: "Aava Kamppi",
    },
  ],
])

/** The visit of an invoice whose first row is `firstRow`; failing loudly for a service the price list lacks. */
export function visitOfService(firstRow: Localized | undefined): VisitOfService {
  const visit = firstRow && VISITS.get(firstRow.fi)
  if (!visit) throw new Error(`No visit for the invoice row ${firstRow?.fi ?? "(none)"}`)
  return visit
}
