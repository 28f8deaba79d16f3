import { getEnv, types, type Instance } from "mobx-state-tree"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { ContentTypeCheck } from "../../../platform/api/contentType.ts"
import { attachmentDownloadUrl } from "../../../platform/api/messagingOperations.ts"
import { messagingClientOf } from "./areaContext.ts"

export type DownloadState = "opening" | "failed"

/** An image attachment's preview: its address once had, or that it could not be had (the file's icon shows). */
export type PreviewState = { readonly url: string } | "loading" | "failed"

/**
 * Opening a message's attachment (spec §2, §7): AttachmentDownloadUrl gives a short-lived URL, which the view
 * downloads from (no new tab); a HEAD request then reads its Content-Type (a missing one goes to the error
 * reports). An image attachment's preview asks for a URL of its own once its message is on screen.
 */
export const AttachmentDownloadsModel = types
  .model("AttachmentDownloads", {})
  .volatile(() => ({
    /** Per attachment id, while its URL is asked for or after that failed. */
    states: new Map<string, DownloadState>(),
    /** Per image attachment id, once its message has been on screen. */
    previews: new Map<string, PreviewState>(),
  }))
  .views((self) => ({
    isOpening(attachmentId: string): boolean {
      return self.states.get(attachmentId) === "opening"
    },
    failed(attachmentId: string): boolean {
      return self.states.get(attachmentId) === "failed"
    },
    /** The preview's address, once had. */
    previewUrl(attachmentId: string): string | undefined {
      const state = self.previews.get(attachmentId)
      return typeof state === "object" ? state.url : undefined
    },
  }))
  .actions((self) => ({
    setState(attachmentId: string, state: DownloadState | undefined) {
      const states = new Map(self.states)
      if (state) states.set(attachmentId, state)
      else states.delete(attachmentId)
      self.states = states
    },
    setPreview(attachmentId: string, state: PreviewState) {
      self.previews = new Map(self.previews).set(attachmentId, state)
    },
  }))
  .actions((self) => {
    const checks = new Map<string, Promise<ContentTypeCheck>>()
    /** Previews whose URL has been asked for again after the browser could not show the image. */
    const retried = new Set<string>()
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
      /**
       * Asks for an image attachment's preview address once (its message came on screen); a failure, or an image
       * the browser could not show (`previewFailed`), leaves the file's icon. Never holds the thread back.
       */
      async loadPreview(attachmentId: string, again = false): Promise<void> {
        if (self.previews.has(attachmentId) && !again) return
        self.setPreview(attachmentId, "loading")
        try {
          const url = await attachmentDownloadUrl(await messagingClientOf(self), attachmentId)
          self.setPreview(attachmentId, { url })
        } catch {
          self.setPreview(attachmentId, "failed")
        }
      },
      /**
       * The browser could not show the preview: its URL is asked for once more (a thread opened again after the
       * URL's ten minutes has an expired one); after that the icon stays (not an image after all, or an origin
       * the page's policy does not allow).
       */
      previewFailed(attachmentId: string) {
        if (retried.has(attachmentId)) {
          self.setPreview(attachmentId, "failed")
          return
        }
        retried.add(attachmentId)
        void this.loadPreview(attachmentId, true)
      },
      /** The content-type check of the attachment's last URL (tests and diagnostics). */
      contentTypeCheckOf(attachmentId: string): Promise<ContentTypeCheck> | undefined {
        return checks.get(attachmentId)
      },
    }
  })

export interface AttachmentDownloads extends Instance<typeof AttachmentDownloadsModel> {}
