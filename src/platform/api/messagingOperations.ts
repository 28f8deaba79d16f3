// The customer messaging operations (contracts/messaging/*.graphql) as typed calls, for the messaging area's
// stores: stores do not import generated/, so the documents and the answers' shapes reach them from here.
import {
  AttachmentDownloadUrlDocument,
  CreateAttachmentUploadDocument,
  MarkAsReadDocument,
  MessagingThreadForCustomerDocument,
  MessagingThreadsDocument,
  SendMessageDocument,
  SendMessageInNewThreadDocument,
  type AttachmentInput,
  type MessagingThreadForCustomerQuery,
  type MessagingThreadsQuery,
  type SendMessageMutation,
} from "../../../generated/messaging.ts"
import { MESSAGING_PAGINATION_LIMIT, SEND_LIMIT_CODE, type SendLimitReason } from "../../domain/messaging.ts"
import { isApiError } from "./errors.ts"
import type { MessagingClient } from "./messaging.ts"
import { settle } from "./messagingResults.ts"

export type { AttachmentInput }

/** A thread of the list, with its latest message only (MessagingThreads). */
export type ThreadSummaryData = MessagingThreadsQuery["messagingThreads"]["items"][number]
/** A thread with every message (MessagingThreadForCustomer). */
export type ThreadData = NonNullable<MessagingThreadForCustomerQuery["messagingThreadForCustomer"]>
export type ThreadMessageData = ThreadData["messages"]["items"][number]
export type ParticipantData = ThreadData["participants"][number]
export type SentMessageData = SendMessageMutation["sendMessage"]

// Polls and reopened pages must see the server's state, not urql's cached answer.
const FRESH = { requestPolicy: "network-only" } as const

/** spec §7: MessagingThreads, pagination limit 9999 (each thread with its latest message). */
export async function fetchThreads(
  client: MessagingClient,
  signal?: AbortSignal,
): Promise<{ totalCount: number; items: readonly ThreadSummaryData[] }> {
  const data = await settle(
    client.query(
      MessagingThreadsDocument,
      { pagination: { limit: MESSAGING_PAGINATION_LIMIT, offset: 0, sortOrder: "desc" } },
      FRESH,
    ),
    signal,
  )
  return data.messagingThreads
}

/** spec §7: MessagingThreadForCustomer, limit 9999; null when there is no such thread of the customer's. */
export async function fetchThread(
  client: MessagingClient,
  threadId: string,
  signal?: AbortSignal,
): Promise<ThreadData | null> {
  const data = await settle(
    client.query(
      MessagingThreadForCustomerDocument,
      { id: threadId, pagination: { limit: MESSAGING_PAGINATION_LIMIT, offset: 0, sortOrder: "desc" } },
      FRESH,
    ),
    signal,
  )
  return data.messagingThreadForCustomer
}

/** spec §7: MarkAsRead. */
export async function markThreadRead(
  client: MessagingClient,
  threadId: string,
): Promise<{ readBy: string; readAt: string }> {
  return (await settle(client.mutation(MarkAsReadDocument, { threadId }))).markAsRead
}

/** spec §7: CreateAttachmentUpload: the key and the URL to PUT the file to. */
export async function createAttachmentUpload(
  client: MessagingClient,
  signal?: AbortSignal,
): Promise<{ key: string; url: string }> {
  return (await settle(client.mutation(CreateAttachmentUploadDocument, {}), signal)).createAttachmentUpload
}

export interface OutgoingMessage {
  content: string
  attachments: readonly AttachmentInput[]
}

/** spec §7: SendMessage to an existing thread. */
export async function sendMessage(
  client: MessagingClient,
  threadId: string,
  message: OutgoingMessage,
): Promise<SentMessageData> {
  const variables = {
    threadId,
    message: {
      content: message.content,
      attachments: [...message.attachments],
      questionnaireInvitations: [],
    },
  }
  return (await settle(client.mutation(SendMessageDocument, variables))).sendMessage
}

/** spec §7: SendMessageInNewThread, a customer thread; the ids of the threads created. */
export async function sendMessageInNewThread(
  client: MessagingClient,
  thread: { title: string; participantIds: readonly string[]; firstMessage: OutgoingMessage },
): Promise<readonly string[]> {
  const variables = {
    title: thread.title,
    type: "customer" as const,
    participantIds: [...thread.participantIds],
    separateThreadPerParticipant: false,
    firstMessage: {
      content: thread.firstMessage.content,
      attachments: [...thread.firstMessage.attachments],
      questionnaireInvitations: [],
    },
  }
  return (await settle(client.mutation(SendMessageInNewThreadDocument, variables))).sendMessageInNewThread
}

/**
 * Which hourly limit of the messaging service refused a send (contracts/messaging.graphql, RATE_LIMITED), or
 * undefined for any other failure.
 */
export function sendLimitOf(error: unknown): SendLimitReason | undefined {
  if (!isApiError(error, "graphql")) return undefined
  const refusal = error.extensions?.find((extensions) => extensions.code === SEND_LIMIT_CODE)
  if (!refusal) return undefined
  return refusal.reason === "newThreadsPerHour" ? "newThreadsPerHour" : "messagesPerHour"
}

/** spec §7: AttachmentDownloadUrl, a short-lived URL (never cached: a second open needs a fresh one). */
export async function attachmentDownloadUrl(
  client: MessagingClient,
  attachmentId: string,
  signal?: AbortSignal,
): Promise<string> {
  return (await settle(client.query(AttachmentDownloadUrlDocument, { id: attachmentId }, FRESH), signal))
    .attachmentDownloadUrl
}
