import type { IAnyStateTreeNode } from "mobx-state-tree"
import { areaContextOf } from "./areaContext.ts"

/** The new-conversation form's draft, beside the threads' ids (which are digits). */
export const NEW_CONVERSATION_DRAFT = "new"

/**
 * A draft's key: the customer's messaging user id (not personal data) and the thread id or "new", so one
 * customer's draft never shows to another who logs in on the same tab. Undefined until the user id is known.
 */
export function draftKey(node: IAnyStateTreeNode, threadId: string): string | undefined {
  const userId = areaContextOf(node).customerMessagingUserId
  return userId ? `messaging.${userId}.${threadId}` : undefined
}
