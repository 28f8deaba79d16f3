import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { questionsOf, type SurveyForm as Form } from "../../../domain/survey.ts"
import type { QuestionnaireStore } from "../store/Questionnaire.ts"
import { ErrorSummary } from "../../../kit/ui/form/ErrorSummary.tsx"
import { useGatedSubmit } from "../../../kit/ui/form/useGatedSubmit.ts"
import { GateHint } from "../../../kit/ui/form/GateHint.tsx"
import { useContentLang } from "../../../kit/ui/hooks/useContentLang.ts"
import { SurveyQuestionField, questionFieldId, useQuestionMessage } from "./SurveyQuestionField.tsx"

/**
 * A questionnaire to answer (spec messaging §4, §5): every page's questions in one form (a page with a title is a
 * section of its own). Send stays reachable while required questions are empty or an answer is over a limit or
 * has characters that cannot be saved (aria-disabled): a press sends nothing, marks them next to each field and
 * lists them in the summary, each linked to its field. A failed send keeps the answers.
 */
export const SurveyForm = observer(function SurveyForm({
  form,
  questionnaire,
}: {
  form: Form
  questionnaire: QuestionnaireStore
}) {
  const { t } = useTranslation("questionnaires")
  const messageOf = useQuestionMessage()
  const contentLang = useContentLang(form.lang)
  const gate = useGatedSubmit({
    isOpen: questionnaire.canSend,
    isBusy: questionnaire.isSending,
    submit: () => questionnaire.submit(),
  })
  const problems = questionnaire.fields.submitAttempted
    ? questionsOf(form).flatMap((question) => {
        const problem = questionnaire.problemOf(question)
        return problem ? [{ question, problem }] : []
      })
    : []
  // only required questions left: their titles under 'First answer the required questions'; otherwise each with
  // its message under 'Check your answers'
  const onlyMissing = problems.every(({ problem }) => problem === "missing")
  const summaryItems = problems.map(({ question, problem }) => ({
    id: questionFieldId(question.name),
    text: onlyMissing ? question.title : `${question.title}: ${messageOf(problem)}`,
  }))
  const hasRequired = form.pages.some((page) => page.questions.some((question) => question.isRequired))
  return (
    <form className="survey" onSubmit={gate.onSubmit} noValidate>
      {hasRequired && <p>{t("questionnaire.requiredNote")}</p>}
      {form.skipped.length > 0 && (
        <div className="notice">
          <p>{t("questionnaire.unsupported")}</p>
        </div>
      )}
      <ErrorSummary
        ref={gate.summaryRef}
        id="survey-summary"
        title={t(onlyMissing ? "questionnaire.summaryTitle" : "questionnaire.checkAnswers")}
        items={summaryItems}
      />
      {form.pages.map((page) => {
        const fields = page.questions.map((question) => (
          <SurveyQuestionField
            key={question.name}
            question={question}
            questionnaire={questionnaire}
            contentLang={contentLang}
          />
        ))
        if (!page.title)
          return (
            <div key={page.name} className="survey__page">
              {fields}
            </div>
          )
        const headingId = `survey-page-${page.name}`
        return (
          <section key={page.name} className="survey__page" aria-labelledby={headingId}>
            <h2 id={headingId} lang={contentLang}>
              {page.title}
            </h2>
            {fields}
          </section>
        )
      })}
      {questionnaire.sendState === "failed" && (
        <div className="notice" data-tone="danger" role="alert">
          <p>{t("questionnaire.failed")}</p>
        </div>
      )}
      <p role="status" className="survey__sending">
        {questionnaire.isSending ? t("questionnaire.sending") : ""}
      </p>
      <div>
        <button {...gate.buttonProps} className="button">
          {t("questionnaire.send")}
        </button>
        <GateHint {...gate.hint} />
      </div>
    </form>
  )
})
