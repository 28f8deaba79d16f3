import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { QuestionnaireInvitation, QuestionnairePage } from "../../../platform/api/schemas.ts"
import {
  answersJson,
  missingRequired,
  parseAnswers,
  parseSurveyDefinition,
  questionsOf,
  type SurveyAnswer,
  type SurveyAnswers,
  type SurveyForm,
  type SurveyQuestion,
  type SurveyValue,
} from "../../../domain/survey.ts"
import {
  areAnswersTooLong,
  characterCount,
  formAnswerProblems,
  type AnswerProblem,
} from "../../../domain/surveyAnswers.ts"
import { LoadOwnerModel } from "../../../kit/stores/OneLoad.ts"
import { areaOf, langOf } from "../../../kit/stores/rootAccess.ts"
import { formFieldsModel } from "../../../kit/stores/formFields.ts"
import { forgetAnswerDraft, readAnswerDraft, writeAnswerDraft } from "./answerDrafts.ts"

/**
 * What the questionnaire page shows (spec messaging §2, §4, §8): loading, the load failed, 'Questionnaire was not
 * found.', maintenance, the form to answer, or the answers read-only.
 */
export type QuestionnaireStatus = "loading" | "error" | "notFound" | "maintenance" | "open" | "answered"

/** Why a question's field shows a message: an answer's own problem, the answers' total length, or none given. */
export type QuestionProblem = AnswerProblem | "answersTooLong" | "missing"

/** Completing: sending the answers, then success (the answers read-only) or an error keeping them. */
export type QuestionnaireSendState = "editing" | "sending" | "sent" | "failed"

/** One questionnaire invitation by its numeric id: its form (SurveyJS JSON), and the answers given or to give. */
export const QuestionnaireModel = LoadOwnerModel.named("Questionnaire")
  .props({
    invitationId: "",
    /** The patient's answers so far, by question name (SurveyJS's shapes). */
    draft: types.frozen<SurveyAnswers>({}),
    /** A press of send found answers missing or over a limit: the required ones are marked from then on. */
    fields: types.optional(formFieldsModel("QuestionnaireFields"), {}),
  })
  .volatile(() => ({
    page: undefined as QuestionnairePage | undefined,
    sendState: "editing" as QuestionnaireSendState,
  }))
  .views((self) => ({
    get invitation(): QuestionnaireInvitation | undefined {
      return self.page?.status === "ok" ? self.page.questionnaireInvitation : undefined
    },
  }))
  .views((self) => ({
    get status(): QuestionnaireStatus {
      if (!self.page) {
        if (self.loadState.errorKind === "notFound") return "notFound"
        return self.loadState.hasError ? "error" : "loading"
      }
      if (!self.invitation) return "maintenance"
      return self.invitation.answeredAt === null ? "open" : "answered"
    },
    get title(): string | undefined {
      return self.invitation?.questionnaireForm.title
    },
    /** The form in the page's language (localizable SurveyJS texts). */
    get form(): SurveyForm | undefined {
      const invitation = self.invitation
      return invitation && parseSurveyDefinition(invitation.questionnaireForm.definition, langOf(self))
    },
    /** An answered questionnaire's answers. */
    get givenAnswers(): SurveyAnswers {
      return parseAnswers(self.invitation?.questionnaireAnswers)
    },
    get answeredAt(): string | undefined {
      return self.invitation?.answeredAt ?? undefined
    },
    get isSending(): boolean {
      return self.sendState === "sending"
    },
  }))
  .views((self) => ({
    /** The required questions still without an answer. */
    get missing(): SurveyQuestion[] {
      return self.form ? missingRequired(self.form, self.draft) : []
    },
    /** The answers that break the free-text rule or its length as they would be sent, by question name. */
    get answerProblems(): Readonly<Record<string, AnswerProblem>> {
      return self.form ? formAnswerProblems(self.form, self.draft) : {}
    },
    /** The answers together, as they would be sent, are longer than a questionnaire's answers may be. */
    get answersTooLong(): boolean {
      return self.form ? areAnswersTooLong(self.form, self.draft) : false
    },
  }))
  .views((self) => ({
    /**
     * Where the answers' total length is told: the text question with the longest answer, or the first question of
     * a form without text.
     */
    get totalLengthQuestion(): SurveyQuestion | undefined {
      const questions = self.form ? questionsOf(self.form) : []
      const lengthOf = (question: SurveyQuestion) => {
        const answer = self.draft[question.name]
        return typeof answer === "string" ? characterCount(answer.trim()) : 0
      }
      const texts = questions.filter((question) => question.type === "comment")
      return (
        texts.reduce<SurveyQuestion | undefined>(
          (longest, question) => (!longest || lengthOf(question) > lengthOf(longest) ? question : longest),
          undefined,
        ) ?? questions[0]
      )
    },
    /** Nothing stops a send: every required question answered, every answer and all of them within the rule. */
    get canSend(): boolean {
      return (
        self.missing.length === 0 && Object.keys(self.answerProblems).length === 0 && !self.answersTooLong
      )
    },
  }))
  .views((self) => ({
    /**
     * What a question's field says, if anything: its answer breaks the free-text rule or passes its length (as
     * soon as it does), the answers together pass theirs (told at the longest text answer), or it is required and
     * unanswered (once a press of send found it so).
     */
    problemOf(question: SurveyQuestion): QuestionProblem | undefined {
      const problem = self.answerProblems[question.name]
      if (problem) return problem
      if (self.answersTooLong && self.totalLengthQuestion?.name === question.name) return "answersTooLong"
      const missing =
        self.fields.submitAttempted && self.missing.some((other) => other.name === question.name)
      return missing ? "missing" : undefined
    },
  }))
  .actions((self) => ({
    /** The page as loaded: an open questionnaire with nothing typed yet takes the answers kept in the tab. */
    receive(page: QuestionnairePage) {
      self.page = page
      const invitation = self.invitation
      if (!invitation) return
      if (invitation.answeredAt !== null) forgetAnswerDraft(self, self.invitationId)
      else if (Object.keys(self.draft).length === 0) self.draft = readAnswerDraft(self, self.invitationId)
    },
    setAnswer(name: string, answer: SurveyAnswer | undefined) {
      const { [name]: _previous, ...others } = self.draft
      self.draft = answer === undefined ? others : { ...others, [name]: answer }
      writeAnswerDraft(self, self.invitationId, self.draft)
    },
    setSendState(state: QuestionnaireSendState) {
      self.sendState = state
    },
    /** The invitation answered: shown read-only from now on. */
    answered(answers: string | null, answeredAt: string | null) {
      const invitation = self.invitation
      if (!invitation || !self.page) return
      self.page = {
        status: "ok",
        questionnaireInvitation: { ...invitation, questionnaireAnswers: answers, answeredAt },
      }
    },
    reset(invitationId: string) {
      self.invitationId = invitationId
      self.draft = {}
      self.fields.reset()
      self.page = undefined
      self.sendState = "editing"
      self.loadState.reset()
    },
  }))
  .actions((self) => ({
    /** A checkbox question: ticks or unticks one choice, keeping the others in the form's order. */
    setChoice(question: SurveyQuestion, value: SurveyValue, ticked: boolean) {
      const current = self.draft[question.name]
      const values = Array.isArray(current) ? (current as readonly SurveyValue[]) : []
      const next = ticked
        ? [...values.filter((other) => other !== value), value]
        : values.filter((v) => v !== value)
      const order = "choices" in question ? question.choices.map((choice) => choice.value) : []
      next.sort((a, b) => order.indexOf(a) - order.indexOf(b))
      self.setAnswer(question.name, next.length > 0 ? next : undefined)
    },
    /**
     * Opens the questionnaire; another invitation than before starts a new draft. The thank-you of a send shows
     * until the page is left: opened again, an answered questionnaire is simply read-only.
     */
    open(invitationId: string) {
      if (invitationId !== self.invitationId) self.reset(invitationId)
      else if (self.sendState === "sent") self.setSendState("editing")
      const { api } = getEnv<StoreEnv>(self)
      const lang = langOf(self)
      return self.loadState.run(
        (signal) =>
          unwrap(
            api.GET("/api/questionnaires/{invitationId}", {
              params: { path: { invitationId }, query: { lang } },
              signal,
            }),
          ),
        self.receive,
        { refresh: self.page !== undefined },
      )
    },
    /**
     * spec §4, §5: completing sends the answers as one JSON string (AnswerQuestionnaire); nothing is sent while a
     * required question is unanswered or an answer breaks the free-text rule or a length. True when sent; on an
     * error the answers stay.
     */
    submit: flow(function* () {
      const form = self.form
      if (!form || self.status !== "open" || self.isSending) return false
      if (!self.canSend) {
        self.fields.attemptSubmit()
        return false
      }
      self.setSendState("sending")
      try {
        const { messaging } = getEnv<StoreEnv>(self)
        if (!messaging) throw new Error("This target has no messaging client")
        const client: Awaited<ReturnType<typeof messaging>> = yield messaging()
        // the call loads with the messaging client, on the first answer sent
        const operations: typeof import("../../../platform/api/questionnaires.ts") =
          yield import("../../../platform/api/questionnaires.ts")
        const sent = answersJson(form, self.draft)
        const invitation: Awaited<ReturnType<typeof operations.answerQuestionnaire>> =
          yield operations.answerQuestionnaire(client, self.invitationId, sent)
        // what the service stored is what the page shows
        self.answered(invitation.questionnaireAnswers?.answers ?? null, invitation.answeredAt)
        forgetAnswerDraft(self, self.invitationId)
        self.setSendState("sent")
        // a list already read shows it as answered
        const list = areaOf(self, "questionnaires")?.list
        if (list?.data) void list.load()
        return true
      } catch {
        self.setSendState("failed")
        return false
      }
    }),
  }))

export interface QuestionnaireStore extends Instance<typeof QuestionnaireModel> {}
