import { getEnv, getParent, hasParent, type IAnyStateTreeNode } from "mobx-state-tree"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { apiError } from "../../../platform/api/errors.ts"
import type { MessagingClient } from "../../../platform/api/messaging.ts"

// What the models read from the browser (timers, visibility, upload, the content-type check, drafts) is the
// tree's StoreEnv; only the area's own state is found by walking up to the area.

/** The messaging area's state its models use (structurally, so the models need not import the area). */
export interface MessagingAreaContext {
  /** The customer's messaging user id, once the status has loaded. */
  readonly customerMessagingUserId: string | undefined
  /** A thread was marked read: the list shows it read at once. */
  threadRead?(threadId: string, mark: { readBy: string; readAt: string }): void
}

function isAreaContext(node: unknown): node is MessagingAreaContext {
  return (
    typeof node === "object" && node !== null && "customerMessagingUserId" in node && "threadRead" in node
  )
}

/** The messaging area a model is part of; a model created on its own has no user yet. */
export function areaContextOf(node: IAnyStateTreeNode): MessagingAreaContext {
  let current: IAnyStateTreeNode = node
  for (;;) {
    if (isAreaContext(current)) return current
    if (!hasParent(current)) break
    current = getParent(current)
  }
  return { customerMessagingUserId: undefined }
}

/** The urql client (created on first use); an ApiError where the target has no messaging (the kiosk). */
export async function messagingClientOf(node: IAnyStateTreeNode): Promise<MessagingClient> {
  const create = getEnv<StoreEnv>(node).messaging
  if (!create) throw apiError({ kind: "network" }, new Error("This target has no messaging client"))
  return create()
}
