import { useTranslation } from "react-i18next"
import { useContentLang } from "../../../kit/ui/hooks/useContentLang.ts"
import {
  answerTexts,
  questionsOf,
  type SurveyAnswers as Answers,
  type SurveyForm,
} from "../../../domain/survey.ts"

/** An answered questionnaire, read-only (spec messaging §4): each question with the answer given, or 'Not answered'. */
export function SurveyAnswers({ form, answers }: { form: SurveyForm; answers: Answers }) {
  const { t } = useTranslation("questionnaires")
  const contentLang = useContentLang(form.lang)
  return (
    <section className="survey-answers" aria-labelledby="survey-answers-heading">
      <h2 id="survey-answers-heading">{t("questionnaire.yourAnswers")}</h2>
      <dl>
        {questionsOf(form).map((question) => {
          const texts = answerTexts(question, answers[question.name])
          return (
            <div key={question.name} className="survey-answers__item">
              <dt lang={contentLang}>{question.title}</dt>
              {texts.length === 0 ? (
                <dd className="survey-answers__none">{t("questionnaire.notAnswered")}</dd>
              ) : (
                texts.map((text, index) => <dd key={index}>{text}</dd>)
              )}
            </div>
          )
        })}
      </dl>
    </section>
  )
}
