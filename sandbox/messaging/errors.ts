import { GraphQLError } from "graphql"
import type { SEND_LIMIT_CODE } from "../../src/domain/messaging.ts"
import type { Issue } from "./rules.ts"

/**
 * The `extensions.code` values of the messaging service's errors. Request errors (no `data`) come with an HTTP
 * status; field errors arrive in a 200 with `data`, as GraphQL over HTTP asks.
 */
export type MessagingErrorCode =
  // 401 request error: no logged-in session, or its authentication has timed out
  | "UNAUTHENTICATED"
  // 403 request error: csrf token, feature customer-messaging-allowed or messaging user missing
  | "FORBIDDEN"
  // field error: no such thread, attachment or questionnaire invitation of this customer
  | "NOT_FOUND"
  // field error: an argument breaks a rule of the spec; `details` as in the REST ValidationError
  | "BAD_USER_INPUT"
  // field error: the thread is closed, or the questionnaire is answered already
  | "CONFLICT"
  // field error: the customer has sent as many messages or started as many threads as an hour allows (sendLimits.ts)
  | typeof SEND_LIMIT_CODE

export function messagingError(
  code: MessagingErrorCode,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } })
}

export function notFound(what: string, id: string): GraphQLError {
  return messagingError("NOT_FOUND", `No ${what} ${id}`)
}

/** Throws BAD_USER_INPUT when there are issues. */
export function assertValid(issues: readonly Issue[]): void {
  if (issues.length === 0) return
  const summary = issues.map((issue) => `${issue.path} ${issue.message}`).join("; ")
  throw messagingError("BAD_USER_INPUT", `Invalid arguments: ${summary}`, { details: issues })
}
