import type { Clock } from "../../domain/clock.ts"
import { createTracker, type DataLayer, type Tracker } from "./analytics.ts"
import { createApiClient, type ApiClient, type ApiClientOptions } from "./client.ts"
import type { MessagingClient } from "./messaging.ts"
import type { ErrorReporter } from "./reporting.ts"

/** What stores read with getEnv: the real clients in targets, clients on the sandbox or fakes in tests. */
export interface StoreEnv {
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

export interface StoreEnvOptions extends ApiClientOptions {
  dataLayer?: DataLayer
  /**
   * Creates the messaging client on the same origin (`messagingOnOrigin` from ./messaging.ts); a target passes
   * one that imports that module when called, so the client's code loads with the first page that needs it.
   */
  messaging?: (options: ApiClientOptions) => MessagingClient | Promise<MessagingClient>
  /** Required, so no store env is made without saying whose clock it runs on (systemClock in a browser). */
  now: Clock
}

/** The clients on one backend origin ("" in the browser), sharing the csrf token getter, fetch and timeout. */
export function createStoreEnv(options: StoreEnvOptions): StoreEnv {
  return {
    api: createApiClient(options),
    messaging: options.messaging && once(options.messaging, options),
    reportError: options.reportError ?? (() => {}),
    track: createTracker(options.dataLayer),
    now: options.now,
  }
}

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
