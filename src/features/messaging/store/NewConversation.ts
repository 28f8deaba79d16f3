import { getEnv, types, type Instance } from "mobx-state-tree"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { sendLimitOf, sendMessageInNewThread } from "../../../platform/api/messagingOperations.ts"
import {
  SUBJECT_MAX_LENGTH,
  newConversationBlockers,
  subjectLength,
  type NewConversationBlocker,
  type SendLimitReason,
} from "../../../domain/messaging.ts"
import { AttachmentsModel } from "./Attachments.ts"
import { NEW_CONVERSATION_DRAFT, draftKey } from "./draftKeys.ts"
import { messageLength, type MessageLength } from "./messageLength.ts"
import { messagingClientOf } from "./areaContext.ts"

/**
 * idle; sending; sent (exactly one new thread: `newThreadId`); failed ('Sending the message failed. Try again.',
 * or, when the service's hourly limit refused it, `sendLimit` says which).
 */
export type NewConversationState = "idle" | "sending" | "sent" | "failed"

/**
 * Why the send button is not ready (spec §4: an empty subject or message after trimming, or sending; ours: a
 * message over the limit, never cut, and a file whose upload failed).
 */
export type NewConversationSendBlocker =
  NewConversationBlocker | "messageTooLong" | "attachmentFailed" | "sending"

/** Who a new conversation goes to: the customer's healthcare team (the contract: no participant ids). */
export interface NewConversationRecipient {
  readonly kind: "healthcareTeam"
}

interface NewConversationDraft {
  subject: string
  message: string
}

function parseDraft(text: string | undefined): NewConversationDraft | undefined {
  if (!text) return undefined
  try {
    const value = JSON.parse(text) as Partial<NewConversationDraft>
    return { subject: String(value.subject ?? ""), message: String(value.message ?? "") }
  } catch {
    return undefined
  }
}

/**
 * The new-conversation form (spec §2, §4, §5): subject (at most 70 characters), message and attachments, sent
 * with SendMessageInNewThread to the healthcare team. Subject and message are kept as a draft until sent.
 */
export const NewConversationModel = types
  .model("NewConversation", {
    subject: "",
    message: "",
    attachments: types.optional(AttachmentsModel, {}),
  })
  .volatile(() => ({
    state: "idle" as NewConversationState,
    /** The thread to go to after a successful send. */
    newThreadId: undefined as string | undefined,
    sendLimit: undefined as SendLimitReason | undefined,
  }))
  .views((self) => ({
    /** spec §5: at most 70 characters (the live counter). */
    get subjectMaxLength(): number {
      return SUBJECT_MAX_LENGTH
    },
    get subjectLength(): number {
      return subjectLength(self.subject)
    },
    get recipient(): NewConversationRecipient {
      return { kind: "healthcareTeam" }
    },
    /** Messaging user ids; empty addresses the customer's healthcare team. */
    get participantIds(): readonly string[] {
      return []
    },
    get isSending(): boolean {
      return self.state === "sending"
    },
    get sendFailed(): boolean {
      return self.state === "failed"
    },
    /** The message against the 10 000-character limit (the counter). */
    get messageLength(): MessageLength {
      return messageLength(self.message)
    },
  }))
  .views((self) => ({
    get blockers(): NewConversationSendBlocker[] {
      const blockers: NewConversationSendBlocker[] = newConversationBlockers(self.subject, self.message)
      if (self.messageLength.over > 0) blockers.push("messageTooLong")
      if (self.attachments.hasErrors) blockers.push("attachmentFailed")
      if (self.state === "sending") blockers.push("sending")
      return blockers
    },
  }))
  .views((self) => ({
    get canSend(): boolean {
      return self.blockers.length === 0
    },
  }))
  .actions((self) => {
    const key = () => draftKey(self, NEW_CONVERSATION_DRAFT)
    function saveDraft() {
      const draftsKey = key()
      if (!draftsKey) return
      const { drafts } = getEnv<StoreEnv>(self)
      if (self.subject === "" && self.message === "") drafts.remove(draftsKey)
      else drafts.write(draftsKey, JSON.stringify({ subject: self.subject, message: self.message }))
    }
    return {
      setSubject(subject: string) {
        self.subject = subject
        saveDraft()
      },
      setMessage(message: string) {
        self.message = message
        saveDraft()
      },
      setState(state: NewConversationState, newThreadId?: string, sendLimit?: SendLimitReason) {
        self.state = state
        self.newThreadId = newThreadId
        self.sendLimit = sendLimit
      },
      /** Forgets the failure notice. */
      dismissFailure() {
        if (self.state !== "failed") return
        self.state = "idle"
        self.sendLimit = undefined
      },
      /**
       * The form as the page opens: a form sent before starts empty; an empty one takes the draft (after a
       * reload or a session expiry).
       */
      open() {
        if (self.state === "sent") {
          self.subject = ""
          self.message = ""
          self.attachments.clear()
          self.state = "idle"
          self.newThreadId = undefined
        }
        const draftsKey = key()
        const draft = parseDraft(draftsKey ? getEnv<StoreEnv>(self).drafts.read(draftsKey) : undefined)
        if (draft && self.subject === "" && self.message === "") {
          self.subject = draft.subject
          self.message = draft.message
        }
      },
      forgetDraft() {
        const draftsKey = key()
        if (draftsKey) getEnv<StoreEnv>(self).drafts.remove(draftsKey)
      },
    }
  })
  .actions((self) => ({
    /**
     * spec §4, §7: waits for uploads, then SendMessageInNewThread. Exactly one thread id back: `sent`, with
     * `newThreadId` to go to. Anything else, or a failure: `failed`, keeping everything typed and attached.
     */
    async send(): Promise<boolean> {
      if (!self.canSend) return false
      self.setState("sending")
      try {
        await self.attachments.whenSettled()
        const client = await messagingClientOf(self)
        const ids = await sendMessageInNewThread(client, {
          title: self.subject.trim(),
          participantIds: self.participantIds,
          firstMessage: { content: self.message.trim(), attachments: self.attachments.uploaded },
        })
        if (ids.length !== 1) {
          self.setState("failed")
          return false
        }
        self.forgetDraft()
        self.setState("sent", ids[0])
        return true
      } catch (error) {
        self.setState("failed", undefined, sendLimitOf(error))
        return false
      }
    },
  }))

export interface NewConversation extends Instance<typeof NewConversationModel> {}
