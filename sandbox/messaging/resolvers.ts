// The root fields of contracts/messaging.graphql for the logged-in customer.
import { CUSTOMER_MESSAGING_INFO } from "./info.ts"
import {
  answerQuestionnaire,
  checkAttachments,
  markRead,
  participantIssues,
  sendMessage,
  startThreads,
  type AttachmentInput,
} from "./commands.ts"
import { assertValid, messagingError, notFound } from "./errors.ts"
import { attachmentDownloadUrl, handOutAttachmentUpload } from "./files.ts"
import { answersIssues, messageIssues, subjectIssues, type Issue, type PaginationArgs } from "./rules.ts"
import { customerAttachment, customerInvitation, customerThread, threadPage } from "./store.ts"
import type { ThreadType, UserRow } from "./tables.ts"
import {
  checkedPagination,
  invitationValue,
  messageValue,
  readStatusValue,
  threadValue,
  type MessagingContext,
} from "./values.ts"

interface MessageInput {
  content: string
  attachments: AttachmentInput[]
  questionnaireInvitations: string[]
}

interface NewThreadArgs {
  title: string
  type: ThreadType
  participantIds: string[]
  separateThreadPerParticipant: boolean | null
  firstMessage: MessageInput
}

function customerOf(context: MessagingContext): { customer: UserRow; personaId: string } {
  if (!context.customer || !context.personaId)
    throw new Error("The route lets no operation without a customer here")
  return { customer: context.customer, personaId: context.personaId }
}

function threadOf(context: MessagingContext, id: string) {
  const thread = customerThread(context.db, customerOf(context).customer.id, id)
  if (!thread) throw notFound("thread", id)
  return thread
}

/** The root value for graphql's execute: one object per request, closed over its context. */
export function rootValue(context: MessagingContext) {
  const { db } = context
  return {
    customerMessagingInfo: () => CUSTOMER_MESSAGING_INFO[context.lang],

    messagingThreads: (args: { pagination: PaginationArgs }) => {
      const page = threadPage(db, customerOf(context).customer.id, checkedPagination(args))
      return { totalCount: page.totalCount, items: page.items.map((row) => threadValue(context, row)) }
    },

    // The contract: null when there is no such thread or it is not theirs (no error: it is an answer).
    messagingThreadForCustomer: (args: { id: string }) => {
      const thread = customerThread(db, customerOf(context).customer.id, args.id)
      return thread ? threadValue(context, thread) : null
    },

    attachmentDownloadUrl: (args: { id: string }) => {
      const attachment = customerAttachment(db, customerOf(context).customer.id, args.id)
      if (!attachment) throw notFound("attachment", args.id)
      return attachmentDownloadUrl(attachment, context.origin, context.now())
    },

    createAttachmentUpload: () => {
      const { customer, personaId } = customerOf(context)
      return handOutAttachmentUpload(db, { userId: customer.id, personaId }, context.origin, context.now())
    },

    sendMessageInNewThread: (args: NewThreadArgs) => {
      const { customer } = customerOf(context)
      const message = args.firstMessage
      const attachments = checkAttachments(db, customer.id, message.attachments, "firstMessage.attachments")
      const issues: Issue[] = [
        ...subjectIssues(args.title),
        ...(args.type === "customer" ? [] : [{ path: "type", message: "customers start customer threads" }]),
        ...participantIssues(db, customer.id, args.participantIds),
        ...messageIssues(message, "firstMessage", { attachmentsReplaceText: false }),
        ...attachments.issues,
      ]
      assertValid(issues)
      const ids = startThreads(
        db,
        customer,
        {
          title: args.title.trim(),
          participantIds: [...new Set(args.participantIds)],
          separateThreadPerParticipant: args.separateThreadPerParticipant ?? false,
          content: message.content.trim(),
          attachments: attachments.checked,
        },
        context.now(),
      )
      return ids.map(String)
    },

    sendMessage: (args: { threadId: string; message: MessageInput }) => {
      const { customer } = customerOf(context)
      const thread = threadOf(context, args.threadId)
      const attachments = checkAttachments(db, customer.id, args.message.attachments, "message.attachments")
      assertValid([
        ...messageIssues(args.message, "message", { attachmentsReplaceText: true }),
        ...attachments.issues,
      ])
      if (thread.is_active !== 1) {
        throw messagingError(
          "CONFLICT",
          `The thread ${thread.id} is closed: no more messages can be sent in it`,
        )
      }
      const row = sendMessage(
        db,
        thread,
        customer,
        { content: args.message.content.trim(), attachments: attachments.checked },
        context.now(),
      )
      return messageValue(context, row)
    },

    answerQuestionnaire: (args: { questionnaireInvitationId: string; answers: string }) => {
      const { customer } = customerOf(context)
      assertValid(answersIssues(args.answers, "answers"))
      const invitation = customerInvitation(db, customer.id, args.questionnaireInvitationId)
      if (!invitation) throw notFound("questionnaire invitation", args.questionnaireInvitationId)
      // spec §4: once answered, the questionnaire is read-only
      if (invitation.answered_at !== null) {
        throw messagingError("CONFLICT", `The questionnaire invitation ${invitation.id} is answered already`)
      }
      answerQuestionnaire(db, invitation.id, args.answers, context.now())
      return invitationValue(context, customerInvitation(db, customer.id, String(invitation.id))!)
    },

    markAsRead: (args: { threadId: string }) => {
      const { customer } = customerOf(context)
      const thread = threadOf(context, args.threadId)
      return readStatusValue(markRead(db, thread.id, customer.id, context.now().toISOString()))
    },
  }
}
