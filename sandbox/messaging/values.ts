// Rows as the schema's objects. Fields that take arguments or need more rows are functions: graphql's default
// resolver calls them with the field's arguments, so nothing is read that the operation does not select.
import type { Lang } from "../../src/domain/language.ts"
import type { Db } from "../db/database.ts"
import { toIsoDate } from "../../src/domain/dates.ts"
import { assertValid } from "./errors.ts"
import { attachmentType, paginationIssues, type PaginationArgs } from "./rules.ts"
import {
  absencesOf,
  assignmentsOf,
  attachmentsOf,
  invitationsOf,
  messagePage,
  participantsOf,
  professionalsWithAccess,
  questionnaireForm,
  readStatusOf,
  userById,
} from "./store.ts"
import type { AttachmentRow, InvitationRow, MessageRow, ReadStatusRow, ThreadRow, UserRow } from "./tables.ts"
import { helsinkiDateTime } from "./time.ts"

/** What every resolver knows about the request. */
export interface MessagingContext {
  db: Db
  lang: Lang
  /** The origin the browser used, for the URLs handed out. */
  origin: string
  now(): Date
  /** The logged-in customer's messaging user; the route lets only customerMessagingInfo run without one. */
  customer: UserRow | undefined
  personaId: string | undefined
}

interface PaginationField {
  pagination: PaginationArgs
}

export function checkedPagination(args: PaginationField): PaginationArgs {
  assertValid(paginationIssues(args.pagination))
  return args.pagination
}

export function userValue(context: MessagingContext, row: UserRow) {
  const common = {
    __typename: row.user_type,
    id: row.id,
    userType: row.user_type,
    firstName: row.first_name,
    lastName: row.last_name,
    title: row.title,
    emailAddress: row.email_address,
  }
  switch (row.user_type) {
    case "ProfessionalUser":
      return {
        ...common,
        dhUserNames: JSON.parse(row.dh_user_names) as string[],
        absences: (args: PaginationField) =>
          absencesOf(context.db, row.id, toIsoDate(context.now()), checkedPagination(args)).map(
            (absence) => ({
              absenceeUserId: absence.absentee_id,
              substituteUserIds: JSON.parse(absence.substitute_ids) as string[],
              startDate: absence.start_date,
              endDate: absence.end_date,
              // The contract: for colleagues only, null when a customer asks.
              internalMessage: null,
            }),
          ),
      }
    case "CustomerUser":
      return {
        ...common,
        customerSsn: row.id === context.customer?.id ? row.customer_ssn : null,
        organizations: row.department_name ? [{ departmentName: row.department_name }] : [],
        customerOrganization: row.organization_name
          ? { name: row.organization_name, companyCode: row.organization_code }
          : null,
        periodicInspectionClinic: row.clinic_name ? { name: row.clinic_name } : null,
      }
    case "HrUser":
      return { ...common, companyName: row.company_name }
  }
}

function userValueById(context: MessagingContext, id: string) {
  const row = userById(context.db, id)
  if (!row) throw new Error(`No messaging user ${id}`)
  return userValue(context, row)
}

export function readStatusValue(row: ReadStatusRow) {
  return { readBy: row.user_id, readAt: helsinkiDateTime(row.read_at) }
}

function attachmentValue(row: AttachmentRow) {
  return {
    id: String(row.id),
    fileName: row.file_name,
    contentType: row.content_type,
    type: attachmentType(row.file_name),
  }
}

export function invitationValue(context: MessagingContext, row: InvitationRow) {
  return {
    id: String(row.id),
    answeredAt: row.answered_at === null ? null : helsinkiDateTime(row.answered_at),
    questionnaireForm: () => {
      const form = questionnaireForm(context.db, row.form_id)
      if (!form) throw new Error(`No questionnaire form ${row.form_id}`)
      return form
    },
    questionnaireAnswers: row.answers === null ? null : { answers: row.answers },
  }
}

export function messageValue(context: MessagingContext, row: MessageRow) {
  const deleted = row.deleted_at !== null
  return {
    id: String(row.id),
    created: helsinkiDateTime(row.created),
    // A deleted message keeps nothing of what it said (spec: the app shows 'This message has been deleted.').
    content: deleted ? "" : row.content,
    author: () => userValueById(context, row.author_id),
    attachments: () => (deleted ? [] : attachmentsOf(context.db, row.id).map(attachmentValue)),
    questionnaireInvitations: () =>
      deleted
        ? []
        : invitationsOf(context.db, row.id).map((invitation) => invitationValue(context, invitation)),
    deleted,
    deletedBy: row.deleted_by,
    deletedAt: row.deleted_at === null ? null : helsinkiDateTime(row.deleted_at),
    deletedReason: row.deleted_reason,
  }
}

export function threadValue(context: MessagingContext, row: ThreadRow) {
  const { db } = context
  return {
    id: String(row.id),
    title: row.title,
    isActive: row.is_active === 1,
    created: helsinkiDateTime(row.created),
    threadType: row.thread_type,
    participants: () => participantsOf(db, row.id).map((user) => userValue(context, user)),
    assignments: (args: { currentOnly: boolean }) =>
      assignmentsOf(db, row.id, args.currentOnly).map((assignment) => ({
        assignee: () => userValueById(context, assignment.assignee_id),
        assigned: helsinkiDateTime(assignment.assigned),
      })),
    professionalsWithAccess: () =>
      professionalsWithAccess(db, row.id).map((user) => userValue(context, user)),
    readStatus: () => readStatusOf(db, row.id).map(readStatusValue),
    messages: (args: PaginationField) => {
      const page = messagePage(db, row.id, checkedPagination(args))
      return {
        totalCount: page.totalCount,
        items: page.items.map((message) => messageValue(context, message)),
      }
    },
  }
}
