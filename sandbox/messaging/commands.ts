// What a customer changes in the messaging service. Arguments are checked by the resolvers before they get here,
// except what needs the state (attachments, participants).
import { transaction, type Db } from "../db/database.ts"
import { uploadedAttachment } from "./files.ts"
import { assertWithinSendLimits } from "./sendLimits.ts"
import {
  ATTACHMENTS_MAX_COUNT,
  ATTACHMENTS_MAX_TOTAL_BYTES,
  attachmentIssues,
  mediaTypeEssence,
  type Issue,
} from "./rules.ts"
import { careTeamOf, userById } from "./store.ts"
import type { MessageRow, ReadStatusRow, ThreadRow, UserRow } from "./tables.ts"
import { toIsoDate } from "../../src/domain/dates.ts"

export interface AttachmentInput {
  key: string
  fileName: string
  contentType: string
}

export interface CheckedAttachment extends AttachmentInput {
  size: number
}

/** The attachments' uploads, or the issues that stop them being attached (spec §5). */
export function checkAttachments(
  db: Db,
  customerUserId: string,
  attachments: readonly AttachmentInput[],
  path: string,
): { issues: Issue[]; checked: CheckedAttachment[] } {
  const issues: Issue[] = []
  const checked: CheckedAttachment[] = []
  const seen = new Set<string>()
  // ours (issue 31): at most 10 files a message, as the portal's attachment field says
  if (attachments.length > ATTACHMENTS_MAX_COUNT) {
    issues.push({ path, message: `must be at most ${ATTACHMENTS_MAX_COUNT} files` })
  }
  attachments.forEach((attachment, index) => {
    const at = `${path}.${index}`
    const named = attachmentIssues(attachment, at)
    issues.push(...named)
    if (seen.has(attachment.key)) {
      issues.push({ path: `${at}.key`, message: "is attached twice" })
      return
    }
    seen.add(attachment.key)
    const upload = uploadedAttachment(db, customerUserId, attachment.key)
    if (typeof upload === "string") {
      const why = {
        unknown: "was not handed out by createAttachmentUpload to this customer",
        "not uploaded": "has no file uploaded yet",
        "attached already": "is attached to a message already",
      }[upload]
      issues.push({ path: `${at}.key`, message: why })
      return
    }
    if (mediaTypeEssence(attachment.contentType) !== upload.contentType) {
      issues.push({
        path: `${at}.contentType`,
        message: `must be the uploaded file's type, ${upload.contentType}`,
      })
    }
    if (named.length === 0) checked.push({ ...attachment, size: upload.bytes.length })
  })
  const total = checked.reduce((sum, attachment) => sum + attachment.size, 0)
  if (total > ATTACHMENTS_MAX_TOTAL_BYTES) {
    issues.push({ path, message: `must together be at most ${ATTACHMENTS_MAX_TOTAL_BYTES} bytes (9 MiB)` })
  }
  return { issues, checked }
}

/** Participant ids a customer may address: professionals of their care team; empty means the team. */
export function participantIssues(
  db: Db,
  customerUserId: string,
  participantIds: readonly string[],
): Issue[] {
  const team = new Set(careTeamOf(db, customerUserId).map((professional) => professional.id))
  return participantIds.flatMap((id, index) =>
    team.has(id)
      ? []
      : [{ path: `participantIds.${index}`, message: "is not a professional of your care team" }],
  )
}

function insertMessage(
  db: Db,
  threadId: number,
  authorId: string,
  content: string,
  attachments: readonly CheckedAttachment[],
  created: string,
): MessageRow {
  const { id } = db
    .prepare(
      "INSERT INTO messaging_messages (thread_id, author_id, created, content) VALUES (?, ?, ?, ?) RETURNING id",
    )
    .get(threadId, authorId, created, content) as { id: number }
  const attach = db.prepare(
    "INSERT INTO messaging_attachments (message_id, upload_key, file_name, content_type, size) VALUES (?, ?, ?, ?, ?)",
  )
  for (const attachment of attachments) {
    attach.run(
      id,
      attachment.key,
      attachment.fileName,
      mediaTypeEssence(attachment.contentType),
      attachment.size,
    )
  }
  db.prepare("INSERT OR IGNORE INTO messaging_participants (thread_id, user_id) VALUES (?, ?)").run(
    threadId,
    authorId,
  )
  markRead(db, threadId, authorId, created)
  return {
    id,
    thread_id: threadId,
    author_id: authorId,
    created,
    content,
    deleted_by: null,
    deleted_at: null,
    deleted_reason: null,
  }
}

/** Who answers a new conversation: the first addressee, or the care team's first; a substitute while absent. */
function assigneeFor(db: Db, professional: UserRow, today: string): UserRow {
  const absence = db
    .prepare(
      "SELECT substitute_ids FROM messaging_absences WHERE absentee_id = ? AND start_date <= ? AND end_date >= ?",
    )
    .get(professional.id, today, today) as { substitute_ids: string } | undefined
  const substituteId = absence ? (JSON.parse(absence.substitute_ids) as string[])[0] : undefined
  return (substituteId && userById(db, substituteId)) || professional
}

export interface NewThreadsInput {
  title: string
  participantIds: readonly string[]
  separateThreadPerParticipant: boolean
  content: string
  attachments: readonly CheckedAttachment[]
}

/** Starts one thread, or one per participant; returns their ids. */
export function startThreads(db: Db, customer: UserRow, input: NewThreadsInput, now: Date): number[] {
  const team = careTeamOf(db, customer.id)
  const addressed = input.participantIds.map((id) => team.find((professional) => professional.id === id)!)
  const groups =
    input.separateThreadPerParticipant && addressed.length > 1 ? addressed.map((one) => [one]) : [addressed]
  const created = now.toISOString()
  return transaction(db, () => {
    assertWithinSendLimits(db, customer.id, now, { messages: groups.length, threads: groups.length })
    return groups.map((group) => {
      const first = group[0] ?? team[0]
      if (!first) throw new Error(`The customer ${customer.id} has no care team`)
      const assignee = assigneeFor(db, first, toIsoDate(now))
      const { id } = db
        .prepare(
          `INSERT INTO messaging_threads (customer_user_id, title, is_active, created, thread_type)
           VALUES (?, ?, 1, ?, 'customer') RETURNING id`,
        )
        .get(customer.id, input.title, created) as { id: number }
      const participant = db.prepare(
        "INSERT OR IGNORE INTO messaging_participants (thread_id, user_id) VALUES (?, ?)",
      )
      for (const user of [customer, ...group, assignee]) participant.run(id, user.id)
      db.prepare("INSERT INTO messaging_assignments (thread_id, assignee_id, assigned) VALUES (?, ?, ?)").run(
        id,
        assignee.id,
        created,
      )
      const access = db.prepare(
        "INSERT OR IGNORE INTO messaging_access (thread_id, professional_id) VALUES (?, ?)",
      )
      for (const professional of [...group, ...team]) {
        if (professional.id !== assignee.id) access.run(id, professional.id)
      }
      insertMessage(db, id, customer.id, input.content, input.attachments, created)
      return id
    })
  })
}

export function sendMessage(
  db: Db,
  thread: ThreadRow,
  customer: UserRow,
  message: { content: string; attachments: readonly CheckedAttachment[] },
  now: Date,
): MessageRow {
  return transaction(db, () => {
    assertWithinSendLimits(db, customer.id, now, { messages: 1, threads: 0 })
    return insertMessage(db, thread.id, customer.id, message.content, message.attachments, now.toISOString())
  })
}

/** Sets when the user last read the thread; never moves it back. */
export function markRead(db: Db, threadId: number, userId: string, readAt: string): ReadStatusRow {
  return db
    .prepare(
      `INSERT INTO messaging_read_status (thread_id, user_id, read_at) VALUES (?, ?, ?)
       ON CONFLICT (thread_id, user_id) DO UPDATE SET read_at = max(read_at, excluded.read_at)
       RETURNING *`,
    )
    .get(threadId, userId, readAt) as unknown as ReadStatusRow
}

export function answerQuestionnaire(db: Db, invitationId: number, answers: string, now: Date): void {
  db.prepare("UPDATE messaging_questionnaire_invitations SET answers = ?, answered_at = ? WHERE id = ?").run(
    answers,
    now.toISOString(),
    invitationId,
  )
}
