import { createTracker, type DataLayer, type Tracker } from "./analytics.ts"
import { createApiClient, type ApiClient, type ApiClientOptions } from "./client.ts"
import { createMessagingClient, MESSAGING_PATH, type MessagingClient } from "./messaging.ts"
import type { ErrorReporter } from "./reporting.ts"

/** What stores read with getEnv: the real clients in targets, clients on the sandbox or fakes in tests. */
export interface StoreEnv {
  api: ApiClient
  messaging: MessagingClient
  /** The error-reporting hook, for failures a store recognises in a completed answer (a Failure result). */
  reportError: ErrorReporter
  /** Analytics events (no personal data); a no-op unless a data layer is given. */
  track: Tracker
}

/** Both clients on one backend origin ("" in the browser), sharing the csrf token getter, fetch and timeout. */
export function createStoreEnv(options: ApiClientOptions & { dataLayer?: DataLayer }): StoreEnv {
  return {
    api: createApiClient(options),
    messaging: createMessagingClient({ ...options, url: `${options.baseUrl}${MESSAGING_PATH}` }),
    reportError: options.reportError ?? (() => {}),
    track: createTracker(options.dataLayer),
  }
}
