// Questionnaire forms (spec messaging-records-payments §2 'Questionnaires', §3 'Questionnaire invitation', §4, §5):
// the form definition is SurveyJS JSON (pages of elements). The portal renders exactly the element types the
// questionnaires use: comment, radiogroup, checkbox and rating, with isRequired, choices and rateMin/rateMax.
// Pure: parsing the open definition, the required rule, and the answers as one JSON string.

export type SurveyValue = string | number

export interface SurveyChoice {
  readonly value: SurveyValue
  readonly text: string
}

interface QuestionBase {
  readonly name: string
  /** SurveyJS shows the name when an element has no title. */
  readonly title: string
  readonly description: string | undefined
  readonly isRequired: boolean
}

export type SurveyQuestion =
  | (QuestionBase & { readonly type: "comment" })
  | (QuestionBase & { readonly type: "radiogroup" | "checkbox"; readonly choices: readonly SurveyChoice[] })
  | (QuestionBase & {
      readonly type: "rating"
      readonly choices: readonly SurveyChoice[]
      readonly minRateDescription: string | undefined
      readonly maxRateDescription: string | undefined
    })

export type SurveyQuestionType = SurveyQuestion["type"]

export interface SurveyPage {
  readonly name: string
  readonly title: string | undefined
  readonly questions: readonly SurveyQuestion[]
}

export interface SurveyForm {
  readonly pages: readonly SurveyPage[]
  /**
   * The language its texts are in: the one asked for when every text has it; else the definition's own, its SurveyJS
   * `locale`, or undefined where it does not say (the provider's content: Finnish, docs/decisions/0004).
   */
  readonly lang: string | undefined
  /** Elements of other types, left out of the form (their names), so a caller can tell. */
  readonly skipped: readonly string[]
}

/** An answer as SurveyJS keeps it: text, a choice's value, the values ticked, or a rating. */
export type SurveyAnswer = SurveyValue | readonly SurveyValue[]
export type SurveyAnswers = Readonly<Record<string, SurveyAnswer>>

// SurveyJS's defaults for a rating without rateMin/rateMax/rateStep
const RATING_DEFAULTS = { min: 1, max: 5, step: 1 } as const
// A rating scale longer than this is not a scale a person picks from
const RATING_MAX_CHOICES = 101

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** The language texts are asked in, and whether some text was only in the definition's own language. */
interface TextReader {
  readonly lang: string
  otherLanguage: boolean
}

/** A SurveyJS localizable string: plain, or {default, fi, sv, en, …}; in the reader's language where given. */
function localized(value: unknown, reader: TextReader): string | undefined {
  if (typeof value === "string") {
    reader.otherLanguage = true
    return value
  }
  if (typeof value === "number") return String(value)
  if (!isObject(value)) return undefined
  if (typeof value[reader.lang] === "string") return value[reader.lang] as string
  for (const key of ["default", ...Object.keys(value)]) {
    const text = value[key]
    if (typeof text === "string") {
      reader.otherLanguage = true
      return text
    }
  }
  return undefined
}

function choiceOf(raw: unknown, reader: TextReader): SurveyChoice | undefined {
  if (typeof raw === "number") return { value: raw, text: String(raw) }
  if (typeof raw === "string") {
    // a plain choice is a text of the definition's own language
    reader.otherLanguage = true
    return { value: raw, text: raw }
  }
  if (!isObject(raw)) return undefined
  const value = raw.value
  if (typeof value !== "string" && typeof value !== "number") return undefined
  return { value, text: localized(raw.text, reader) ?? String(value) }
}

function choicesOf(raw: unknown, reader: TextReader): SurveyChoice[] {
  if (!Array.isArray(raw)) return []
  return raw.flatMap((item) => {
    const choice = choiceOf(item, reader)
    return choice ? [choice] : []
  })
}

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback

/** The scale of a rating: rateValues when given, otherwise rateMin to rateMax by rateStep. */
function ratingChoices(element: Json, reader: TextReader): SurveyChoice[] {
  const values = choicesOf(element.rateValues, reader)
  if (values.length > 0) return values
  const min = numberOr(element.rateMin, RATING_DEFAULTS.min)
  const max = numberOr(element.rateMax, RATING_DEFAULTS.max)
  const step = numberOr(element.rateStep, RATING_DEFAULTS.step)
  if (step <= 0 || max < min || (max - min) / step + 1 > RATING_MAX_CHOICES) return []
  const choices: SurveyChoice[] = []
  // counted in steps, so a fractional step does not drift
  for (let index = 0; min + index * step <= max + 1e-9; index++) {
    const value = Math.round((min + index * step) * 1e6) / 1e6
    choices.push({ value, text: String(value) })
  }
  return choices
}

function questionOf(element: Json, reader: TextReader): SurveyQuestion | undefined {
  const name = element.name
  if (typeof name !== "string" || name === "") return undefined
  const base: QuestionBase = {
    name,
    title: localized(element.title, reader) ?? name,
    description: localized(element.description, reader),
    isRequired: element.isRequired === true,
  }
  switch (element.type) {
    case "comment":
      return { ...base, type: "comment" }
    case "radiogroup":
    case "checkbox": {
      const choices = choicesOf(element.choices, reader)
      return choices.length > 0 ? { ...base, type: element.type, choices } : undefined
    }
    case "rating": {
      const choices = ratingChoices(element, reader)
      if (choices.length === 0) return undefined
      return {
        ...base,
        type: "rating",
        choices,
        minRateDescription: localized(element.minRateDescription, reader),
        maxRateDescription: localized(element.maxRateDescription, reader),
      }
    }
    default:
      return undefined
  }
}

/**
 * The form of a SurveyJS definition: its pages (or its top-level elements as one page), each with the questions
 * of the supported types; elements of other types, or without a name or choices, are skipped and named.
 */
export function parseSurveyDefinition(definition: unknown, lang: string): SurveyForm {
  const skipped: string[] = []
  const root = isObject(definition) ? definition : {}
  const reader: TextReader = { lang, otherLanguage: false }
  const rawPages = Array.isArray(root.pages) ? root.pages : [{ name: "page1", elements: root.elements }]
  const pages = rawPages.filter(isObject).map((page, index): SurveyPage => {
    const elements = Array.isArray(page.elements) ? page.elements.filter(isObject) : []
    const questions = elements.flatMap((element) => {
      const question = questionOf(element, reader)
      if (!question) skipped.push(typeof element.name === "string" ? element.name : String(element.type))
      return question ? [question] : []
    })
    return {
      name: typeof page.name === "string" ? page.name : `page${index + 1}`,
      title: localized(page.title, reader),
      questions,
    }
  })
  const ownLang = typeof root.locale === "string" && root.locale !== "" ? root.locale : undefined
  return {
    pages: pages.filter((page) => page.questions.length > 0),
    skipped,
    lang: reader.otherLanguage ? ownLang : lang,
  }
}

export function questionsOf(form: SurveyForm): SurveyQuestion[] {
  return form.pages.flatMap((page) => page.questions)
}

/** An answer counts when it says something: text not blank, at least one box ticked, a choice or rating. */
export function isAnswerGiven(answer: SurveyAnswer | undefined): boolean {
  if (answer === undefined) return false
  if (typeof answer === "string") return answer.trim() !== ""
  if (typeof answer === "number") return Number.isFinite(answer)
  return answer.length > 0
}

/** isRequired: the questions still without an answer, in the form's order. */
export function missingRequired(form: SurveyForm, answers: SurveyAnswers): SurveyQuestion[] {
  return questionsOf(form).filter((question) => question.isRequired && !isAnswerGiven(answers[question.name]))
}

/** An answer as it is sent: text trimmed, other answers as they are. */
export function sentAnswer(answer: SurveyAnswer): SurveyAnswer {
  return typeof answer === "string" ? answer.trim() : answer
}

/**
 * spec §5: the answers are sent as one JSON string: an object by question name, with SurveyJS's shapes (text,
 * the chosen value, the ticked values, the rating). Unanswered questions are left out, and so are names that are
 * not questions of the form; text is trimmed.
 */
export function answersJson(form: SurveyForm, answers: SurveyAnswers): string {
  const sent: Record<string, SurveyAnswer> = {}
  for (const question of questionsOf(form)) {
    const answer = answers[question.name]
    if (!isAnswerGiven(answer) || answer === undefined) continue
    sent[question.name] = sentAnswer(answer)
  }
  return JSON.stringify(sent)
}

const isValue = (value: unknown): value is SurveyValue =>
  typeof value === "string" || (typeof value === "number" && Number.isFinite(value))

/** The answers of an answered questionnaire (its JSON string); what cannot be read is left out. */
export function parseAnswers(json: string | null | undefined): SurveyAnswers {
  if (!json) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return {}
  }
  if (!isObject(parsed)) return {}
  const answers: Record<string, SurveyAnswer> = {}
  for (const [name, value] of Object.entries(parsed)) {
    if (isValue(value)) answers[name] = value
    else if (Array.isArray(value)) answers[name] = value.filter(isValue)
  }
  return answers
}

/** The answer as the patient chose it: the choices' texts (the value itself where no choice has it). */
export function answerTexts(question: SurveyQuestion, answer: SurveyAnswer | undefined): string[] {
  if (!isAnswerGiven(answer) || answer === undefined) return []
  const values = Array.isArray(answer) ? answer : [answer as SurveyValue]
  if (question.type === "comment") return values.map((value) => String(value).trim())
  return values.map(
    (value) =>
      question.choices.find((choice) => String(choice.value) === String(value))?.text ?? String(value),
  )
}
