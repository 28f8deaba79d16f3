import { getEnv, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { ThreadSummaryData } from "../../../platform/api/messagingOperations.ts"
import { isRenewalThreadTitle } from "../../../domain/prescriptions.ts"
import type { LoadOutcome } from "../../../kit/stores/Loadable.ts"
import { OneLoadModel } from "../../../kit/stores/OneLoad.ts"
import { langOf } from "../../../kit/stores/rootAccess.ts"

/**
 * Where a sent renewal request is, read from its thread (docs/decisions/0027): answered once someone else than the
 * patient wrote the latest message; being handled once someone else read the thread after the patient's latest
 * message; sent until then.
 */
export type SentRenewalState = "sent" | "handling" | "answered"

/** A renewal request the patient sent: its thread (digits), when it was sent, and where it is. */
export interface SentRenewal {
  readonly threadId: string
  /** RFC 3339 instant: the thread's creation, the request's sending. */
  readonly sentAt: string
  readonly state: SentRenewalState
}

/** The state rule on one thread of the list (MessagingThreads: its latest message and its read marks). */
export function sentRenewalStateOf(thread: ThreadSummaryData, customerUserId: string): SentRenewalState {
  const latest = thread.messages.items[0]
  if (!latest) return "sent"
  const byPatient = latest.author.__typename === "CustomerUser" && latest.author.id === customerUserId
  if (!byPatient) return "answered"
  const latestAt = Date.parse(latest.created)
  const readByStaff = thread.readStatus.some(
    (mark) => mark.readBy !== customerUserId && Date.parse(mark.readAt) >= latestAt,
  )
  return readByStaff ? "handling" : "sent"
}

/** The renewal requests among the customer's threads, newest first. */
export function sentRenewalsOf(threads: readonly ThreadSummaryData[], customerUserId: string): SentRenewal[] {
  return threads
    .filter((thread) => isRenewalThreadTitle(thread.title))
    .map((thread) => ({
      threadId: thread.id,
      sentAt: thread.created,
      state: sentRenewalStateOf(thread, customerUserId),
    }))
    .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt))
}

/**
 * The prescriptions page's sent renewal requests, from the customer's message threads (a request is a thread,
 * spec messaging §4). None where the customer has no messaging or it is in maintenance; the messaging client and
 * its operations load with this, the page's own load.
 */
export const SentRenewalsModel = OneLoadModel.named("SentRenewals")
  .volatile(() => ({
    requests: [] as readonly SentRenewal[],
  }))
  .actions((self) => ({
    receive(requests: readonly SentRenewal[]) {
      self.requests = requests
    },
  }))
  .actions((self) => ({
    /** Loads the requests; a reload keeps them on show until the answer. */
    load(): Promise<LoadOutcome<readonly SentRenewal[]>> {
      const { api, messaging } = getEnv<StoreEnv>(self)
      const lang = langOf(self)
      return self.loadState.run(
        async (signal) => {
          const status = await unwrap(
            api.GET("/api/messaging/status", { params: { query: { lang } }, signal }),
          )
          const userId = status.customerMessagingUserId
          if (status.maintenanceMode || userId === null || !messaging) return []
          const [client, operations] = await Promise.all([
            messaging(),
            import("../../../platform/api/messagingOperations.ts"),
          ])
          const { items } = await operations.fetchThreads(client, signal)
          return sentRenewalsOf(items, userId)
        },
        self.receive,
        { refresh: self.loadState.isLoaded },
      )
    },
  }))

export interface SentRenewalsStore extends Instance<typeof SentRenewalsModel> {}
