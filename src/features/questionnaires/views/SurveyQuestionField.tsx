import { observer } from "mobx-react-lite"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import type { SurveyQuestion, SurveyValue } from "../../../domain/survey.ts"
import { SURVEY_ANSWER_MAX_LENGTH, SURVEY_ANSWERS_MAX_LENGTH } from "../../../domain/surveyAnswers.ts"
import { formatDecimal } from "../../../platform/i18n/format.ts"
import type { QuestionnaireStore, QuestionProblem } from "../store/Questionnaire.ts"
import { ChoiceFieldset } from "../../../kit/ui/form/ChoiceFieldset.tsx"
import { TextAreaField } from "../../../kit/ui/form/TextAreaField.tsx"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"

/** The id of a question's field (the error summary's link lands there); names are unique within a form. */
export const questionFieldId = (name: string) => `survey-${name.replace(/[^A-Za-z0-9_-]/g, "_")}`

/** The text of a question's message (spec-style: what is wrong, and the limit where there is one). */
export function useQuestionMessage(): (problem: QuestionProblem) => string {
  const { t } = useTranslation("questionnaires")
  const lang = useCurrentLanguage()
  return (problem) => {
    switch (problem) {
      case "refusedCharacters":
        return t("questionnaire.answerRefusedCharacters")
      case "tooLong":
        return t("questionnaire.answerTooLong", { max: formatDecimal(SURVEY_ANSWER_MAX_LENGTH, lang) })
      case "answersTooLong":
        return t("questionnaire.answersTooLong", { max: formatDecimal(SURVEY_ANSWERS_MAX_LENGTH, lang) })
      case "missing":
        return t("questionnaire.answerRequired")
    }
  }
}

/**
 * One question of a questionnaire as the form control its type calls for: comment a text area, radiogroup radio
 * buttons, checkbox checkboxes, rating a scale of radio buttons from rateMin to rateMax (its end descriptions as
 * the hint). A required question is marked; its message shows next to it once a press of send found it empty. A
 * text says its limit, and its message shows as soon as it breaks the free-text rule or passes the limit.
 */
export const SurveyQuestionField = observer(function SurveyQuestionField({
  question,
  questionnaire,
  contentLang,
}: {
  question: SurveyQuestion
  questionnaire: QuestionnaireStore
  /** The `lang` of the form's texts where they are not in the page's language. */
  contentLang?: string
}) {
  const { t } = useTranslation("questionnaires")
  const lang = useCurrentLanguage()
  // the form's own texts are marked with their language; the portal's words around them are the page's
  const own = (text: string | undefined): ReactNode =>
    text && contentLang ? <span lang={contentLang}>{text}</span> : text
  const joined = (...parts: ReactNode[]): ReactNode => {
    const given = parts.filter(Boolean)
    return given.length === 0
      ? undefined
      : given.flatMap((part, index) => (index === 0 ? [part] : [" ", part]))
  }
  const id = questionFieldId(question.name)
  const answer = questionnaire.draft[question.name]
  const messageOf = useQuestionMessage()
  const problem = questionnaire.problemOf(question)
  const error = problem && messageOf(problem)

  if (question.type === "comment") {
    const limit = t("questionnaire.textLimit", { max: formatDecimal(SURVEY_ANSWER_MAX_LENGTH, lang) })
    return (
      <TextAreaField
        id={id}
        label={own(question.title)}
        hint={joined(own(question.description), limit)}
        required={question.isRequired}
        value={typeof answer === "string" ? answer : ""}
        error={error}
        rows={4}
        onChange={(text) => questionnaire.setAnswer(question.name, text === "" ? undefined : text)}
      />
    )
  }

  const valueOf = (key: string): SurveyValue | undefined =>
    question.choices.find((choice) => String(choice.value) === key)?.value
  const selected = (Array.isArray(answer) ? answer : answer === undefined ? [] : [answer]).map(String)
  const isRating = question.type === "rating"
  const first = question.choices[0]
  const last = question.choices.at(-1)
  const ratingHint =
    isRating && first && last ? (
      <>
        {t("questionnaire.ratingRange", { min: first.text, max: last.text })}
        {question.minRateDescription && (
          <>
            . {first.text}: {own(question.minRateDescription)}
          </>
        )}
        {question.maxRateDescription && (
          <>
            . {last.text}: {own(question.maxRateDescription)}
          </>
        )}
      </>
    ) : undefined
  return (
    <ChoiceFieldset
      id={id}
      type={question.type === "checkbox" ? "checkbox" : "radio"}
      layout={isRating ? "scale" : "list"}
      legend={own(question.title)}
      hint={joined(own(question.description), ratingHint)}
      required={question.isRequired}
      requiredText={t("questionnaire.required")}
      options={question.choices.map((choice) => ({ value: String(choice.value), label: own(choice.text) }))}
      selected={selected}
      error={error}
      onChange={(key, checked) => {
        const value = valueOf(key)
        if (value === undefined) return
        if (question.type === "checkbox") questionnaire.setChoice(question, value, checked)
        else if (checked) questionnaire.setAnswer(question.name, value)
      }}
    />
  )
})
