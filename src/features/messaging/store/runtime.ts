import { getEnv, getParent, hasParent, type IAnyStateTreeNode } from "mobx-state-tree"
import { checkContentType, type ContentTypeCheck } from "../../../platform/api/contentType.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { apiError } from "../../../platform/api/errors.ts"
import type { MessagingClient } from "../../../platform/api/messaging.ts"
import { uploadFile, type UploadRequest } from "../../../platform/api/upload.ts"
import { sessionDraftStorage, type DraftStorage } from "../../../kit/stores/drafts.ts"
import type { Timers, VisibilitySource } from "../../../kit/stores/Poller.ts"

/**
 * What the messaging area's models use from the browser, replaceable in tests (`area.configure`): timers (polling,
 * the closed-conversation toast), the page's visibility, the file upload (src/platform/api/upload.ts in a browser), the
 * HEAD content-type check and the draft storage.
 */
export interface MessagingRuntime {
  /** Undefined: the global timers (vitest's fake timers replace them too). */
  readonly timers?: Timers
  /** Undefined: the document's visibility. */
  readonly visibility?: VisibilitySource
  readonly upload: (request: UploadRequest) => Promise<void>
  readonly checkContentType: (url: string, signal?: AbortSignal) => Promise<ContentTypeCheck>
  readonly drafts: DraftStorage
}

export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
}

export function defaultRuntime(env: StoreEnv): MessagingRuntime {
  return {
    upload: (request) => uploadFile(request),
    checkContentType: (url, signal) => checkContentType(url, { signal, reportError: env.reportError }),
    drafts: sessionDraftStorage(),
  }
}

/** What the area offers its models (structurally, so the models need not import the area). */
export interface MessagingAreaContext {
  readonly runtime: MessagingRuntime
  /** The customer's messaging user id, once the status has loaded. */
  readonly customerMessagingUserId: string | undefined
  /** A thread was marked read: the list shows it read at once. */
  threadRead?(threadId: string, mark: { readBy: string; readAt: string }): void
}

function isAreaContext(node: unknown): node is MessagingAreaContext {
  return typeof node === "object" && node !== null && "runtime" in node && "customerMessagingUserId" in node
}

/** The messaging area a model is part of; a model created on its own gets the default runtime and no user. */
export function areaContextOf(node: IAnyStateTreeNode): MessagingAreaContext {
  let current: IAnyStateTreeNode = node
  for (;;) {
    if (isAreaContext(current)) return current
    if (!hasParent(current)) break
    current = getParent(current)
  }
  return { runtime: defaultRuntime(getEnv<StoreEnv>(node)), customerMessagingUserId: undefined }
}

export function runtimeOf(node: IAnyStateTreeNode): MessagingRuntime {
  return areaContextOf(node).runtime
}

/** The urql client (created on first use); an ApiError where the target has no messaging (the kiosk). */
export async function messagingClientOf(node: IAnyStateTreeNode): Promise<MessagingClient> {
  const create = getEnv<StoreEnv>(node).messaging
  if (!create) throw apiError({ kind: "network" }, new Error("This target has no messaging client"))
  return create()
}
