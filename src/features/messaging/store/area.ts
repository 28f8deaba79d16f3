import { types, type Instance } from "mobx-state-tree"
import type { ReadMark } from "../../../domain/messaging.ts"
import { MessagingAccessModel, type MessagingAccess } from "./Access.ts"
import { ConversationListModel } from "./Conversations.ts"
import { AttachmentDownloadsModel } from "./Downloads.ts"
import { NewConversationModel } from "./NewConversation.ts"
import { ConversationThreadModel, type ConversationThread } from "./Thread.ts"

/**
 * Messaging (spec messaging-records-payments §2-§9): who may use it and its announcement, the conversations,
 * the open thread with its reply box, the new-conversation form, and attachment downloads. Loaded with the
 * conversations pages (and the front page's conversations block), never in the kiosk.
 */
export const MessagingAreaModel = types
  .model("MessagingArea", {
    access: types.optional(MessagingAccessModel, {}),
    conversations: types.optional(ConversationListModel, {}),
    /** The threads opened in this visit, by id (opened again, a thread shows what it had while it reloads). */
    threads: types.map(ConversationThreadModel),
    /** The thread opened last (the one on show). */
    currentThreadId: types.maybe(types.string),
    newConversation: types.optional(NewConversationModel, {}),
    downloads: types.optional(AttachmentDownloadsModel, {}),
  })
  .views((self) => ({
    /** The thread opened last (openThread), the one on show. */
    get thread(): ConversationThread | undefined {
      return self.currentThreadId === undefined ? undefined : self.threads.get(self.currentThreadId)
    },
    get customerMessagingUserId(): string | undefined {
      return self.access.customerMessagingUserId
    },
    /** What the pages show: loading, maintenance, empty, ready or error (spec §2, §6). */
    get accessState(): MessagingAccess {
      return self.access.access
    },
    /** Unread conversations (the menu item, the front page); undefined until the list has loaded. */
    get unreadCount(): number | undefined {
      return self.conversations.unreadCount
    },
  }))
  .actions((self) => ({
    /**
     * The thread `threadId` (digits from the URL), created on first use, and made the one on show (`thread`).
     * Its page then calls `open()` (load, poll) and `close()` as it goes.
     */
    openThread(threadId: string): ConversationThread {
      if (!self.threads.has(threadId)) self.threads.put({ threadId, reply: { threadId } })
      self.currentThreadId = threadId
      return self.threads.get(threadId)!
    },
    /**
     * The side menu's unread count where no page of messaging shows the list: the access, then the list once
     * where messaging is in use (no polling). A list that is loaded, loading or shown is left as it is.
     */
    async loadUnreadCount(): Promise<void> {
      await self.access.ensureLoaded()
      const { conversations } = self
      if (self.access.access !== "loaded" || conversations.openCount > 0) return
      if (conversations.loadState.isLoaded || conversations.loadState.isLoading) return
      await conversations.load()
    },
    /** The list learns at once that a thread was marked read. */
    threadRead(threadId: string, mark: ReadMark) {
      self.conversations.markReadLocally(threadId, mark)
    },
  }))

export interface MessagingArea extends Instance<typeof MessagingAreaModel> {}

export type { MessagingAccess, MessagingAnnouncement, SystemStatus, AnnouncementType } from "./Access.ts"
export type { ConversationList } from "./Conversations.ts"
export type { ConversationThread, ThreadStatus, Assignee } from "./Thread.ts"
export type { Reply, ReplyBlocker, SendState } from "./Reply.ts"
export type {
  NewConversation,
  NewConversationRecipient,
  NewConversationSendBlocker,
  NewConversationState,
} from "./NewConversation.ts"
export type { Attachments, AttachmentItem, AttachmentStatus, RejectedFile } from "./Attachments.ts"
export type { AttachmentDownloads } from "./Downloads.ts"
export type {
  ConversationSummary,
  LatestMessage,
  MessageAttachment,
  MessageAuthor,
  QuestionnaireInvitation,
  ThreadMessage,
  ThreadTitle,
} from "./types.ts"
export type { DayGroup, DayKind, PaginationEntry, AbsencePeriod } from "../../../domain/messaging.ts"
