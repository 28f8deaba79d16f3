// Who may use the messaging service. Refusals are GraphQL request errors (no `data`) with an HTTP status, before
// anything executes: 401 without a valid login, 403 for a missing csrf token or no messaging for this customer.
import type { Context } from "hono"
import { GraphQLError } from "graphql"
import { CSRF_QUERY } from "../auth/security.ts"
import { isSessionValid } from "../auth/sessions.ts"
import { requestNow, type SandboxEnv } from "../context.ts"
import { ENVIRONMENT_FEATURES } from "../environments.ts"
import { customerUserOfPersona } from "./store.ts"
import type { UserRow } from "./tables.ts"

export interface Refusal {
  status: 401 | 403
  error: GraphQLError
}

export interface Customer {
  personaId: string
  user: UserRow
}

function refuse(status: 401 | 403, code: string, reason: string, message: string): Refusal {
  return { status, error: new GraphQLError(message, { extensions: { code, reason } }) }
}

/**
 * The logged-in customer with messaging, or why not. Mutations also need the session's csrf token in the query
 * (as the REST calls do); queries change nothing, so urql's GETs go without.
 */
export function messagingCustomer(c: Context<SandboxEnv>, isMutation: boolean): Customer | Refusal {
  const session = c.get("session")
  if (!session)
    return refuse(401, "UNAUTHENTICATED", "noSession", "The messaging service needs a logged-in session")
  if (!isSessionValid(session, requestNow(c))) {
    return refuse(
      401,
      "UNAUTHENTICATED",
      "authenticationExpired",
      "The strong authentication of this session has timed out",
    )
  }
  if (isMutation) {
    const tokens = new URL(c.req.url).searchParams.getAll(CSRF_QUERY)
    if (tokens.length === 0 || tokens[0] === "") {
      return refuse(403, "FORBIDDEN", "csrfTokenMissing", "The csrfToken query parameter is required")
    }
    if (tokens.length > 1 || tokens[0] !== session.csrfToken) {
      return refuse(403, "FORBIDDEN", "csrfTokenInvalid", "The csrfToken does not match this session")
    }
  }
  // spec §6: messaging needs the feature customer-messaging-allowed and a customer messaging user id
  if (!ENVIRONMENT_FEATURES[c.get("environment")].includes("customer-messaging-allowed")) {
    return refuse(
      403,
      "FORBIDDEN",
      "messagingNotAllowed",
      "Customer messaging is not allowed in this session",
    )
  }
  const personaId = session.actingForPersonaId ?? session.personaId
  const user = customerUserOfPersona(c.get("db"), personaId)
  if (!user) return refuse(403, "FORBIDDEN", "noMessagingUser", "This customer has no messaging user")
  return { personaId, user }
}
