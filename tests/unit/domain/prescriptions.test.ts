import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  composeRenewalMessage,
  EMPTY_PRESCRIPTION_ANSWERS,
  isAsked,
  isRenewalComplete,
  isSelectableForRenewal,
  medicineLabel,
  parseRenewalIds,
  prescriptionSubtitle,
  prescriptionSubtitleParts,
  RENEWAL_THREAD_TITLE,
  renewalIdsParam,
  RESPONSE_TIME_BUSINESS_DAYS,
  unansweredQuestions,
  type PrescriptionFacts,
  type PrescriptionRenewalAnswers,
  type RenewalMessageTexts,
} from "../../../src/domain/prescriptions.ts"

const amlodipin: PrescriptionFacts = {
  id: "31877",
  medicineName: "Amlodipin Krka",
  strength: "5 mg",
  isRenewable: true,
  medicineType: "tabletti",
  packageUnit: "kpl",
  packageSize: 100,
  packageCount: 1,
  treatmentLength: 3,
  treatmentLengthUnit: "kk",
  totalAmount: 100,
}

const finnishNumber = (value: number) => String(value).replace(".", ",")

describe("the prescription subtitle (spec messaging §3)", () => {
  it("joins the type, 'count X size', the total with its unit and the treatment length with its unit by a dot", () => {
    expect(prescriptionSubtitle(amlodipin)).toBe("tabletti · 1 X 100 · 100 kpl · 3 kk")
  })

  it("leaves out each missing part, and gives nothing when all are missing", () => {
    const none = {
      ...amlodipin,
      medicineType: null,
      packageSize: null,
      packageCount: null,
      totalAmount: null,
      treatmentLength: null,
    }
    expect(prescriptionSubtitle(none)).toBe("")
    expect(prescriptionSubtitle({ ...amlodipin, medicineType: null })).toBe("1 X 100 · 100 kpl · 3 kk")
    expect(prescriptionSubtitle({ ...amlodipin, medicineType: "  " })).toBe("1 X 100 · 100 kpl · 3 kk")
    expect(prescriptionSubtitle({ ...amlodipin, treatmentLength: null })).toBe("tabletti · 1 X 100 · 100 kpl")
    expect(prescriptionSubtitle({ ...amlodipin, totalAmount: null })).toBe("tabletti · 1 X 100 · 3 kk")
  })

  it("needs both count and size for the package part", () => {
    expect(prescriptionSubtitle({ ...amlodipin, packageCount: null })).toBe("tabletti · 100 kpl · 3 kk")
    expect(prescriptionSubtitle({ ...amlodipin, packageSize: null })).toBe("tabletti · 100 kpl · 3 kk")
  })

  it("keeps a number whose unit is missing, and drops a unit whose number is missing", () => {
    expect(prescriptionSubtitle({ ...amlodipin, packageUnit: null })).toBe("tabletti · 1 X 100 · 100 · 3 kk")
    expect(prescriptionSubtitle({ ...amlodipin, treatmentLengthUnit: null })).toBe(
      "tabletti · 1 X 100 · 100 kpl · 3",
    )
    expect(prescriptionSubtitle({ ...amlodipin, totalAmount: null, treatmentLength: null })).toBe(
      "tabletti · 1 X 100",
    )
  })

  it("counts zero as a value, and writes numbers as the page's language does", () => {
    expect(prescriptionSubtitle({ ...amlodipin, treatmentLength: 0 })).toBe(
      "tabletti · 1 X 100 · 100 kpl · 0 kk",
    )
    const cream = {
      ...amlodipin,
      medicineType: "emulsiovoide",
      packageSize: 0.5,
      totalAmount: 1.5,
      packageUnit: "g",
    }
    expect(prescriptionSubtitle(cream, finnishNumber)).toBe("emulsiovoide · 1 X 0,5 · 1,5 g · 3 kk")
  })

  it("has as many parts as values given, never an empty one", () => {
    const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null })
    fc.assert(
      fc.property(
        fc.record({
          medicineType: maybe(fc.string()),
          packageUnit: maybe(fc.string()),
          packageSize: maybe(fc.nat()),
          packageCount: maybe(fc.nat()),
          treatmentLength: maybe(fc.nat()),
          treatmentLengthUnit: maybe(fc.string()),
          totalAmount: maybe(fc.nat()),
        }),
        (fields) => {
          const parts = prescriptionSubtitleParts({ ...amlodipin, ...fields })
          const expected =
            (fields.medicineType?.trim() ? 1 : 0) +
            (fields.packageCount !== null && fields.packageSize !== null ? 1 : 0) +
            (fields.totalAmount !== null ? 1 : 0) +
            (fields.treatmentLength !== null ? 1 : 0)
          expect(parts).toHaveLength(expected)
          for (const part of parts) expect(part.trim()).not.toBe("")
        },
      ),
    )
  })

  it("names the medicine with its strength when it has one", () => {
    expect(medicineLabel(amlodipin)).toBe("Amlodipin Krka 5 mg")
    expect(medicineLabel({ ...amlodipin, strength: null })).toBe("Amlodipin Krka")
  })
})

describe("renewal selection (spec messaging §4)", () => {
  it("offers a checkbox only for a renewable prescription, and only with renewal enabled", () => {
    expect(isSelectableForRenewal({ isRenewable: true }, true)).toBe(true)
    expect(isSelectableForRenewal({ isRenewable: false }, true)).toBe(false)
    expect(isSelectableForRenewal({ isRenewable: true }, false)).toBe(false)
  })

  it("reads the route's ids: digits only, each once, in order; and writes them back", () => {
    expect(parseRenewalIds("31877,31702")).toEqual(["31877", "31702"])
    expect(parseRenewalIds("31877,,abc,31877,5")).toEqual(["31877", "5"])
    expect(parseRenewalIds("")).toEqual([])
    expect(renewalIdsParam(["1", "2", "3"])).toBe("1,2,3")
  })

  it("titles the request in Finnish and promises 1-3 business days (spec §4, §9)", () => {
    expect(RENEWAL_THREAD_TITLE).toBe("Reseptin uusimispyyntö")
    expect(RESPONSE_TIME_BUSINESS_DAYS).toEqual({ min: 1, max: 3 })
  })
})

const complete: PrescriptionRenewalAnswers = {
  reason: "Verenpaine",
  runOut: "yes",
  remaining: "",
  sideEffects: "no",
  sideEffectsDescription: "",
}

describe("the renewal questions (spec messaging §5)", () => {
  it("asks the three questions, the follow-ups only after 'no' (run out) and 'yes' (side effects)", () => {
    expect(unansweredQuestions(EMPTY_PRESCRIPTION_ANSWERS)).toEqual(["reason", "runOut", "sideEffects"])
    expect(isAsked("remaining", { ...complete, runOut: "no" })).toBe(true)
    expect(isAsked("remaining", complete)).toBe(false)
    expect(isAsked("sideEffectsDescription", { ...complete, sideEffects: "yes" })).toBe(true)
    expect(isAsked("sideEffectsDescription", complete)).toBe(false)
    expect(unansweredQuestions(complete)).toEqual([])
    expect(unansweredQuestions({ ...complete, runOut: "no" })).toEqual(["remaining"])
    expect(unansweredQuestions({ ...complete, sideEffects: "yes" })).toEqual(["sideEffectsDescription"])
  })

  it("counts blank text as no answer", () => {
    expect(unansweredQuestions({ ...complete, reason: "   \n" })).toEqual(["reason"])
    expect(unansweredQuestions({ ...complete, runOut: "no", remaining: " " })).toEqual(["remaining"])
  })

  it("is complete only with every asked question and the general one answered", () => {
    const one = { prescription: amlodipin, answers: complete }
    expect(isRenewalComplete({ prescriptions: [one], otherMedicines: "Ei muita" })).toBe(true)
    expect(isRenewalComplete({ prescriptions: [one], otherMedicines: " " })).toBe(false)
    expect(isRenewalComplete({ prescriptions: [], otherMedicines: "Ei muita" })).toBe(false)
    const unanswered = { prescription: amlodipin, answers: { ...complete, runOut: "no" as const } }
    expect(isRenewalComplete({ prescriptions: [one, unanswered], otherMedicines: "Ei muita" })).toBe(false)
  })
})

const texts: RenewalMessageTexts = {
  heading: "Prescription renewal request",
  questions: {
    reason: "Why?",
    runOut: "Run out?",
    remaining: "How much is left?",
    sideEffects: "Side effects?",
    sideEffectsDescription: "What side effects?",
  },
  yes: "Yes",
  no: "No",
  otherMedicines: "Other medicines?",
}

describe("the renewal message (spec messaging §4)", () => {
  it("composes one readable text: each prescription with its asked questions, then the general one", () => {
    const thyroxin = {
      ...amlodipin,
      id: "2",
      medicineName: "Thyroxin",
      strength: "0,1 mg",
      treatmentLength: null,
    }
    const message = composeRenewalMessage(
      {
        prescriptions: [
          { prescription: amlodipin, answers: { ...complete, reason: "  Blood pressure  " } },
          {
            prescription: thyroxin,
            answers: {
              reason: "Thyroid",
              runOut: "no",
              remaining: "A week's worth",
              sideEffects: "yes",
              sideEffectsDescription: "Palpitations",
            },
          },
        ],
        otherMedicines: " None ",
      },
      texts,
    )
    expect(message).toBe(
      [
        "Prescription renewal request",
        "1. Amlodipin Krka 5 mg (tabletti · 1 X 100 · 100 kpl · 3 kk)\nWhy?\nBlood pressure\nRun out?\nYes\nSide effects?\nNo",
        "2. Thyroxin 0,1 mg (tabletti · 1 X 100 · 100 kpl)\nWhy?\nThyroid\nRun out?\nNo\nHow much is left?\nA week's worth\nSide effects?\nYes\nWhat side effects?\nPalpitations",
        "Other medicines?\nNone",
      ].join("\n\n"),
    )
  })

  it("leaves a hidden follow-up's earlier answer out", () => {
    const message = composeRenewalMessage(
      {
        prescriptions: [
          { prescription: amlodipin, answers: { ...complete, remaining: "typed before 'yes'" } },
        ],
        otherMedicines: "None",
      },
      texts,
    )
    expect(message).not.toContain("typed before")
  })
})
