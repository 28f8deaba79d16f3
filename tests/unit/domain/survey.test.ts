import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { QUESTIONNAIRE_FORMS } from "../../../sandbox/messaging/seedPeople.ts"
import {
  answersJson,
  answerTexts,
  isAnswerGiven,
  missingRequired,
  parseAnswers,
  parseSurveyDefinition,
  questionsOf,
  type SurveyAnswers,
} from "../../../src/domain/survey.ts"

const seedForm = (id: string) => {
  const entry = QUESTIONNAIRE_FORMS.find((form) => form.id === id)
  if (!entry) throw new Error(`no seed form ${id}`)
  return parseSurveyDefinition(entry.definition, "fi")
}

describe("SurveyJS definitions (spec messaging §3)", () => {
  it("reads every seeded form: comment, radiogroup, checkbox and rating, nothing skipped", () => {
    for (const entry of QUESTIONNAIRE_FORMS) {
      const form = parseSurveyDefinition(entry.definition, "fi")
      expect(form.skipped, entry.id).toEqual([])
      expect(questionsOf(form).length, entry.id).toBeGreaterThan(0)
    }
    const sleep = seedForm("unikysely-2026")
    expect(questionsOf(sleep).map((question) => [question.type, question.name, question.isRequired])).toEqual(
      [
        ["radiogroup", "nukahtaminen", true],
        ["rating", "vireys", false],
        ["comment", "lisatiedot", false],
      ],
    )
    const rating = questionsOf(sleep)[1]!
    expect("choices" in rating && rating.choices.map((choice) => choice.value)).toEqual([1, 2, 3, 4, 5])
  })

  it("makes a rating scale from rateMin to rateMax (0-10 has eleven steps), SurveyJS's 1-5 by default", () => {
    const scale = (element: Record<string, unknown>) => {
      const [question] = questionsOf(
        parseSurveyDefinition({ elements: [{ type: "rating", name: "r", ...element }] }, "en"),
      )
      return question && "choices" in question ? question.choices.map((choice) => choice.value) : []
    }
    expect(scale({ rateMin: 0, rateMax: 10 })).toHaveLength(11)
    expect(scale({})).toEqual([1, 2, 3, 4, 5])
    expect(scale({ rateMin: 1, rateMax: 2, rateStep: 0.5 })).toEqual([1, 1.5, 2])
    expect(scale({ rateValues: [{ value: "a", text: "Hyvä" }, "b"] })).toEqual(["a", "b"])
    // nothing to pick from: the question is skipped rather than shown empty
    expect(scale({ rateMin: 5, rateMax: 1 })).toEqual([])
  })

  it("reads localizable texts in the page's language, then the default, and choices as values or objects", () => {
    const form = parseSurveyDefinition(
      {
        pages: [
          {
            name: "p",
            title: { default: "Sivu", en: "Page" },
            elements: [
              {
                type: "radiogroup",
                name: "q",
                title: { default: "Kysymys", sv: "Fråga" },
                choices: [1, "kaksi", { value: 3, text: { default: "kolme", en: "three" } }],
              },
            ],
          },
        ],
      },
      "en",
    )
    expect(form.pages[0]!.title).toBe("Page")
    const question = questionsOf(form)[0]!
    expect(question.title).toBe("Kysymys")
    expect("choices" in question && question.choices).toEqual([
      { value: 1, text: "1" },
      { value: "kaksi", text: "kaksi" },
      { value: 3, text: "three" },
    ])
  })

  it("names what it cannot show: other types, no name, no choices; a question without a title goes by its name", () => {
    const form = parseSurveyDefinition(
      {
        elements: [
          { type: "html", name: "info" },
          { type: "comment" },
          { type: "checkbox", name: "empty", choices: [] },
          { type: "comment", name: "vapaa" },
        ],
      },
      "fi",
    )
    expect(form.skipped).toEqual(["info", "comment", "empty"])
    expect(questionsOf(form).map((question) => question.title)).toEqual(["vapaa"])
    expect(parseSurveyDefinition(null, "fi")).toEqual({ pages: [], skipped: [], lang: "fi" })
  })

  it("says the language of its texts: the page's when each text has it, else the definition's own where it says", () => {
    const localized = {
      elements: [
        {
          type: "radiogroup",
          name: "q",
          title: { fi: "Kysymys", sv: "Fråga" },
          choices: [{ value: 1, text: { fi: "Kyllä", sv: "Ja" } }, 2],
        },
      ],
    }
    expect(parseSurveyDefinition(localized, "sv").lang).toBe("sv")
    expect(parseSurveyDefinition(localized, "fi").lang).toBe("fi")
    // English is not there: the texts fall back to the definition's own language, which it does not name
    expect(parseSurveyDefinition(localized, "en").lang).toBeUndefined()
    // plain texts are the definition's own language: its locale where it gives one
    const plain = { elements: [{ type: "comment", name: "c", title: "Frågor om sömnen" }] }
    expect(parseSurveyDefinition(plain, "en").lang).toBeUndefined()
    expect(parseSurveyDefinition({ ...plain, locale: "sv" }, "en").lang).toBe("sv")
    // the seeded forms name no language: the views take them for the provider's Finnish
    for (const entry of QUESTIONNAIRE_FORMS)
      expect(parseSurveyDefinition(entry.definition, "sv").lang).toBeUndefined()
  })
})

describe("answers (spec messaging §5: one JSON string)", () => {
  const form = seedForm("esitiedot-2026")

  it("requires the isRequired questions; blank text and no ticks are no answer", () => {
    expect(missingRequired(form, {}).map((question) => question.name)).toEqual(["syy", "laakitys"])
    expect(missingRequired(form, { syy: "  ", laakitys: "Ei" }).map((question) => question.name)).toEqual([
      "syy",
    ])
    expect(missingRequired(form, { syy: "Väsymys", laakitys: "Ei" })).toEqual([])
    expect(isAnswerGiven([])).toBe(false)
    expect(isAnswerGiven(0)).toBe(true)
  })

  it("sends SurveyJS's shapes by name: trimmed text, leaving out the unanswered and unknown names", () => {
    const sent = answersJson(form, { syy: " Väsymys ", laakitys: "Kyllä", allergiat: "", muu: "x" })
    expect(JSON.parse(sent)).toEqual({ syy: "Väsymys", laakitys: "Kyllä" })
    const pain = seedForm("tules-2026")
    expect(JSON.parse(answersJson(pain, { kipualueet: ["Niska", "Polvet"], kipu: 0 }))).toEqual({
      kipualueet: ["Niska", "Polvet"],
      kipu: 0,
    })
  })

  it("reads back what it sends", () => {
    const pain = seedForm("tules-2026")
    fc.assert(
      fc.property(
        fc.subarray(["Niska", "Hartiat", "Alaselkä", "Polvet"]),
        fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
        (areas, rating) => {
          const answers: SurveyAnswers = {
            ...(areas.length > 0 ? { kipualueet: areas } : {}),
            ...(rating === undefined ? {} : { kipu: rating }),
          }
          expect(parseAnswers(answersJson(pain, answers))).toEqual(answers)
        },
      ),
    )
  })

  it("reads stored answers defensively and shows them by the choices' texts", () => {
    expect(parseAnswers(null)).toEqual({})
    expect(parseAnswers("not json")).toEqual({})
    expect(parseAnswers('["a"]')).toEqual({})
    expect(parseAnswers('{"a":"x","b":[1,"y",{}],"c":{}}')).toEqual({ a: "x", b: [1, "y"] })
    const custom = parseSurveyDefinition(
      { elements: [{ type: "radiogroup", name: "q", choices: [{ value: "y", text: "Kyllä" }] }] },
      "fi",
    )
    const question = questionsOf(custom)[0]!
    expect(answerTexts(question, "y")).toEqual(["Kyllä"])
    expect(answerTexts(question, "other")).toEqual(["other"])
    expect(answerTexts(question, undefined)).toEqual([])
  })
})
