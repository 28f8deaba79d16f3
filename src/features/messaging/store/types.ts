// The shapes the messaging views read, made from the service's answers (src/platform/api/messagingOperations.ts).
import type { ThreadMessageData, ThreadSummaryData } from "../../../platform/api/messagingOperations.ts"
import {
  isThreadReadBy,
  mediaTypeEssence,
  threadTitleOf,
  type AttachmentItemType,
  type ThreadTitle,
} from "../../../domain/messaging.ts"

export type { ThreadTitle } from "../../../domain/messaging.ts"

/**
 * Ours (issue 31): the attachment types shown as a preview in the thread, the allowed image types every browser
 * shows (TIFF is allowed but most browsers do not show it: it keeps the file's icon).
 */
export const PREVIEW_CONTENT_TYPES: readonly string[] = ["image/png", "image/jpeg", "image/gif"]

export interface MessageAuthor {
  readonly kind: "customer" | "professional"
  /** A messaging user id. */
  readonly id: string
  readonly firstName: string
  readonly lastName: string
  /** A professional's title (e.g. Yleislääkäri); undefined for customers. */
  readonly title: string | undefined
}

/** The latest message of a thread in the list. */
export interface LatestMessage {
  readonly id: string
  /** RFC 3339 instant. */
  readonly created: string
  /** Empty when deleted: the views show 'This message has been deleted.' */
  readonly content: string
  readonly deleted: boolean
  readonly author: MessageAuthor
}

/** A thread in the conversations list. */
export interface ConversationSummary {
  /** Digits: /{lang}/conversations/{id}. */
  readonly id: string
  readonly title: ThreadTitle
  readonly isActive: boolean
  readonly created: string
  readonly latestMessage: LatestMessage | undefined
  /** spec §4's read rule for the customer's messaging user; highlighted in the list. */
  readonly isUnread: boolean
}

export interface MessageAttachment {
  /** For AttachmentDownloadUrl. */
  readonly id: string
  readonly fileName: string
  readonly contentType: string
  /** spec §3: image for jpg/jpeg/png names, binary otherwise. */
  readonly type: AttachmentItemType
  /** Shown as a small preview in the thread (PREVIEW_CONTENT_TYPES); other files show their icon. */
  readonly previewable: boolean
}

export interface QuestionnaireInvitation {
  readonly id: string
  /** Null until answered. */
  readonly answeredAt: string | null
  readonly formId: string
  readonly title: string
}

/** A message of the open thread. */
export interface ThreadMessage {
  readonly id: string
  readonly created: string
  /** Empty when deleted. */
  readonly content: string
  readonly deleted: boolean
  readonly author: MessageAuthor
  /** Written by this customer (the views may align or label it). */
  readonly isOwn: boolean
  readonly attachments: readonly MessageAttachment[]
  readonly questionnaireInvitations: readonly QuestionnaireInvitation[]
}

type AuthorData = ThreadMessageData["author"]

export function authorOf(
  author: AuthorData | ThreadSummaryData["messages"]["items"][number]["author"],
): MessageAuthor {
  return {
    kind: author.__typename === "CustomerUser" ? "customer" : "professional",
    id: author.id,
    firstName: author.firstName,
    lastName: author.lastName,
    title: "title" in author ? (author.title ?? undefined) : undefined,
  }
}

export function messageOf(
  data: ThreadMessageData,
  customerMessagingUserId: string | undefined,
): ThreadMessage {
  const author = authorOf(data.author)
  return {
    id: data.id,
    created: data.created,
    content: data.deleted ? "" : data.content,
    deleted: data.deleted,
    author,
    isOwn: author.kind === "customer" && author.id === customerMessagingUserId,
    attachments: data.attachments.map(({ id, fileName, contentType, type }) => ({
      id,
      fileName,
      contentType,
      type,
      previewable: PREVIEW_CONTENT_TYPES.includes(mediaTypeEssence(contentType)),
    })),
    questionnaireInvitations: data.questionnaireInvitations.map((invitation) => ({
      id: invitation.id,
      answeredAt: invitation.answeredAt,
      formId: invitation.questionnaireForm.id,
      title: invitation.questionnaireForm.title,
    })),
  }
}

export function summaryOf(
  data: ThreadSummaryData,
  customerMessagingUserId: string | undefined,
): ConversationSummary {
  const latest = data.messages.items[0]
  return {
    id: data.id,
    title: threadTitleOf(data.title),
    isActive: data.isActive,
    created: data.created,
    latestMessage: latest && {
      id: latest.id,
      created: latest.created,
      content: latest.deleted ? "" : latest.content,
      deleted: latest.deleted,
      author: authorOf(latest.author),
    },
    // The list's query carries no assignments: the customer is never a thread's assignee anyway.
    isUnread:
      customerMessagingUserId !== undefined &&
      !isThreadReadBy({
        userId: customerMessagingUserId,
        readStatus: data.readStatus,
        lastMessageCreated: latest?.created,
      }),
  }
}
