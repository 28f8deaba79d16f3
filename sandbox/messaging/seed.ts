// Seeds the messaging service for `today` (Helsinki): the same day gives the same data, down to the seconds.
import { createHash } from "node:crypto"
import { DateTime } from "luxon"
import { HELSINKI } from "../../src/domain/dates.ts"
import type { Db } from "../db/database.ts"
import { seedFile, storeSeedFile } from "./files.ts"
import {
  ABSENCES,
  CUSTOMERS,
  HR_USER,
  PROFESSIONALS,
  QUESTIONNAIRE_FORMS,
  customerPersona,
  messagingUserId,
  professionalEmail,
} from "./seedPeople.ts"
import type { Author, SeedMessage, SeedThread } from "./seedScript.ts"
import { AINO_THREADS } from "./seedThreadsAino.ts"
import { OTHER_THREADS } from "./seedThreadsOthers.ts"
import { plusDays, storedInstant } from "./time.ts"

export const SEED_THREADS: readonly SeedThread[] = [...AINO_THREADS, ...OTHER_THREADS]

// Ids look like the service's (digits) and leave room below for nothing in particular.
const FIRST_THREAD_ID = 48_201
const FIRST_MESSAGE_ID = 730_001
const FIRST_INVITATION_ID = 9_071
const FIRST_ATTACHMENT_ID = 51_001

/** mulberry32: a small seeded PRNG, enough for varying seconds and keys deterministically. */
function prng(seed: string): () => number {
  let state = createHash("sha256").update(seed).digest().readUInt32LE(0)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export function seedMessaging(db: Db, today: string): void {
  const random = prng(`messaging:${today}`)
  const seconds = () => String(Math.floor(random() * 60)).padStart(2, "0")
  const at = (day: number, time: string) => storedInstant(today, day, `${time}:${seconds()}`)
  const randomKey = () =>
    `att-${Array.from({ length: 4 }, () => Math.floor(random() * 2 ** 32).toString(36)).join("")}`

  seedPeople(db, today)

  const insert = {
    thread: db.prepare(
      "INSERT INTO messaging_threads (id, customer_user_id, title, is_active, created, thread_type) VALUES (?, ?, ?, ?, ?, 'customer')",
    ),
    participant: db.prepare(
      "INSERT OR IGNORE INTO messaging_participants (thread_id, user_id) VALUES (?, ?)",
    ),
    assignment: db.prepare(
      "INSERT INTO messaging_assignments (thread_id, assignee_id, assigned, ended) VALUES (?, ?, ?, ?)",
    ),
    access: db.prepare("INSERT INTO messaging_access (thread_id, professional_id) VALUES (?, ?)"),
    read: db.prepare(
      `INSERT INTO messaging_read_status (thread_id, user_id, read_at) VALUES (?, ?, ?)
       ON CONFLICT (thread_id, user_id) DO UPDATE SET read_at = max(read_at, excluded.read_at)`,
    ),
    message: db.prepare(
      `INSERT INTO messaging_messages (id, thread_id, author_id, created, content, deleted_by, deleted_at, deleted_reason)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    attachment: db.prepare(
      "INSERT INTO messaging_attachments (id, message_id, upload_key, file_name, content_type, size) VALUES (?, ?, ?, ?, ?, ?)",
    ),
    invitation: db.prepare(
      "INSERT INTO messaging_questionnaire_invitations (id, message_id, form_id, answered_at, answers) VALUES (?, ?, ?, ?, ?)",
    ),
  }

  let threadId = FIRST_THREAD_ID
  let messageId = FIRST_MESSAGE_ID
  let invitationId = FIRST_INVITATION_ID
  let attachmentId = FIRST_ATTACHMENT_ID
  // Oldest first, so ids grow with time as the service's would.
  const byAge = [...SEED_THREADS].sort((a, b) => firstDay(a) - firstDay(b))
  for (const thread of byAge) {
    const id = threadId++
    const customerId = messagingUserId(thread.customer)
    const persona = customerPersona(thread.customer)
    const userOf = (author: Author) => (author === "customer" ? customerId : messagingUserId(author))
    const times = thread.messages.map((message) => at(message.day, message.at))
    const created = times[0] ?? at(0, "00:00")
    insert.thread.run(id, customerId, thread.title, thread.closed ? 0 : 1, created)
    insert.participant.run(id, customerId)
    if (thread.withHr) insert.participant.run(id, messagingUserId(HR_USER.key))

    thread.assignments.forEach((assignment, index) => {
      const next = thread.assignments[index + 1]
      const assignee = messagingUserId(assignment.to)
      insert.assignment.run(
        id,
        assignee,
        at(assignment.day, assignment.at),
        next ? at(next.day, next.at) : null,
      )
      insert.participant.run(id, assignee)
    })
    for (const professional of thread.access ?? []) insert.access.run(id, messagingUserId(professional))

    thread.messages.forEach((message: SeedMessage, index) => {
      const mid = messageId++
      const createdAt = times[index]!
      const author = userOf(message.from)
      const deletedAt = message.deleted ? at(message.deleted.day, message.deleted.at) : null
      insert.message.run(
        mid,
        id,
        author,
        createdAt,
        message.deleted ? "" : message.text,
        message.deleted ? userOf(message.deleted.by) : null,
        deletedAt,
        message.deleted?.reason ?? null,
      )
      insert.participant.run(id, author)
      // Writing a message is reading the thread up to it.
      insert.read.run(id, author, createdAt)
      for (const fileKey of message.files ?? []) {
        const file = seedFile(fileKey, {
          patientName: `${persona.firstName} ${persona.lastName}`,
          sampleDate: DateTime.fromISO(plusDays(today, message.day - 6), { zone: HELSINKI }).toFormat(
            "d.M.yyyy",
          ),
        })
        const key = randomKey()
        storeSeedFile(db, { key, personaId: persona.id, ...file, uploadedAt: createdAt })
        insert.attachment.run(attachmentId++, mid, key, file.fileName, file.contentType, file.bytes.length)
      }
      if (message.questionnaire) {
        const { answered } = message.questionnaire
        const answeredAt = answered ? at(answered.day, answered.at) : null
        insert.invitation.run(
          invitationId++,
          mid,
          message.questionnaire.form,
          answeredAt,
          answered ? JSON.stringify(answered.answers) : null,
        )
        if (answeredAt) insert.read.run(id, customerId, answeredAt)
      }
    })

    // Read a while after the latest message, or, when unread, after the one before it (minutes vary).
    const readUpTo = thread.unread ? times.at(-2) : times.at(-1)
    if (readUpTo) {
      const readAt = DateTime.fromISO(readUpTo).plus({ minutes: 2 + Math.floor(random() * 28) })
      insert.read.run(id, customerId, readAt.toUTC().toISO())
    }
  }
}

function firstDay(thread: SeedThread): number {
  return Math.min(...thread.messages.map((message) => message.day))
}

function seedPeople(db: Db, today: string): void {
  const user = db.prepare(
    `INSERT INTO messaging_users (id, user_type, persona_id, first_name, last_name, title, email_address,
       dh_user_names, customer_ssn, department_name, organization_name, organization_code, clinic_name, company_name)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const professional of PROFESSIONALS) {
    user.run(
      messagingUserId(professional.key),
      "ProfessionalUser",
      null,
      professional.firstName,
      professional.lastName,
      professional.title,
      professionalEmail(professional),
      JSON.stringify(professional.dhUserNames),
      null,
      null,
      null,
      null,
      null,
      null,
    )
  }
  for (const customer of CUSTOMERS) {
    const persona = customerPersona(customer.key)
    user.run(
      messagingUserId(customer.key),
      "CustomerUser",
      persona.id,
      persona.firstName,
      persona.lastName,
      null,
      persona.email,
      "[]",
      persona.ssn,
      customer.departmentName ?? null,
      customer.organization?.name ?? null,
      customer.organization?.companyCode ?? null,
      customer.periodicInspectionClinic ?? null,
      null,
    )
    customer.careTeam.forEach((professional, position) => {
      db.prepare(
        "INSERT INTO messaging_care_teams (customer_user_id, professional_id, position) VALUES (?, ?, ?)",
      ).run(messagingUserId(customer.key), messagingUserId(professional), position)
    })
  }
  user.run(
    messagingUserId(HR_USER.key),
    "HrUser",
    null,
    HR_USER.firstName,
    HR_USER.lastName,
    HR_USER.title,
    HR_USER.emailAddress,
    "[]",
    null,
    null,
    null,
    null,
    null,
    HR_USER.companyName,
  )
  const absence = db.prepare(
    `INSERT INTO messaging_absences (absentee_id, substitute_ids, start_date, end_date, internal_message)
     VALUES (?, ?, ?, ?, ?)`,
  )
  for (const entry of ABSENCES) {
    absence.run(
      messagingUserId(entry.who),
      JSON.stringify(entry.substitutes.map(messagingUserId)),
      plusDays(today, entry.startDay),
      plusDays(today, entry.endDay),
      entry.internalMessage,
    )
  }
  const form = db.prepare(
    "INSERT INTO messaging_questionnaire_forms (id, title, definition) VALUES (?, ?, ?)",
  )
  for (const entry of QUESTIONNAIRE_FORMS) form.run(entry.id, entry.title, JSON.stringify(entry.definition))
}
