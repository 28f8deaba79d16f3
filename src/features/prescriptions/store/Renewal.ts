import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { MessagingStatus, Prescription, PrescriptionList } from "../../../platform/api/schemas.ts"
import type { SendLimitReason } from "../../../domain/messaging.ts"
import {
  composeRenewalMessage,
  EMPTY_PRESCRIPTION_ANSWERS,
  isRenewalComplete,
  isSelectableForRenewal,
  parseRenewalIds,
  RENEWAL_THREAD_TITLE,
  unansweredQuestions,
  type NumberFormat,
  type PrescriptionQuestion,
  type RenewalMessageTexts,
  type RenewalRequest,
} from "../../../domain/prescriptions.ts"
import { LoadOwnerModel } from "../../../kit/stores/OneLoad.ts"
import { areaOf, langOf } from "../../../kit/stores/rootAccess.ts"
import { formFieldsModel } from "../../../kit/stores/formFields.ts"
import { fetchPrescriptions } from "./fetchPrescriptions.ts"
import { RenewalAnswersModel, type RenewalAnswers } from "./RenewalAnswers.ts"
import {
  isRenewalDraftEmpty,
  parseRenewalDraft,
  renewalDraftKey,
  type RenewalDraft,
} from "./renewalDrafts.ts"

/**
 * What the renewal page shows: loading, the load failed, messaging (which carries the request) is in maintenance
 * (the offline message), renewal is not available (not enabled, or none of the ids is a renewable prescription of
 * the patient's), or the form with its sending, success and failure (spec messaging §4).
 */
export type RenewalStatus = "loading" | "error" | "maintenance" | "unavailable" | "form"

/** spec §4: form, then sending, then success or error; the answers stay after an error. */
export type RenewalSendState = "editing" | "sending" | "sent" | "failed"

/** A question left unanswered: of a prescription, or the general one. */
export type UnansweredQuestion =
  | { readonly prescriptionId: string; readonly question: PrescriptionQuestion }
  | { readonly prescriptionId: undefined; readonly question: "otherMedicines" }

interface RenewalData {
  readonly list: PrescriptionList
  readonly messaging: MessagingStatus
}

/** The prescription renewal page (spec messaging §2, §4, §5, §9), for the prescriptions in the route's ids. */
export const RenewalModel = LoadOwnerModel.named("PrescriptionRenewal")
  .props({
    /** The route's ids, as asked. */
    ids: types.array(types.string),
    answers: types.map(RenewalAnswersModel),
    /** spec §5: the one general question, about other medicines in use. */
    otherMedicines: "",
    /** A press of send found questions unanswered: they are marked from then on (its submitAttempted). */
    fields: types.optional(formFieldsModel("RenewalFields"), {}),
  })
  .volatile(() => ({
    data: undefined as RenewalData | undefined,
    sendState: "editing" as RenewalSendState,
    /** The new thread, once sent. */
    threadId: undefined as string | undefined,
    /** A failed send the messaging service's hourly limit refused: which limit (contracts/messaging.graphql). */
    sendLimit: undefined as SendLimitReason | undefined,
  }))
  .views((self) => ({
    /** The route's prescriptions that can be renewed, in the route's order. */
    get chosen(): Prescription[] {
      const list = self.data?.list
      if (!list) return []
      return self.ids.flatMap((id) => {
        const prescription = list.prescriptions.find((candidate) => candidate.id === id)
        return prescription && isSelectableForRenewal(prescription, list.canRenewPrescriptions)
          ? [prescription]
          : []
      })
    },
    answersOf(prescriptionId: string): RenewalAnswers | undefined {
      return self.answers.get(prescriptionId)
    },
  }))
  .views((self) => ({
    get status(): RenewalStatus {
      // once sent, the success stays on show whatever a reload brings
      if (self.sendState === "sent") return "form"
      if (self.loadState.hasError && !self.data) return "error"
      if (!self.data) return "loading"
      if (self.data.messaging.maintenanceMode) return "maintenance"
      if (self.data.messaging.customerMessagingUserId === null || self.chosen.length === 0)
        return "unavailable"
      return "form"
    },
    get request(): RenewalRequest {
      return {
        prescriptions: self.chosen.map((prescription) => ({
          prescription,
          answers: self.answers.get(prescription.id)?.answers ?? EMPTY_PRESCRIPTION_ANSWERS,
        })),
        otherMedicines: self.otherMedicines,
      }
    },
  }))
  .views((self) => ({
    /** spec §5: every general and per-prescription question answered. */
    get isComplete(): boolean {
      return isRenewalComplete(self.request)
    },
    /** The questions still without an answer, in the form's order. */
    get unanswered(): UnansweredQuestion[] {
      const perPrescription = self.request.prescriptions.flatMap(({ prescription, answers }) =>
        unansweredQuestions(answers).map((question) => ({ prescriptionId: prescription.id, question })),
      )
      return self.otherMedicines.trim() === ""
        ? [...perPrescription, { prescriptionId: undefined, question: "otherMedicines" as const }]
        : perPrescription
    },
    get isSending(): boolean {
      return self.sendState === "sending"
    },
    /** Where the answers are kept in the tab's drafts; undefined until the messaging user is known. */
    get draftKey(): string | undefined {
      return renewalDraftKey(self.data?.messaging.customerMessagingUserId, self.ids)
    },
    /** The answers as a draft keeps them. */
    get draft(): RenewalDraft {
      return {
        otherMedicines: self.otherMedicines,
        prescriptions: Object.fromEntries(
          [...self.answers.values()].map((answers) => [answers.prescriptionId, answers.answers]),
        ),
      }
    },
  }))
  .actions((self) => ({
    /** Keeps the answers so far in the tab's drafts (nothing typed: none), until the request is sent. */
    saveDraft() {
      const key = self.draftKey
      if (!key || self.sendState === "sent") return
      const { drafts } = getEnv<StoreEnv>(self)
      if (isRenewalDraftEmpty(self.draft)) drafts.remove(key)
      else drafts.write(key, JSON.stringify(self.draft))
    },
    forgetDraft() {
      const key = self.draftKey
      if (key) getEnv<StoreEnv>(self).drafts.remove(key)
    },
  }))
  .actions((self) => ({
    /** The prescriptions as loaded; a form with nothing typed yet takes the answers kept in the tab. */
    receive(data: RenewalData) {
      self.data = data
      for (const prescription of self.chosen) {
        if (!self.answers.has(prescription.id)) self.answers.put({ prescriptionId: prescription.id })
      }
      const key = self.draftKey
      if (!key || !isRenewalDraftEmpty(self.draft)) return
      const kept = parseRenewalDraft(getEnv<StoreEnv>(self).drafts.read(key))
      if (!kept) return
      self.otherMedicines = kept.otherMedicines
      for (const [id, answers] of Object.entries(kept.prescriptions)) self.answers.get(id)?.restore(answers)
    },
    setOtherMedicines(text: string) {
      self.otherMedicines = text
      self.saveDraft()
    },
    setSendState(state: RenewalSendState, threadId?: string, sendLimit?: SendLimitReason) {
      self.sendState = state
      self.sendLimit = sendLimit
      if (threadId !== undefined) self.threadId = threadId
    },
    reset(ids: readonly string[]) {
      self.ids.replace([...ids])
      self.answers.clear()
      self.otherMedicines = ""
      self.fields.reset()
      self.sendState = "editing"
      self.threadId = undefined
      self.data = undefined
      self.loadState.reset()
    },
  }))
  .actions((self) => ({
    /**
     * Opens the form for the route's ids (digits, comma-separated). Other ids than before start a new form; the
     * same ones (a language switch, a return to the page) keep the answers and read the prescriptions again.
     */
    open(idsParam: string) {
      const ids = parseRenewalIds(idsParam)
      const sameIds = ids.length === self.ids.length && ids.every((id, index) => self.ids[index] === id)
      if (!sameIds || self.sendState === "sent") self.reset(ids)
      const { api } = getEnv<StoreEnv>(self)
      const lang = langOf(self)
      return self.loadState.run(
        async (signal): Promise<RenewalData> => {
          const [list, messaging] = await Promise.all([
            fetchPrescriptions(api, lang, signal),
            unwrap(api.GET("/api/messaging/status", { params: { query: { lang } }, signal })),
          ])
          return { list, messaging }
        },
        self.receive,
        { refresh: self.data !== undefined },
      )
    },
    /**
     * spec §4, §5: sends the answers composed into one text message as a new customer thread titled in Finnish
     * (SendMessageInNewThread, to the patient's healthcare team); nothing is sent while a question is unanswered.
     * True when sent.
     */
    submit: flow(function* (texts: RenewalMessageTexts, formatNumber?: NumberFormat) {
      if (self.isSending || self.sendState === "sent") return false
      if (!self.isComplete) {
        self.fields.attemptSubmit()
        return false
      }
      const content = composeRenewalMessage(self.request, texts, formatNumber)
      self.setSendState("sending")
      let operations: typeof import("../../../platform/api/messagingOperations.ts") | undefined
      try {
        const { messaging } = getEnv<StoreEnv>(self)
        if (!messaging) throw new Error("This target has no messaging client")
        const client: Awaited<ReturnType<typeof messaging>> = yield messaging()
        // the messaging operations load with the client, on the first send
        const loaded: typeof import("../../../platform/api/messagingOperations.ts") =
          yield import("../../../platform/api/messagingOperations.ts")
        operations = loaded
        const threadIds: readonly string[] = yield loaded.sendMessageInNewThread(client, {
          title: RENEWAL_THREAD_TITLE,
          participantIds: [],
          firstMessage: { content, attachments: [] },
        })
        self.forgetDraft()
        self.setSendState("sent", threadIds[0])
        areaOf(self, "prescriptions")?.list.setAllSelected(false)
        return true
      } catch (error) {
        self.setSendState("failed", undefined, operations?.sendLimitOf(error))
        return false
      }
    }),
  }))

export interface Renewal extends Instance<typeof RenewalModel> {}
