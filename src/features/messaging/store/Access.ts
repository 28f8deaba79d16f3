import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { CustomerMessagingInfo, MessagingStatus } from "../../../platform/api/schemas.ts"
import { hasFeatures } from "../../../domain/features.ts"
import { MESSAGING_FEATURES } from "../../../domain/messaging.ts"
import { LoadableModel } from "../../../kit/stores/Loadable.ts"
import { featuresOf, langOf } from "../../../kit/stores/rootAccess.ts"
import { shareLoad } from "../../../kit/stores/sharedLoad.ts"
import { messagingClientOf } from "./areaContext.ts"

export { MESSAGING_FEATURES }

export type SystemStatus = MessagingStatus["systemStatus"]
export type AnnouncementType = CustomerMessagingInfo["announcementType"]

/**
 * What the conversations pages show (spec §2, §6): loading; the maintenance notice; the empty page (no
 * messaging features in the session, or no customer messaging user id); the pages themselves; or the status
 * could not be read.
 */
export type MessagingAccess = "loading" | "maintenance" | "empty" | "loaded" | "error"

/** The customer messaging info announcement (spec §3), when active and with something to say. */
export interface MessagingAnnouncement {
  readonly heading: string | undefined
  /** Markdown; the views render it safely. */
  readonly description: string | undefined
  readonly announcementType: AnnouncementType
}

/** GET /api/messaging/status with the session's features: may this customer use messaging now. */
export const MessagingAccessModel = types
  .model("MessagingAccess", {
    loadState: types.optional(LoadableModel, {}),
  })
  .volatile(() => ({
    status: undefined as MessagingStatus | undefined,
    pending: undefined as Promise<void> | undefined,
  }))
  .views((self) => ({
    /** Both messaging features are in the session. */
    get hasFeatures(): boolean {
      return hasFeatures(featuresOf(self), ...MESSAGING_FEATURES)
    },
    get maintenanceMode(): boolean {
      return self.status?.maintenanceMode ?? false
    },
    /** operational, plannedMaintenance, unexpectedDowntime or unknown; undefined until loaded. */
    get systemStatus(): SystemStatus | undefined {
      return self.status?.systemStatus
    },
    get customerMessagingUserId(): string | undefined {
      return self.status?.customerMessagingUserId ?? undefined
    },
    get announcement(): MessagingAnnouncement | undefined {
      const info = self.status?.customerMessagingInfo
      if (!info?.active || !(info.heading || info.description)) return undefined
      return {
        heading: info.heading ?? undefined,
        description: info.description ?? undefined,
        announcementType: info.announcementType,
      }
    },
  }))
  .views((self) => ({
    get access(): MessagingAccess {
      if (self.status) {
        // spec §2: maintenance first, then the empty page, then the pages
        if (self.maintenanceMode) return "maintenance"
        if (!self.hasFeatures || !self.customerMessagingUserId) return "empty"
        return "loaded"
      }
      if (self.loadState.hasError) return self.hasFeatures ? "error" : "empty"
      return "loading"
    },
  }))
  .actions((self) => ({
    receive(status: MessagingStatus) {
      self.status = status
    },
    setPending(pending: Promise<void> | undefined) {
      self.pending = pending
    },
  }))
  .actions((self) => ({
    /** Reads the status (again); what was read stays on show during a reload. A failure is the error state. */
    async load(): Promise<void> {
      const { api } = getEnv<StoreEnv>(self)
      // The conversations need the messaging client once the status lets them show: its code loads meanwhile
      // (a failure is theirs to meet when they ask for it)
      if (self.hasFeatures) messagingClientOf(self).catch(() => {})
      await self.loadState.run(
        (signal) =>
          unwrap(api.GET("/api/messaging/status", { params: { query: { lang: langOf(self) } }, signal })),
        self.receive,
        { refresh: self.status !== undefined },
      )
    },
  }))
  .actions((self) => ({
    /** Loads once; callers asking while it loads share the request (a page and the front page block). */
    ensureLoaded(): Promise<void> {
      if (self.loadState.isLoaded) return Promise.resolve()
      return shareLoad(self, () => self.load())
    },
    /** After an error: reads the status again. */
    retry(): Promise<void> {
      return self.load()
    },
  }))

export interface MessagingAccessStore extends Instance<typeof MessagingAccessModel> {}
