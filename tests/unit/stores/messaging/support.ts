// The messaging area on an in-process sandbox over real HTTP (REST and the urql client), logged in as a persona,
// with memory drafts and a fetch-based upload (Node has no XMLHttpRequest) in its StoreEnv.
import { createStoreEnv, type StoreEnv } from "../../../../src/platform/api/env.ts"
import { httpError, apiError } from "../../../../src/platform/api/errors.ts"
import { messagingOnOrigin } from "../../../../src/platform/api/messaging.ts"
import type { ErrorReport } from "../../../../src/platform/api/reporting.ts"
import type { UploadRequest } from "../../../../src/platform/api/upload.ts"
import type { Clock } from "../../../../src/domain/clock.ts"
import { fileTypeOf } from "../../../../src/domain/fileTypes.ts"
import { memoryDraftStorage, type DraftStorage } from "../../../../src/platform/browser/drafts.ts"
import type { MessagingArea } from "../../../../src/features/messaging/store/area.ts"
import type { Timers } from "../../../../src/platform/browser/timers.ts"
import type { VisibilitySource } from "../../../../src/platform/browser/visibility.ts"
import {
  attachAreas,
  createRootStore,
  disposeRootStore,
  type RootStore,
} from "../../../../src/kit/stores/RootStore.ts"
import { testClock } from "../../../support/clock.ts"
import { checkContentType } from "../../../../src/platform/api/contentType.ts"
import { ALL_FEATURES } from "../../../support/features.ts"
import { type Login, type TestSandbox } from "../../../support/sandbox.ts"

type MemoryDrafts = ReturnType<typeof memoryDraftStorage>

export interface MessagingTestStore<Drafts extends DraftStorage = MemoryDrafts> {
  root: RootStore
  area: MessagingArea
  env: StoreEnv
  reports: ErrorReport[]
  drafts: Drafts
  /** The requests the stores sent, in order. */
  requests: Request[]
}

export interface StoreOptions<Drafts extends DraftStorage = MemoryDrafts> {
  login?: Login
  /** Sees (and may change) each request before it goes; answer a Response to stand in for the server. */
  intercept?: (request: Request) => Response | undefined | void | Promise<Response | undefined | void>
  now?: Clock
  /** The tab's drafts (default: new memory drafts; another store's to share them, as a second tab of one session). */
  drafts?: Drafts
  /** Timers for polling and the closed-conversation toast (default: the runner's). */
  timers?: Timers
  /** The page's visibility (default: the document's). */
  visibility?: VisibilitySource
}

/** PUT with `send` (fetch), reporting progress as XMLHttpRequest would: 0, on the way, and 100 at the end. */
export async function fetchUpload(
  request: UploadRequest,
  send: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
): Promise<void> {
  const total = request.body.size
  request.onProgress?.({ loaded: 0, total, percent: 0 })
  let response: Response
  try {
    response = await send(
      new Request(request.url, {
        method: "PUT",
        headers: { "content-type": request.contentType, ...request.headers },
        body: request.body,
        signal: request.signal,
      }),
    )
  } catch (error) {
    throw apiError({ kind: request.signal?.aborted ? "aborted" : "network" }, error)
  }
  if (!response.ok) throw httpError(response.status, await response.json().catch(() => undefined))
  request.onProgress?.({ loaded: total / 2, total, percent: 50 })
  request.onProgress?.({ loaded: total, total, percent: 100 })
}

const created: RootStore[] = []

/** Destroys every store made since the last call (their pollers and timers stop). */
export function disposeStores(): void {
  for (const root of created.splice(0)) disposeRootStore(root)
}

/** Timers the test moves by hand: `advance(ms)` runs what falls due, in order. */
export function manualTimers(): Timers & { advance(ms: number): void; readonly pending: number } {
  let now = 0
  let nextId = 0
  const scheduled = new Map<number, { at: number; callback: () => void }>()
  return {
    setTimeout(callback, ms) {
      nextId += 1
      scheduled.set(nextId, { at: now + ms, callback })
      return nextId
    },
    clearTimeout(timer) {
      scheduled.delete(timer as number)
    },
    advance(ms) {
      const target = now + ms
      for (;;) {
        const due = [...scheduled.entries()]
          .filter(([, entry]) => entry.at <= target)
          .sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        scheduled.delete(due[0])
        now = due[1].at
        due[1].callback()
      }
      now = target
    },
    get pending() {
      return scheduled.size
    },
  }
}

export async function messagingStore<Drafts extends DraftStorage = MemoryDrafts>(
  sandbox: TestSandbox,
  options: StoreOptions<Drafts> = {},
): Promise<MessagingTestStore<Drafts>> {
  const reports: ErrorReport[] = []
  const requests: Request[] = []
  const send = async (request: Request): Promise<Response> => {
    requests.push(request)
    const answer = await options.intercept?.(request)
    return answer ?? globalThis.fetch(request)
  }
  const drafts = options.drafts ?? (memoryDraftStorage() as unknown as Drafts)
  const env = createStoreEnv({
    now: options.now ?? testClock,
    baseUrl: sandbox.url,
    getCsrfToken: () => options.login?.csrfToken,
    messaging: messagingOnOrigin,
    reportError: (report) => reports.push(report),
    fetch: (request) => {
      if (options.login) request.headers.set("cookie", options.login.cookie)
      return send(request)
    },
    drafts,
    timers: options.timers,
    visibility: options.visibility,
    upload: (request) => fetchUpload(request, send),
    // the browser sends the session's cookie with the HEAD check (a download URL opens only for its owner)
    checkContentType: (url, signal) =>
      checkContentType(url, {
        signal,
        reportError: (report) => reports.push(report),
        fetch: (request) => {
          if (options.login) request.headers.set("cookie", options.login.cookie)
          return globalThis.fetch(request)
        },
      }),
  })
  const root = createRootStore(env, ALL_FEATURES)
  created.push(root)
  root.session.setLang("fi")
  if (options.login) await root.session.load()
  await attachAreas(root, ["messaging"])
  const area = root.attachArea("messaging")
  return { root, area, env, reports, drafts, requests }
}

/** The GraphQL operation a request carries (GET query string or POST body). */
export async function operationNameOf(request: Request): Promise<string | undefined> {
  const fromQuery = new URL(request.url).searchParams.get("operationName")
  if (fromQuery) return fromQuery
  if (request.method !== "POST") return undefined
  try {
    return ((await request.clone().json()) as { operationName?: string }).operationName
  } catch {
    return undefined
  }
}

/** A File as a picker gives it, beginning as files of its type do (the sandbox checks them by the file-type table). */
export function file(name: string, type: string, size = 64): File {
  const bytes = new Uint8Array(size).fill(65)
  bytes.set((fileTypeOf(type)?.signatures[0] ?? []).slice(0, size))
  return new File([bytes], name, { type })
}
