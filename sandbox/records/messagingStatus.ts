// The conversations pages' state (getMessagingStatus); the messaging user and announcement are the messaging
// service's (sandbox/messaging). The children's brand has no conversations, so no messaging user there.
import { Hono } from "hono"
import type { components } from "../../generated/openapi.ts"
import { langOf, requirePersona, type LoggedIn } from "../account/requirePersona.ts"
import type { SandboxEnv } from "../context.ts"
import type { Db } from "../db/database.ts"
import { messagingStatus } from "../messaging/info.ts"
import { customerUserOfPersona } from "../messaging/store.ts"

/** The patient's messaging user id, or null (the children's brand, or no messaging user). */
export function customerMessagingUserIdOf(db: Db, loggedIn: LoggedIn): string | null {
  if (loggedIn.brand === "children") return null
  return customerUserOfPersona(db, loggedIn.subject.id)?.id ?? null
}

export const messagingStatusRoutes = new Hono<SandboxEnv>().get("/api/messaging/status", (c) => {
  const loggedIn = requirePersona(c)
  if (loggedIn instanceof Response) return loggedIn
  const db = c.get("db")
  const status: components["schemas"]["MessagingStatus"] = {
    ...messagingStatus(db, loggedIn.subject.id, langOf(c)),
    customerMessagingUserId: customerMessagingUserIdOf(db, loggedIn),
  }
  return c.json(status)
})
