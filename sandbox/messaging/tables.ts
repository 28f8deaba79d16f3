// The messaging service's state. Instants are stored as UTC ISO strings (so they sort as text) and given out in
// Helsinki time; dates are yyyy-MM-dd.

export const MESSAGING_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS messaging_users (
    id TEXT PRIMARY KEY,
    user_type TEXT NOT NULL CHECK (user_type IN ('CustomerUser', 'ProfessionalUser', 'HrUser')),
    persona_id TEXT UNIQUE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    title TEXT,
    email_address TEXT,
    dh_user_names TEXT NOT NULL DEFAULT '[]',
    customer_ssn TEXT,
    department_name TEXT,
    organization_name TEXT,
    organization_code TEXT,
    clinic_name TEXT,
    company_name TEXT
  )`,
  // The professionals a customer's new conversations go to, the first being who is assigned.
  `CREATE TABLE IF NOT EXISTS messaging_care_teams (
    customer_user_id TEXT NOT NULL REFERENCES messaging_users(id),
    professional_id TEXT NOT NULL REFERENCES messaging_users(id),
    position INTEGER NOT NULL,
    PRIMARY KEY (customer_user_id, professional_id)
  )`,
  `CREATE TABLE IF NOT EXISTS messaging_absences (
    id INTEGER PRIMARY KEY,
    absentee_id TEXT NOT NULL REFERENCES messaging_users(id),
    substitute_ids TEXT NOT NULL DEFAULT '[]',
    start_date TEXT NOT NULL,
    end_date TEXT NOT NULL,
    internal_message TEXT
  )`,
  `CREATE TABLE IF NOT EXISTS messaging_threads (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_user_id TEXT NOT NULL REFERENCES messaging_users(id),
    title TEXT,
    is_active INTEGER NOT NULL DEFAULT 1,
    created TEXT NOT NULL,
    thread_type TEXT NOT NULL CHECK (thread_type IN ('customer', 'hr', 'supervisor'))
  )`,
  `CREATE TABLE IF NOT EXISTS messaging_participants (
    thread_id INTEGER NOT NULL REFERENCES messaging_threads(id),
    user_id TEXT NOT NULL REFERENCES messaging_users(id),
    PRIMARY KEY (thread_id, user_id)
  )`,
  // Every assignment a thread has had; the current one has no `ended`.
  `CREATE TABLE IF NOT EXISTS messaging_assignments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    thread_id INTEGER NOT NULL REFERENCES messaging_threads(id),
    assignee_id TEXT NOT NULL REFERENCES messaging_users(id),
    assigned TEXT NOT NULL,
    ended TEXT
  )`,
  `CREATE TABLE IF NOT EXISTS messaging_access (
    thread_id INTEGER NOT NULL REFERENCES messaging_threads(id),
    professional_id TEXT NOT NULL REFERENCES messaging_users(id),
    PRIMARY KEY (thread_id, professional_id)
  )`,
  `CREATE TABLE IF NOT EXISTS messaging_read_status (
    thread_id INTEGER NOT NULL REFERENCES messaging_threads(id),
    user_id TEXT NOT NULL REFERENCES messaging_users(id),
    read_at TEXT NOT NULL,
    PRIMARY KEY (thread_id, user_id)
  )`,
  `CREATE TABLE IF NOT EXISTS messaging_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    thread_id INTEGER NOT NULL REFERENCES messaging_threads(id),
    author_id TEXT NOT NULL REFERENCES messaging_users(id),
    created TEXT NOT NULL,
    content TEXT NOT NULL,
    deleted_by TEXT REFERENCES messaging_users(id),
    deleted_at TEXT,
    deleted_reason TEXT
  )`,
  `CREATE INDEX IF NOT EXISTS messaging_messages_by_thread ON messaging_messages (thread_id, created)`,
  // what a customer sent in the last hour (sendLimits.ts)
  `CREATE INDEX IF NOT EXISTS messaging_messages_by_author ON messaging_messages (author_id, created)`,
  // Upload keys handed out by createAttachmentUpload, so only their customer can attach the file, once.
  `CREATE TABLE IF NOT EXISTS messaging_uploads (
    upload_key TEXT PRIMARY KEY,
    customer_user_id TEXT NOT NULL REFERENCES messaging_users(id),
    created TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS messaging_attachments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id INTEGER NOT NULL REFERENCES messaging_messages(id),
    upload_key TEXT NOT NULL,
    file_name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL
  )`,
  // One upload may be attached to several threads' first messages (separateThreadPerParticipant).
  `CREATE INDEX IF NOT EXISTS messaging_attachments_by_key ON messaging_attachments (upload_key)`,
  `CREATE TABLE IF NOT EXISTS messaging_questionnaire_forms (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    definition TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS messaging_questionnaire_invitations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id INTEGER NOT NULL REFERENCES messaging_messages(id),
    form_id TEXT NOT NULL REFERENCES messaging_questionnaire_forms(id),
    answered_at TEXT,
    answers TEXT
  )`,
]

export type UserType = "CustomerUser" | "ProfessionalUser" | "HrUser"
export type ThreadType = "customer" | "hr" | "supervisor"

export interface UserRow {
  id: string
  user_type: UserType
  persona_id: string | null
  first_name: string
  last_name: string
  title: string | null
  email_address: string | null
  dh_user_names: string
  customer_ssn: string | null
  department_name: string | null
  organization_name: string | null
  organization_code: string | null
  clinic_name: string | null
  company_name: string | null
}

export interface AbsenceRow {
  id: number
  absentee_id: string
  substitute_ids: string
  start_date: string
  end_date: string
  internal_message: string | null
}

export interface ThreadRow {
  id: number
  customer_user_id: string
  title: string | null
  is_active: number
  created: string
  thread_type: ThreadType
}

export interface AssignmentRow {
  id: number
  thread_id: number
  assignee_id: string
  assigned: string
  ended: string | null
}

export interface ReadStatusRow {
  thread_id: number
  user_id: string
  read_at: string
}

export interface MessageRow {
  id: number
  thread_id: number
  author_id: string
  created: string
  content: string
  deleted_by: string | null
  deleted_at: string | null
  deleted_reason: string | null
}

export interface AttachmentRow {
  id: number
  message_id: number
  upload_key: string
  file_name: string
  content_type: string
  size: number
}

export interface QuestionnaireFormRow {
  id: string
  title: string
  definition: string
}

export interface InvitationRow {
  id: number
  message_id: number
  form_id: string
  answered_at: string | null
  answers: string | null
}
