// The rule for questionnaire answers (contracts/messaging.graphql, answerQuestionnaire): free text as in every
// other field (text.ts: no control characters but tab and line breaks, no bidirectional overrides or isolates),
// a length per answer and for the whole questionnaire. The portal's form and the sandbox check the same rule.
import {
  answersJson,
  questionsOf,
  sentAnswer,
  type SurveyAnswer,
  type SurveyAnswers,
  type SurveyForm,
} from "./survey.ts"
import { hasRefusedCharacters } from "./text.ts"

/** A text answer at most, in characters (our number, docs/decisions/0010-request-limits-and-free-text.md): about a page of writing. */
export const SURVEY_ANSWER_MAX_LENGTH = 2_000
/**
 * All the answers as sent (the JSON string) at most, in characters: at four bytes a character at most, the
 * request stays under the messaging service's 64 KiB body limit.
 */
export const SURVEY_ANSWERS_MAX_LENGTH = 10_000

/** Why one answer cannot be sent. */
export type AnswerProblem = "refusedCharacters" | "tooLong"

/** Why the answers as a JSON string are refused: one answer's problem (by name), or the whole string's. */
export type AnswersProblem =
  | { readonly name: string; readonly problem: AnswerProblem | "notAnAnswer" }
  | { readonly name?: undefined; readonly problem: "tooLong" | "notJson" | "notAnObject" }

/** Characters as people count them: an emoji is one. */
export function characterCount(text: string): number {
  return [...text].length
}

const isAnswerValue = (value: unknown): boolean =>
  typeof value === "string" || (typeof value === "number" && Number.isFinite(value))

/** Why an answer cannot be sent as it is, or undefined: a text in it has a refused character or is too long. */
export function answerProblem(answer: SurveyAnswer): AnswerProblem | undefined {
  const texts = (Array.isArray(answer) ? answer : [answer]).filter((value) => typeof value === "string")
  if (texts.some((text) => hasRefusedCharacters(text, { multiLine: true }))) return "refusedCharacters"
  if (texts.some((text) => characterCount(text) > SURVEY_ANSWER_MAX_LENGTH)) return "tooLong"
  return undefined
}

/** The form's questions whose answer, as it would be sent, cannot be sent; by question name. */
export function formAnswerProblems(form: SurveyForm, answers: SurveyAnswers): Record<string, AnswerProblem> {
  const problems: Record<string, AnswerProblem> = {}
  for (const question of questionsOf(form)) {
    const answer = answers[question.name]
    const problem = answer === undefined ? undefined : answerProblem(sentAnswer(answer))
    if (problem) problems[question.name] = problem
  }
  return problems
}

/** Whether the answers as they would be sent are longer than a questionnaire's answers may be. */
export function areAnswersTooLong(form: SurveyForm, answers: SurveyAnswers): boolean {
  return characterCount(answersJson(form, answers)) > SURVEY_ANSWERS_MAX_LENGTH
}

/**
 * What is wrong with answers received as one JSON string: the whole string too long, not JSON, not an object;
 * otherwise each answer that is not text, a number or a list of them, or whose name or text breaks the rule.
 */
export function answersJsonProblems(json: string): AnswersProblem[] {
  if (characterCount(json) > SURVEY_ANSWERS_MAX_LENGTH) return [{ problem: "tooLong" }]
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return [{ problem: "notJson" }]
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    return [{ problem: "notAnObject" }]
  return Object.entries(parsed).flatMap(([name, value]): AnswersProblem[] => {
    if (hasRefusedCharacters(name, { multiLine: false })) return [{ name, problem: "refusedCharacters" }]
    const isAnswer = Array.isArray(value) ? value.every(isAnswerValue) : isAnswerValue(value)
    if (!isAnswer) return [{ name, problem: "notAnAnswer" }]
    const problem = answerProblem(value as SurveyAnswer)
    return problem ? [{ name, problem }] : []
  })
}
