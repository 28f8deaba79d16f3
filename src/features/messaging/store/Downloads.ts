import { getEnv, types, type Instance } from "mobx-state-tree"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { ContentTypeCheck } from "../../../platform/api/contentType.ts"
import { attachmentDownloadUrl } from "../../../platform/api/messagingOperations.ts"
import { messagingClientOf } from "./areaContext.ts"

export type DownloadState = "opening" | "failed"

/**
 * Opening a message's attachment (spec §2, §7): AttachmentDownloadUrl gives a short-lived URL, which the view
 * opens in a new tab; a HEAD request then reads its Content-Type (a missing one goes to the error reports).
 */
export const AttachmentDownloadsModel = types
  .model("AttachmentDownloads", {})
  .volatile(() => ({
    /** Per attachment id, while its URL is asked for or after that failed. */
    states: new Map<string, DownloadState>(),
  }))
  .views((self) => ({
    isOpening(attachmentId: string): boolean {
      return self.states.get(attachmentId) === "opening"
    },
    failed(attachmentId: string): boolean {
      return self.states.get(attachmentId) === "failed"
    },
  }))
  .actions((self) => ({
    setState(attachmentId: string, state: DownloadState | undefined) {
      const states = new Map(self.states)
      if (state) states.set(attachmentId, state)
      else states.delete(attachmentId)
      self.states = states
    },
  }))
  .actions((self) => {
    const checks = new Map<string, Promise<ContentTypeCheck>>()
    return {
      /**
       * A fresh download URL for the attachment, or undefined when it could not be had (`failed`). The
       * content-type check runs beside it and does not hold the URL back.
       */
      async downloadUrl(attachmentId: string): Promise<string | undefined> {
        self.setState(attachmentId, "opening")
        try {
          const url = await attachmentDownloadUrl(await messagingClientOf(self), attachmentId)
          self.setState(attachmentId, undefined)
          checks.set(attachmentId, getEnv<StoreEnv>(self).checkContentType(url))
          return url
        } catch {
          self.setState(attachmentId, "failed")
          return undefined
        }
      },
      /** The content-type check of the attachment's last URL (tests and diagnostics). */
      contentTypeCheckOf(attachmentId: string): Promise<ContentTypeCheck> | undefined {
        return checks.get(attachmentId)
      },
    }
  })

export interface AttachmentDownloads extends Instance<typeof AttachmentDownloadsModel> {}
