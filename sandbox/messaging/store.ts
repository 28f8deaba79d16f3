// Reads of the messaging state, each for one customer: a thread of another customer does not exist for them.
import type { Db } from "../db/database.ts"
import type { PaginationArgs } from "./rules.ts"
import type {
  AbsenceRow,
  AssignmentRow,
  AttachmentRow,
  InvitationRow,
  MessageRow,
  QuestionnaireFormRow,
  ReadStatusRow,
  ThreadRow,
  UserRow,
} from "./tables.ts"

const direction = (sortOrder: PaginationArgs["sortOrder"]) => (sortOrder === "asc" ? "ASC" : "DESC")

export function customerUserOfPersona(db: Db, personaId: string): UserRow | undefined {
  return db
    .prepare("SELECT * FROM messaging_users WHERE persona_id = ? AND user_type = 'CustomerUser'")
    .get(personaId) as UserRow | undefined
}

export function userById(db: Db, id: string): UserRow | undefined {
  return db.prepare("SELECT * FROM messaging_users WHERE id = ?").get(id) as UserRow | undefined
}

// The latest activity orders the list: the newest message, or the thread's creation while it has none.
const LAST_ACTIVITY = `coalesce((SELECT max(created) FROM messaging_messages m WHERE m.thread_id = t.id), t.created)`

export function threadPage(
  db: Db,
  customerUserId: string,
  pagination: PaginationArgs,
): { totalCount: number; items: ThreadRow[] } {
  const { count } = db
    .prepare("SELECT count(*) AS count FROM messaging_threads WHERE customer_user_id = ?")
    .get(customerUserId) as { count: number }
  const items = db
    .prepare(
      `SELECT t.* FROM messaging_threads t WHERE t.customer_user_id = ?
       ORDER BY ${LAST_ACTIVITY} ${direction(pagination.sortOrder)}, t.id ${direction(pagination.sortOrder)}
       LIMIT ? OFFSET ?`,
    )
    .all(customerUserId, pagination.limit, pagination.offset) as unknown as ThreadRow[]
  return { totalCount: count, items }
}

/** The thread when it is this customer's; ids that are not digits are no thread. */
export function customerThread(db: Db, customerUserId: string, id: string): ThreadRow | undefined {
  if (!/^\d{1,15}$/.test(id)) return undefined
  return db
    .prepare("SELECT * FROM messaging_threads WHERE id = ? AND customer_user_id = ?")
    .get(Number(id), customerUserId) as ThreadRow | undefined
}

export function participantsOf(db: Db, threadId: number): UserRow[] {
  return db
    .prepare(
      `SELECT u.* FROM messaging_participants p JOIN messaging_users u ON u.id = p.user_id
       WHERE p.thread_id = ?
       ORDER BY CASE u.user_type WHEN 'CustomerUser' THEN 0 WHEN 'ProfessionalUser' THEN 1 ELSE 2 END, u.last_name`,
    )
    .all(threadId) as unknown as UserRow[]
}

export function assignmentsOf(db: Db, threadId: number, currentOnly: boolean): AssignmentRow[] {
  return db
    .prepare(
      `SELECT * FROM messaging_assignments WHERE thread_id = ? ${currentOnly ? "AND ended IS NULL" : ""}
       ORDER BY assigned, id`,
    )
    .all(threadId) as unknown as AssignmentRow[]
}

export function professionalsWithAccess(db: Db, threadId: number): UserRow[] {
  return db
    .prepare(
      `SELECT u.* FROM messaging_access a JOIN messaging_users u ON u.id = a.professional_id
       WHERE a.thread_id = ? ORDER BY u.last_name`,
    )
    .all(threadId) as unknown as UserRow[]
}

export function readStatusOf(db: Db, threadId: number): ReadStatusRow[] {
  return db
    .prepare("SELECT * FROM messaging_read_status WHERE thread_id = ? ORDER BY read_at")
    .all(threadId) as unknown as ReadStatusRow[]
}

export function messagePage(
  db: Db,
  threadId: number,
  pagination: PaginationArgs,
): { totalCount: number; items: MessageRow[] } {
  const { count } = db
    .prepare("SELECT count(*) AS count FROM messaging_messages WHERE thread_id = ?")
    .get(threadId) as { count: number }
  const order = direction(pagination.sortOrder)
  const items = db
    .prepare(
      `SELECT * FROM messaging_messages WHERE thread_id = ? ORDER BY created ${order}, id ${order} LIMIT ? OFFSET ?`,
    )
    .all(threadId, pagination.limit, pagination.offset) as unknown as MessageRow[]
  return { totalCount: count, items }
}

export function messageById(db: Db, id: number): MessageRow | undefined {
  return db.prepare("SELECT * FROM messaging_messages WHERE id = ?").get(id) as MessageRow | undefined
}

export function attachmentsOf(db: Db, messageId: number): AttachmentRow[] {
  return db
    .prepare("SELECT * FROM messaging_attachments WHERE message_id = ? ORDER BY id")
    .all(messageId) as unknown as AttachmentRow[]
}

/** An attachment of a message in one of this customer's threads. */
export function customerAttachment(db: Db, customerUserId: string, id: string): AttachmentRow | undefined {
  if (!/^\d{1,15}$/.test(id)) return undefined
  return db
    .prepare(
      `SELECT a.* FROM messaging_attachments a
       JOIN messaging_messages m ON m.id = a.message_id
       JOIN messaging_threads t ON t.id = m.thread_id
       WHERE a.id = ? AND t.customer_user_id = ? AND m.deleted_at IS NULL`,
    )
    .get(Number(id), customerUserId) as AttachmentRow | undefined
}

export function invitationsOf(db: Db, messageId: number): InvitationRow[] {
  return db
    .prepare("SELECT * FROM messaging_questionnaire_invitations WHERE message_id = ? ORDER BY id")
    .all(messageId) as unknown as InvitationRow[]
}

/** A questionnaire invitation sent in one of this customer's threads. */
export function customerInvitation(db: Db, customerUserId: string, id: string): InvitationRow | undefined {
  if (!/^\d{1,15}$/.test(id)) return undefined
  return db
    .prepare(
      `SELECT i.* FROM messaging_questionnaire_invitations i
       JOIN messaging_messages m ON m.id = i.message_id
       JOIN messaging_threads t ON t.id = m.thread_id
       WHERE i.id = ? AND t.customer_user_id = ?`,
    )
    .get(Number(id), customerUserId) as InvitationRow | undefined
}

/** Every questionnaire invitation sent to this customer, the newest first (for the questionnaire pages). */
export function customerInvitations(db: Db, customerUserId: string): (InvitationRow & { sent: string })[] {
  return db
    .prepare(
      `SELECT i.*, m.created AS sent FROM messaging_questionnaire_invitations i
       JOIN messaging_messages m ON m.id = i.message_id
       JOIN messaging_threads t ON t.id = m.thread_id
       WHERE t.customer_user_id = ? ORDER BY m.created DESC, i.id DESC`,
    )
    .all(customerUserId) as unknown as (InvitationRow & { sent: string })[]
}

export function questionnaireForm(db: Db, id: string): QuestionnaireFormRow | undefined {
  return db.prepare("SELECT * FROM messaging_questionnaire_forms WHERE id = ?").get(id) as
    QuestionnaireFormRow | undefined
}

/** A professional's absences that have not ended by `today` (yyyy-MM-dd). */
export function absencesOf(
  db: Db,
  professionalId: string,
  today: string,
  pagination: PaginationArgs,
): AbsenceRow[] {
  const order = direction(pagination.sortOrder)
  return db
    .prepare(
      `SELECT * FROM messaging_absences WHERE absentee_id = ? AND end_date >= ?
       ORDER BY start_date ${order}, id ${order} LIMIT ? OFFSET ?`,
    )
    .all(professionalId, today, pagination.limit, pagination.offset) as unknown as AbsenceRow[]
}

/** The customer's care team, the professional new conversations are assigned to first. */
export function careTeamOf(db: Db, customerUserId: string): UserRow[] {
  return db
    .prepare(
      `SELECT u.* FROM messaging_care_teams c JOIN messaging_users u ON u.id = c.professional_id
       WHERE c.customer_user_id = ? ORDER BY c.position`,
    )
    .all(customerUserId) as unknown as UserRow[]
}
