// The shape of the seeded conversations: who wrote what, when, relative to the seed's today (Helsinki).
import type { CustomerKey, ProfessionalKey } from "./seedPeople.ts"

export type SeedFileKey = "lab-results-pdf" | "rash-jpeg" | "exercise-pdf"
export type Author = "customer" | ProfessionalKey

export interface SeedMessage {
  /** Days from today (negative: in the past). */
  day: number
  /** Helsinki wall-clock time, HH:mm. */
  at: string
  from: Author
  text: string
  files?: readonly SeedFileKey[]
  questionnaire?: {
    form: string
    answered?: { day: number; at: string; answers: Record<string, unknown> }
  }
  /** Deleted messages keep no content (spec: the app shows 'This message has been deleted.'). */
  deleted?: { by: Author; day: number; at: string; reason: string }
}

export interface SeedThread {
  customer: CustomerKey
  title: string | null
  /** Closed: no more messages can be sent. */
  closed?: boolean
  /** In order; each ends when the next begins, the last is current. */
  assignments: readonly { to: ProfessionalKey; day: number; at: string }[]
  access?: readonly ProfessionalKey[]
  /** The employer's HR user takes part (occupational health). */
  withHr?: boolean
  /** The customer has not read the latest message. */
  unread?: boolean
  messages: readonly SeedMessage[]
}
