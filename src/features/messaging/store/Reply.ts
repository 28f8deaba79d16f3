import { getEnv, types, type Instance } from "mobx-state-tree"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { sendLimitOf, sendMessage, type SentMessageData } from "../../../platform/api/messagingOperations.ts"
import { isReplySendable, type SendLimitReason } from "../../../domain/messaging.ts"
import { AttachmentsModel } from "./Attachments.ts"
import { draftKey } from "./draftKeys.ts"
import { messageLength, type MessageLength } from "./messageLength.ts"
import { messagingClientOf } from "./areaContext.ts"

/**
 * idle; sending; failed ('Failed to send the message.', the text and the attachments kept; or, when the service's
 * hourly limit refused it, `sendLimit` says which).
 */
export type SendState = "idle" | "sending" | "failed"

/**
 * Why the send button is not ready (the gated button's press lists them): no text or file, a text over the limit
 * (never cut: the user shortens it), a file whose upload failed (removed or picked again first), or sending.
 */
export type ReplyBlocker = "empty" | "tooLong" | "attachmentFailed" | "sending"

/**
 * The send box of an open thread (spec §4, §5): non-empty text or at least one attachment; cleared on a
 * successful send; on a failure everything typed and attached stays. The text is kept as a draft per thread.
 */
export const ReplyModel = types
  .model("Reply", {
    threadId: types.string,
    text: "",
    attachments: types.optional(AttachmentsModel, {}),
  })
  .volatile(() => ({
    sendState: "idle" as SendState,
    sendLimit: undefined as SendLimitReason | undefined,
  }))
  .views((self) => ({
    get isSending(): boolean {
      return self.sendState === "sending"
    },
    get sendFailed(): boolean {
      return self.sendState === "failed"
    },
    /** Attachments that are or will be sent (a failed upload is not). */
    get attachmentCount(): number {
      return self.attachments.items.filter((item) => item.status !== "error").length
    },
  }))
  .views((self) => ({
    /** The text against the 10 000-character limit (the counter). */
    get length(): MessageLength {
      return messageLength(self.text)
    },
    get blockers(): ReplyBlocker[] {
      const blockers: ReplyBlocker[] = []
      if (!isReplySendable(self.text, self.attachmentCount)) blockers.push("empty")
      if (this.length.over > 0) blockers.push("tooLong")
      if (self.attachments.hasErrors) blockers.push("attachmentFailed")
      if (self.isSending) blockers.push("sending")
      return blockers
    },
    get canSend(): boolean {
      return this.blockers.length === 0
    },
  }))
  .actions((self) => {
    const draftsKey = () => draftKey(self, self.threadId)
    return {
      setText(text: string) {
        self.text = text
        const key = draftsKey()
        if (!key) return
        const { drafts } = getEnv<StoreEnv>(self)
        if (text === "") drafts.remove(key)
        else drafts.write(key, text)
      },
      /** The draft kept for this thread, if the box is empty (after a reload or a session expiry). */
      restoreDraft() {
        const key = draftsKey()
        const draft = key ? getEnv<StoreEnv>(self).drafts.read(key) : undefined
        if (draft && self.text === "") self.text = draft
      },
      setSendState(state: SendState, sendLimit?: SendLimitReason) {
        self.sendState = state
        self.sendLimit = sendLimit
      },
      /** Forgets the failure notice (the user edits again). */
      dismissFailure() {
        if (self.sendState !== "failed") return
        self.sendState = "idle"
        self.sendLimit = undefined
      },
      clearAfterSend() {
        self.text = ""
        self.attachments.clear()
        self.sendState = "idle"
        self.sendLimit = undefined
        const key = draftsKey()
        if (key) getEnv<StoreEnv>(self).drafts.remove(key)
      },
    }
  })
  .actions((self) => ({
    /**
     * spec §7 SendMessage: waits for uploads still running, then sends the text and the uploaded files. The
     * message sent, or undefined when it was not (blocked, or failed: then `sendFailed`).
     */
    async send(): Promise<SentMessageData | undefined> {
      if (!self.canSend) return undefined
      self.setSendState("sending")
      try {
        await self.attachments.whenSettled()
        const attachments = self.attachments.uploaded
        const content = self.text.trim()
        if (!isReplySendable(content, attachments.length)) throw new Error("nothing left to send")
        const client = await messagingClientOf(self)
        const sent = await sendMessage(client, self.threadId, { content, attachments })
        self.clearAfterSend()
        return sent
      } catch (error) {
        self.setSendState("failed", sendLimitOf(error))
        return undefined
      }
    },
  }))

export interface Reply extends Instance<typeof ReplyModel> {}
