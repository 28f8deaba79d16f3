// Prescriptions, renewable and not, with every subtitle part (type, count × size, total with unit, length).
import type { StoredPrescription } from "../store.ts"
import type { Localized } from "../text.ts"

const TABLET: Localized = { fi: "tabletti", sv: "tablett", en: "tablet" }
const FILM_TABLET: Localized = {
  fi: "tabletti, kalvopäällysteinen",
  sv: "filmdragerad tablett",
  en: "film-coated tablet",
}
const CREAM: Localized = { fi: "emulsiovoide", sv: "kräm", en: "cream" }
const MIXTURE: Localized = { fi: "oraalisuspensio", sv: "oral suspension", en: "oral suspension" }
const PIECES: Localized = { fi: "kpl", sv: "st", en: "pcs" }
const GRAMS: Localized = { fi: "g", sv: "g", en: "g" }
const MILLILITRES: Localized = { fi: "ml", sv: "ml", en: "ml" }
const MONTHS: Localized = { fi: "kk", sv: "mån", en: "months" }
const DAYS: Localized = { fi: "vrk", sv: "dygn", en: "days" }

type PrescriptionSpec = Omit<StoredPrescription, "issuedDate"> & { issuedDaysAgo: number }

const amlodipin = (issuedDaysAgo: number): PrescriptionSpec => ({
  issuedDaysAgo,
  medicineName: "Amlodipin Krka",
  strength: "5 mg",
  isRenewable: true,
  medicineType: TABLET,
  packageUnit: PIECES,
  packageSize: 100,
  packageCount: 1,
  treatmentLength: 3,
  treatmentLengthUnit: MONTHS,
  totalAmount: 100,
  dosageGuide: "1 tabletti kerran päivässä",
  usageGuide: "Verenpaineeseen",
})

const amoxin = (issuedDaysAgo: number): PrescriptionSpec => ({
  issuedDaysAgo,
  medicineName: "Amoxin",
  strength: "500 mg",
  isRenewable: false,
  medicineType: FILM_TABLET,
  packageUnit: PIECES,
  packageSize: 30,
  packageCount: 1,
  treatmentLength: 10,
  treatmentLengthUnit: DAYS,
  totalAmount: 30,
  dosageGuide: "1 tabletti 3 kertaa päivässä",
  usageGuide: "Tulehdukseen",
})

export const PRESCRIPTION_PLAN: Record<string, readonly PrescriptionSpec[]> = {
  aino: [
    {
      issuedDaysAgo: 30,
      medicineName: "Elocon",
      strength: "0,1 %",
      isRenewable: true,
      medicineType: CREAM,
      packageUnit: GRAMS,
      packageSize: 30,
      packageCount: 1,
      treatmentLength: null,
      treatmentLengthUnit: null,
      totalAmount: 30,
      dosageGuide: "Ohuelti ihottumakohtiin kerran päivässä",
      usageGuide: "Ihottumaan",
    },
    amlodipin(55),
    {
      issuedDaysAgo: 110,
      medicineName: "Ibuprofen Orion",
      strength: "600 mg",
      isRenewable: false,
      medicineType: FILM_TABLET,
      packageUnit: PIECES,
      packageSize: 30,
      packageCount: 1,
      treatmentLength: 10,
      treatmentLengthUnit: DAYS,
      totalAmount: 30,
      dosageGuide: "1 tabletti tarvittaessa, enintään 3 kertaa päivässä",
      usageGuide: "Kipuun",
    },
    amoxin(200),
    {
      issuedDaysAgo: 330,
      medicineName: "Thyroxin",
      strength: "0,1 mg",
      isRenewable: true,
      medicineType: TABLET,
      packageUnit: PIECES,
      packageSize: 100,
      packageCount: 3,
      treatmentLength: 12,
      treatmentLengthUnit: MONTHS,
      totalAmount: 300,
      dosageGuide: "1 tabletti aamulla tyhjään mahaan",
      usageGuide: "Kilpirauhasen vajaatoimintaan",
    },
    {
      issuedDaysAgo: 530,
      medicineName: "Nitrofur-C",
      strength: "75 mg",
      isRenewable: false,
      medicineType: TABLET,
      packageUnit: PIECES,
      packageSize: 10,
      packageCount: 1,
      treatmentLength: 5,
      treatmentLengthUnit: DAYS,
      totalAmount: 10,
      dosageGuide: "1 tabletti 2 kertaa päivässä",
      usageGuide: "Virtsatieinfektioon",
    },
  ],
  raili: [
    {
      issuedDaysAgo: 34,
      medicineName: "Metformin Orion",
      strength: "500 mg",
      isRenewable: true,
      medicineType: FILM_TABLET,
      packageUnit: PIECES,
      packageSize: 200,
      packageCount: 1,
      treatmentLength: 6,
      treatmentLengthUnit: MONTHS,
      totalAmount: 200,
      dosageGuide: "1 tabletti aamuin illoin aterian yhteydessä",
      usageGuide: "Diabetekseen",
    },
    amlodipin(160),
  ],
  helena: [amlodipin(22)],
  liisa: [amoxin(60)],
  eino: [
    {
      issuedDaysAgo: 210,
      medicineName: "Amoxin",
      strength: "100 mg/ml",
      isRenewable: false,
      medicineType: MIXTURE,
      packageUnit: MILLILITRES,
      packageSize: 100,
      packageCount: 1,
      treatmentLength: 7,
      treatmentLengthUnit: DAYS,
      totalAmount: 100,
      dosageGuide: "4 ml 2 kertaa päivässä",
      usageGuide: "Korvatulehdukseen",
    },
  ],
}
