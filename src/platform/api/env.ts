import type { Clock } from "../../domain/clock.ts"
import { sessionDraftStorage, type DraftStorage } from "../browser/drafts.ts"
import { browserTimers, type Timers } from "../browser/timers.ts"
import { documentVisibility, type VisibilitySource } from "../browser/visibility.ts"
import { createTracker, type DataLayer, type Tracker } from "./analytics.ts"
import { createApiClient, type ApiClient, type ApiClientOptions } from "./client.ts"
import type { ContentTypeCheck } from "./contentType.ts"
import type { MessagingClient } from "./messaging.ts"
import type { ErrorReporter } from "./reporting.ts"
import type { UploadRequest } from "./upload.ts"

/** Sends a file to the URL an init call handed out (uploadFile in a browser); rejects with an ApiError. */
export type Upload = (request: UploadRequest) => Promise<void>

/** spec messaging §7: the HEAD request that reads a download URL's Content-Type (checkContentType in a browser). */
export type ContentTypeChecker = (url: string, signal?: AbortSignal) => Promise<ContentTypeCheck>

/**
 * What stores use from the browser, each replaceable by a test's own: timers (polling, the closed-conversation
 * toast, the session's alarms), the page's visibility (polling pauses while hidden), file uploads (attachments, the
 * Kela card), the attachment's content-type check, and the tab's draft storage.
 */
export interface BrowserServices {
  timers: Timers
  visibility: VisibilitySource
  upload: Upload
  checkContentType: ContentTypeChecker
  drafts: DraftStorage
}

/**
 * What stores read with getEnv, and the only way they reach the backend and the browser: the real clients and the
 * browser's services in targets, clients on the sandbox or fakes in tests.
 */
export interface StoreEnv extends BrowserServices {
  api: ApiClient
  /**
   * Customer messaging, created on first use (the messaging area asks for it), so neither urql nor graphql is in
   * a target's first load; absent where a target has none (the kiosk), so its code stays out of that bundle.
   */
  messaging?: () => Promise<MessagingClient>
  /** The error-reporting hook, for failures a store recognises in a completed answer (a Failure result). */
  reportError: ErrorReporter
  /** Analytics events (no personal data); a no-op unless a data layer is given. */
  track: Tracker
  /** The one clock stores read "now" from: the machine's in a browser, the test's own in tests. */
  now: Clock
}

export interface StoreEnvOptions extends ApiClientOptions, Partial<BrowserServices> {
  dataLayer?: DataLayer
  /**
   * Creates the messaging client on the same origin (`messagingOnOrigin` from ./messaging.ts); a target passes
   * one that imports that module when called, so the client's code loads with the first page that needs it.
   */
  messaging?: (options: ApiClientOptions) => MessagingClient | Promise<MessagingClient>
  /** Required, so no store env is made without saying whose clock it runs on (systemClock in a browser). */
  now: Clock
}

/**
 * The clients on one backend origin ("" in the browser), sharing the csrf token getter, fetch and timeout; the
 * browser's timers, visibility, upload, content-type check and drafts unless the options give others.
 */
export function createStoreEnv(options: StoreEnvOptions): StoreEnv {
  const reportError = options.reportError ?? (() => {})
  return {
    api: createApiClient(options),
    messaging: options.messaging && once(options.messaging, options),
    reportError,
    track: createTracker(options.dataLayer),
    now: options.now,
    timers: options.timers ?? browserTimers,
    visibility: options.visibility ?? documentVisibility,
    upload: options.upload ?? (async (request) => (await fileTransfers()).uploadFile(request)),
    checkContentType:
      options.checkContentType ??
      (async (url, signal) => (await fileTransfers()).checkContentType(url, { signal, reportError })),
    drafts: options.drafts ?? sessionDraftStorage(),
  }
}

/** The browser's upload and content-type check, loaded with the first use of either. */
const fileTransfers = () => import("./fileTransfers.ts")

/** The client the first call creates, shared by later calls; a failed creation (a chunk not loaded) is tried again. */
function once(
  create: NonNullable<StoreEnvOptions["messaging"]>,
  options: ApiClientOptions,
): () => Promise<MessagingClient> {
  let created: Promise<MessagingClient> | undefined
  return () =>
    (created ??= Promise.resolve()
      .then(() => create(options))
      .catch((error: unknown) => {
        created = undefined
        throw error
      }))
}
