import { getEnv } from "mobx-state-tree"
import { unwrap } from "../../platform/api/client.ts"
import type { StoreEnv } from "../../platform/api/env.ts"
import { clockOffsetOf, type Session } from "./Session.ts"

/**
 * The session warning's "continue" (WCAG 2.2.1): the server gives a valid login a whole new lifetime and the
 * session is read from its answer, so the watch re-arms its warnings for the new end. Throws the ApiError when
 * refused (401 once the session has timed out). Apart from the model: it loads with the warning, not first.
 */
export async function extendSession(session: Session): Promise<void> {
  const env = getEnv<StoreEnv>(session)
  const requestedAt = env.now()
  const pending = env.api.POST("/api/session/extend")
  const answer = await unwrap(pending)
  const { response } = await pending
  session.receive({
    session: answer,
    clockOffsetMs: clockOffsetOf(response.headers.get("date"), requestedAt, env.now()),
  })
}
