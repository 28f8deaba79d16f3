import type { Lang } from "../../domain/language.ts"

/**
 * Who may open a route. `public`: anyone; `anonymousOnly`: only visitors who are not logged in (spec: login
 * and the acting-on-behalf front page); `loggedIn`: strong authentication required.
 */
export type Guard = "anonymousOnly" | "loggedIn" | "public"

/**
 * The session as a guard sees it; `sessionExpired` may reach only routes with `sessionExpiredAllowed`. `pinPending`
 * (the bank login done, the PIN step not yet) is not an expired session: it may reach only the MFA page.
 */
export type SessionState = "anonymous" | "loggedIn" | "sessionExpired" | "pinPending"

/** The shapes a path param may take; the patterns live in params.ts. */
export type ParamKind = "numericId" | "digitIdList" | "isoDate" | "appointmentLinkToken" | "invoiceNumber"

export interface RouteDefinition {
  /**
   * Path after /{lang} per language, segments joined by "/", ":name" for a param; "" is the language root.
   * A language left out has no such page (help exists in Finnish only).
   */
  readonly path: Readonly<Partial<Record<Lang, string>>>
  readonly params?: Readonly<Record<string, ParamKind>>
  /** Query keys the page reads; buildPath accepts only these. */
  readonly query?: readonly string[]
  readonly guard: Guard
  /** spec: session-expired users may reach only the MFA and the timed-out pages */
  readonly sessionExpiredAllowed?: boolean
  /** Languages whose words are our choice rather than the spec's; each is recorded in docs/decisions/routing.md. */
  readonly chosenWords?: readonly Lang[]
}

/** Values buildPath puts in a query: undefined is left out, an array repeats its key. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined
