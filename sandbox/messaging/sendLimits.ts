// How much a customer may send in an hour (contracts/messaging.graphql, sendMessage and sendMessageInNewThread):
// more than any patient writes, little enough that no one fills the service and everyone's answers with text.
// The hour is the one before the sandbox's now, by its clock.
import { SEND_LIMIT_CODE, type SendLimitReason } from "../../src/domain/messaging.ts"
import type { Db } from "../db/database.ts"
import { messagingError } from "./errors.ts"
import { MESSAGING_LIMITS } from "./limits.ts"

const HOUR_MS = 60 * 60 * 1000

/** What a send would add: a reply is one message; a new conversation one thread and message per thread started. */
export interface Sending {
  messages: number
  threads: number
}

/** How many messages the customer wrote, and threads they started, in the hour before `now`. */
export function sentInTheHour(db: Db, customerUserId: string, now: Date): Sending {
  const since = new Date(now.getTime() - HOUR_MS).toISOString()
  const { messages } = db
    .prepare("SELECT count(*) AS messages FROM messaging_messages WHERE author_id = ? AND created > ?")
    .get(customerUserId, since) as { messages: number }
  // a thread the customer started opens with their message, written as the thread is created
  const { threads } = db
    .prepare(
      `SELECT count(*) AS threads FROM messaging_threads AS thread
       WHERE thread.customer_user_id = ? AND thread.created > ? AND EXISTS (
         SELECT 1 FROM messaging_messages AS message
         WHERE message.thread_id = thread.id AND message.author_id = thread.customer_user_id
           AND message.created = thread.created)`,
    )
    .get(customerUserId, since) as { threads: number }
  return { messages, threads }
}

/** Throws RATE_LIMITED (nothing is stored) when the send would pass an hourly limit. */
export function assertWithinSendLimits(db: Db, customerUserId: string, now: Date, sending: Sending): void {
  const sent = sentInTheHour(db, customerUserId, now)
  const refuse = (reason: SendLimitReason, limit: number, what: string) =>
    messagingError(SEND_LIMIT_CODE, `A customer may ${what} at most ${limit} times an hour`, {
      reason,
      limit,
    })
  if (sending.threads > 0 && sent.threads + sending.threads > MESSAGING_LIMITS.newThreadsPerHour) {
    throw refuse("newThreadsPerHour", MESSAGING_LIMITS.newThreadsPerHour, "start a conversation")
  }
  if (sent.messages + sending.messages > MESSAGING_LIMITS.messagesPerHour) {
    throw refuse("messagesPerHour", MESSAGING_LIMITS.messagesPerHour, "send a message")
  }
}
