// The invoice rows the seed uses: what a visit or a test is called in each language.
import type { SeedRow } from "./invoiceSeed.ts"
import type { Localized } from "../records/text.ts"

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
