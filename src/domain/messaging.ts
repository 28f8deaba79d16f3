// Messaging rules from the spec (messaging-records-payments §3, §4, §5, §9): pure, no I/O, every instant given.
import type { DateTime } from "luxon"
import { parseIsoDate, toHelsinki, toIsoDate, type DateLike } from "./dates.ts"
import type { Moment } from "./messagingAttachments.ts"

// The attachment rules (§3, §5) live beside these; the views and stores reach both through this module.
export * from "./messagingAttachments.ts"

// spec §6: the features the conversations pages need (in features.ts: the menu and the front page read it too)
export { MESSAGING_FEATURES } from "./features.ts"

// spec §9: pagination limit 9999 for threads, messages and absences; latest-message preview limit 1
export const MESSAGING_PAGINATION_LIMIT = 9999
export const LATEST_MESSAGE_LIMIT = 1
// spec §9: conversations list page size 10
export const CONVERSATIONS_PAGE_SIZE = 10
// spec §9: the list and the thread are polled every 120000 ms; polling stops after an error
export const MESSAGING_POLL_INTERVAL_MS = 120_000
// spec §9: subject at most 70 characters
export const SUBJECT_MAX_LENGTH = 70
// spec §9: the closed-conversation toast appears 15000 ms after an inactive thread opens
export const CLOSED_CONVERSATION_TOAST_DELAY_MS = 15_000
// spec §9: the thread scrolls to its last message after 100 ms
export const SCROLL_TO_LAST_MESSAGE_DELAY_MS = 100

/**
 * The `extensions.code` of a send the messaging service refuses by its hourly limits (contracts/messaging.graphql),
 * with `extensions.reason` saying which limit: the forms show a message of their own for it.
 */
export const SEND_LIMIT_CODE = "RATE_LIMITED"
export type SendLimitReason = "messagesPerHour" | "newThreadsPerHour"

// ---------------------------------------------------------------------------------------------------------------
// §4: when a thread is read

export interface ReadMark {
  /** A messaging user id. */
  readonly readBy: string
  readonly readAt: string
}

export interface ReadRuleInput {
  /** The messaging user whose reading counts (the customer's customerMessagingUserId). */
  readonly userId: string
  readonly readStatus: readonly ReadMark[]
  /** When the latest message was created; undefined when the thread has no messages. */
  readonly lastMessageCreated: string | undefined
  /** The current assignment; its time counts only when the user is the assignee. */
  readonly currentAssignment?: { readonly assigneeId: string; readonly assigned: string }
  /** The professionals' timestamp, where the service gives one. */
  readonly professionalsTimestamp?: string
}

const instantMs = (iso: string): number => toHelsinki(iso).toMillis()

const dateLikeOf = (at: Moment): DateLike => (typeof at === "number" ? new Date(at) : at)

/**
 * spec §4: a thread is read by a user when the user's last read time is at or after the latest of the last
 * message's creation, the assignment time (if the user is the current assignee) and the professionals'
 * timestamp. A thread with no messages counts as read.
 */
export function isThreadReadBy(input: ReadRuleInput): boolean {
  if (input.lastMessageCreated === undefined) return true
  const times = [instantMs(input.lastMessageCreated)]
  if (input.currentAssignment && input.currentAssignment.assigneeId === input.userId) {
    times.push(instantMs(input.currentAssignment.assigned))
  }
  if (input.professionalsTimestamp !== undefined) times.push(instantMs(input.professionalsTimestamp))
  const reads = input.readStatus
    .filter((mark) => mark.readBy === input.userId)
    .map((mark) => instantMs(mark.readAt))
  if (reads.length === 0) return false
  return Math.max(...reads) >= Math.max(...times)
}

// ---------------------------------------------------------------------------------------------------------------
// §5: subject and messages

/** Characters as a person counts them (code points), for the 70-character limit and its counter. */
export function subjectLength(subject: string): number {
  return [...subject].length
}

/** What keeps a new conversation from being sent (spec §4, §5), in the order a form lists them. */
export type NewConversationBlocker = "subjectEmpty" | "subjectTooLong" | "messageEmpty"

export function newConversationBlockers(subject: string, message: string): NewConversationBlocker[] {
  const blockers: NewConversationBlocker[] = []
  const trimmed = subject.trim()
  if (trimmed === "") blockers.push("subjectEmpty")
  else if (subjectLength(trimmed) > SUBJECT_MAX_LENGTH) blockers.push("subjectTooLong")
  if (message.trim() === "") blockers.push("messageEmpty")
  return blockers
}

/** spec §5: a reply needs non-empty text or at least one attachment. */
export function isReplySendable(text: string, attachmentCount: number): boolean {
  return text.trim() !== "" || attachmentCount > 0
}

// ---------------------------------------------------------------------------------------------------------------
// §2: messages by day in Helsinki time

export type DayKind = "today" | "yesterday" | "date"

export interface DayGroup<T> {
  /** The Helsinki date, yyyy-MM-dd. */
  readonly key: string
  readonly kind: DayKind
  /** The start of that day in Helsinki, for the views' date labels. */
  readonly date: DateTime<true>
  readonly items: readonly T[]
}

/** Today, yesterday (calendar days in Helsinki) or another date. */
export function dayKindOf(isoDate: string, at: Moment): DayKind {
  const today = toIsoDate(dateLikeOf(at))
  if (isoDate === today) return "today"
  if (isoDate === toIsoDate(parseIsoDate(today).minus({ days: 1 }))) return "yesterday"
  return "date"
}

/** Items grouped by the Helsinki day of `createdOf(item)`, oldest day first, items in creation order. */
export function groupByDay<T>(
  items: readonly T[],
  createdOf: (item: T) => string,
  at: Moment,
): DayGroup<T>[] {
  const sorted = [...items].sort((a, b) => instantMs(createdOf(a)) - instantMs(createdOf(b)))
  const groups: { key: string; items: T[] }[] = []
  for (const item of sorted) {
    const key = toIsoDate(createdOf(item))
    const last = groups.at(-1)
    if (last?.key === key) last.items.push(item)
    else groups.push({ key, items: [item] })
  }
  return groups.map((group) => ({
    key: group.key,
    kind: dayKindOf(group.key, at),
    date: parseIsoDate(group.key),
    items: group.items,
  }))
}

// ---------------------------------------------------------------------------------------------------------------
// §2: the conversations list's pages

/** How many pages `total` items fill, 10 a page by default; at least 1. */
export function pageCount(total: number, pageSize: number = CONVERSATIONS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** A page number in 1..pages: anything else (NaN, 0, beyond the last) becomes the nearest page. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages))
}

export type PaginationEntry = { readonly kind: "page"; readonly page: number } | { readonly kind: "gap" }

/**
 * spec §2: the pagination shows the first and the last page and a window around the current one, with dots for
 * the pages left out. A gap of a single page shows that page instead of dots (dots never stand for one page).
 */
export function paginationWindow(current: number, pages: number, radius = 1): PaginationEntry[] {
  if (pages <= 1) return [{ kind: "page", page: 1 }]
  const page = clampPage(current, pages)
  const shown = new Set<number>([1, pages])
  for (let n = page - radius; n <= page + radius; n++) if (n >= 1 && n <= pages) shown.add(n)
  const sorted = [...shown].sort((a, b) => a - b)
  const entries: PaginationEntry[] = []
  let previous = 0
  for (const n of sorted) {
    if (n - previous === 2) entries.push({ kind: "page", page: n - 1 })
    else if (n - previous > 2) entries.push({ kind: "gap" })
    entries.push({ kind: "page", page: n })
    previous = n
  }
  return entries
}

// ---------------------------------------------------------------------------------------------------------------
// §2, §3: titles, participants, absences

/** A thread's title, or the fallback (the views show the localized 'Keskustelu'). */
export type ThreadTitle = { readonly kind: "title"; readonly text: string } | { readonly kind: "fallback" }

export function threadTitleOf(title: string | null | undefined): ThreadTitle {
  const text = title?.trim()
  return text ? { kind: "title", text } : { kind: "fallback" }
}

/** spec §4: the customer is the sole customer-user participant; anything else is an anomaly to log. */
export type SoleCustomerCheck = "ok" | "noCustomer" | "severalCustomers" | "otherCustomer"

export function soleCustomerCheck(
  participants: readonly { readonly id: string; readonly userType: string }[],
  customerMessagingUserId: string,
): SoleCustomerCheck {
  const customers = participants.filter((participant) => participant.userType === "CustomerUser")
  if (customers.length === 0) return "noCustomer"
  if (customers.length > 1) return "severalCustomers"
  return customers[0]!.id === customerMessagingUserId ? "ok" : "otherCustomer"
}

export interface AbsencePeriod {
  /** yyyy-MM-dd, the first and the last day (inclusive). */
  readonly startDate: string
  readonly endDate: string
}

/** The absence in force on the Helsinki day of `at`, or undefined; the earliest-ending when several overlap. */
export function currentAbsence<T extends AbsencePeriod>(absences: readonly T[], at: Moment): T | undefined {
  const today = toIsoDate(dateLikeOf(at))
  return absences
    .filter((absence) => absence.startDate <= today && today <= absence.endDate)
    .sort((a, b) => a.endDate.localeCompare(b.endDate))[0]
}

// Ours: a list item shows the start of the latest message, about two lines on a phone
export const MESSAGE_PREVIEW_LENGTH = 140

/** The start of a message for a list: whole words up to MESSAGE_PREVIEW_LENGTH characters, then '…'. */
export function messagePreview(content: string, maxLength = MESSAGE_PREVIEW_LENGTH): string {
  const text = content.replace(/\s+/g, " ").trim()
  if (text.length <= maxLength) return text
  const cut = text.slice(0, maxLength)
  const lastSpace = cut.lastIndexOf(" ")
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}
