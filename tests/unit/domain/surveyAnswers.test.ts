// Questionnaire answers under the free-text rule (src/domain/surveyAnswers.ts): each text answer, the answers as one
// JSON string as a server receives them, and the form's answers as the portal would send them.
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"
import { parseSurveyDefinition } from "../../../src/domain/survey.ts"
import {
  answerProblem,
  answersJsonProblems,
  areAnswersTooLong,
  formAnswerProblems,
  SURVEY_ANSWER_MAX_LENGTH,
  SURVEY_ANSWERS_MAX_LENGTH,
} from "../../../src/domain/surveyAnswers.ts"

const REFUSED = ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u202e", "\u2066"]

const form = parseSurveyDefinition(
  {
    elements: [
      { type: "comment", name: "oireet", title: "Oireet" },
      { type: "comment", name: "muuta", title: "Muuta" },
      { type: "checkbox", name: "paikat", title: "Paikat", choices: ["selkä", "niska"] },
      { type: "rating", name: "kipu", title: "Kipu", rateMin: 0, rateMax: 10 },
    ],
  },
  "fi",
)

describe("one answer", () => {
  it("takes text with line breaks and tabs, any letters and emoji, and numbers", () => {
    expect(answerProblem("Kipu alkoi maanantaina.\n\tÄkillisesti, 😣")).toBeUndefined()
    expect(answerProblem(7)).toBeUndefined()
    expect(answerProblem(["selkä", "niska"])).toBeUndefined()
  })

  it("refuses control characters and bidirectional overrides, in a list too", () => {
    for (const char of REFUSED) {
      expect(answerProblem(`Kipu${char}`), escape(char)).toBe("refusedCharacters")
      expect(answerProblem(["selkä", `niska${char}`]), escape(char)).toBe("refusedCharacters")
    }
  })

  it("takes 2000 characters, counted as people count them, and refuses one more", () => {
    expect(answerProblem("x".repeat(SURVEY_ANSWER_MAX_LENGTH))).toBeUndefined()
    expect(answerProblem("😣".repeat(SURVEY_ANSWER_MAX_LENGTH))).toBeUndefined()
    expect(answerProblem("x".repeat(SURVEY_ANSWER_MAX_LENGTH + 1))).toBe("tooLong")
  })
})

describe("answers received as one JSON string", () => {
  it("takes an object of text, numbers and lists of them", () => {
    expect(
      answersJsonProblems(JSON.stringify({ oireet: "Yskä\nKuume", kipu: 4, paikat: ["selkä"] })),
    ).toEqual([])
    expect(answersJsonProblems("{}")).toEqual([])
  })

  it("names each answer that breaks the rule, or is not an answer", () => {
    const answers = {
      oireet: "Kuume\u0007",
      muuta: `a${"\u202e"}b`,
      kipu: "x".repeat(SURVEY_ANSWER_MAX_LENGTH + 1),
      paikat: [{ selkä: true }],
      tyhja: null,
      "nimi\u202e": "x",
      hyva: "Hyvä",
    }
    expect(answersJsonProblems(JSON.stringify(answers))).toEqual([
      { name: "oireet", problem: "refusedCharacters" },
      { name: "muuta", problem: "refusedCharacters" },
      { name: "kipu", problem: "tooLong" },
      { name: "paikat", problem: "notAnAnswer" },
      { name: "tyhja", problem: "notAnAnswer" },
      { name: "nimi\u202e", problem: "refusedCharacters" },
    ])
  })

  it("refuses what is not JSON, not an object, or longer than 10000 characters", () => {
    expect(answersJsonProblems("{")).toEqual([{ problem: "notJson" }])
    expect(answersJsonProblems('["x"]')).toEqual([{ problem: "notAnObject" }])
    expect(answersJsonProblems("null")).toEqual([{ problem: "notAnObject" }])
    const longest = JSON.stringify({ a: "x".repeat(SURVEY_ANSWERS_MAX_LENGTH - 8) })
    expect(longest).toHaveLength(SURVEY_ANSWERS_MAX_LENGTH)
    expect(answersJsonProblems(longest)).toEqual([{ name: "a", problem: "tooLong" }])
    expect(answersJsonProblems(`${longest} `)).toEqual([{ problem: "tooLong" }])
  })

  it("finds a NUL, BEL or override written as a JSON escape", () => {
    for (const escaped of ["\\u0000", "\\u0007", "\\u202E"]) {
      expect(answersJsonProblems(`{"oireet":"Kipu${escaped}"}`), escaped).toEqual([
        { name: "oireet", problem: "refusedCharacters" },
      ])
    }
  })
})

describe("the form's answers as the portal sends them", () => {
  it("checks each answer as sent (trimmed), by question", () => {
    expect(
      formAnswerProblems(form, {
        oireet: `  ${"x".repeat(SURVEY_ANSWER_MAX_LENGTH)}  `,
        muuta: "Hei\u202e",
        paikat: ["selkä"],
      }),
    ).toEqual({ muuta: "refusedCharacters" })
    expect(formAnswerProblems(form, { oireet: "x".repeat(SURVEY_ANSWER_MAX_LENGTH + 1) })).toEqual({
      oireet: "tooLong",
    })
  })

  it("counts the answers together as the JSON string sent", () => {
    const near = "x".repeat(SURVEY_ANSWER_MAX_LENGTH)
    expect(areAnswersTooLong(form, { oireet: near, muuta: near, kipu: 3 })).toBe(false)
    const quoted = '"'.repeat(SURVEY_ANSWER_MAX_LENGTH)
    // each quote is written \" in JSON: two answers of 2000 quotes are 8000 characters and more
    expect(areAnswersTooLong(form, { oireet: quoted, muuta: quoted })).toBe(false)
    expect(
      areAnswersTooLong(parseSurveyDefinition({ elements: manyComments(6) }, "fi"), answersOf(6, near)),
    ).toBe(true)
  })

  it("are the limits the contract declares", () => {
    const contract = parse(
      readFileSync(new URL("../../../contracts/openapi.yaml", import.meta.url), "utf8"),
    ) as { components: { schemas: { QuestionnaireInvitation: { properties: Record<string, object> } } } }
    const answers = contract.components.schemas.QuestionnaireInvitation.properties.questionnaireAnswers as {
      maxLength: number
      description: string
    }
    expect(answers.maxLength).toBe(SURVEY_ANSWERS_MAX_LENGTH)
    const schema = readFileSync(new URL("../../../contracts/messaging.graphql", import.meta.url), "utf8")
    expect(schema).toContain(`at most ${SURVEY_ANSWERS_MAX_LENGTH} characters`)
    expect(schema).toContain(`text at most ${SURVEY_ANSWER_MAX_LENGTH} characters`)
  })
})

function manyComments(count: number) {
  return Array.from({ length: count }, (_, index) => ({ type: "comment", name: `q${index}` }))
}

function answersOf(count: number, text: string) {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`q${index}`, text]))
}
