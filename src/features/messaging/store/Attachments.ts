import { destroy, getEnv, isAlive, types, type Instance } from "mobx-state-tree"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import { createAttachmentUpload, type AttachmentInput } from "../../../platform/api/messagingOperations.ts"
import { metadataHeadersOf } from "../../../platform/api/upload.ts"
import {
  attachmentDate,
  attachmentItemType,
  checkSelection,
  contentTypeOf,
  type FileRejection,
} from "../../../domain/messaging.ts"
import { nowOf } from "../../../platform/clock/now.ts"
import { messagingClientOf } from "./areaContext.ts"
import { UPLOAD_FAILURES, uploadFailureOf, type UploadFailure } from "./uploadFailure.ts"

export type AttachmentStatus = "uploading" | "uploaded" | "error"

/**
 * One chosen file (spec §3, §5): uploading with its progress, uploaded (its key, ready to send) or error (not
 * retryable: the user removes it and picks the file again).
 */
export const AttachmentItemModel = types
  .model("AttachmentItem", {
    /** This item's own id in the list (for remove and React keys), not the service's. */
    localId: types.identifier,
    fileName: types.string,
    /** The content type sent with the upload and the message. */
    fileType: types.string,
    size: types.number,
    status: types.enumeration<AttachmentStatus>("AttachmentStatus", ["uploading", "uploaded", "error"]),
    /** 0-100. */
    progress: 0,
    /** The upload's key, once uploaded. */
    key: types.maybe(types.string),
    /** spec §3: yyyy-MM-dd (Helsinki) of the upload. */
    createdAt: "",
    /** Why the upload failed (an error item), from the answer: the item says it. */
    failure: types.maybe(types.enumeration<UploadFailure>("UploadFailure", [...UPLOAD_FAILURES])),
  })
  .views((self) => ({
    /** spec §3: image for jpg/jpeg/png names, binary otherwise (for the item's icon). */
    get type(): "image" | "binary" {
      return attachmentItemType(self.fileName)
    },
  }))
  .actions((self) => ({
    setProgress(percent: number) {
      if (self.status === "uploading") self.progress = Math.max(self.progress, Math.min(100, percent))
    },
    markUploaded(key: string, createdAt: string) {
      self.status = "uploaded"
      self.progress = 100
      self.key = key
      self.createdAt = createdAt
    },
    markError(failure: UploadFailure) {
      self.status = "error"
      self.failure = failure
    },
  }))

export interface AttachmentItem extends Instance<typeof AttachmentItemModel> {}

/**
 * A file of the last selection that was not added: a wrong extension or content type (spec §5), one past the 10
 * files a message may have (`tooMany`), or one of a selection that would bring the total over 9 MB (`tooLarge`:
 * none of that selection is added).
 */
export interface RejectedFile {
  readonly fileName: string
  readonly reason: FileRejection | "tooMany" | "tooLarge"
}

let nextLocalId = 0

/**
 * The attachments of one message (a reply or a new conversation): files added through the picker or a drop,
 * checked by spec §5's rules, each uploaded at once (CreateAttachmentUpload, then PUT with progress).
 */
export const AttachmentsModel = types
  .model("Attachments", {
    items: types.array(AttachmentItemModel),
  })
  .volatile(() => ({
    /** spec §5: the last selection would have brought the total over 9437184 bytes; none of it was added. */
    tooLarge: false,
    /** Files of the last selection refused on their own. */
    rejected: [] as readonly RejectedFile[],
  }))
  .views((self) => ({
    /** Bytes of the files kept (failed uploads are not sent, so they do not count). */
    get totalBytes(): number {
      return self.items.filter((item) => item.status !== "error").reduce((sum, item) => sum + item.size, 0)
    },
    get isUploading(): boolean {
      return self.items.some((item) => item.status === "uploading")
    },
    get hasErrors(): boolean {
      return self.items.some((item) => item.status === "error")
    },
    get uploadedItems(): readonly AttachmentItem[] {
      return self.items.filter((item) => item.status === "uploaded")
    },
    /** What a message sends: the uploaded files (spec: key, fileName and the content type). */
    get uploaded(): AttachmentInput[] {
      return this.uploadedItems.map((item) => ({
        key: item.key!,
        fileName: item.fileName,
        contentType: item.fileType,
      }))
    },
    /** The selection errors to show ('Attachment file is too large', wrong types). */
    get hasSelectionErrors(): boolean {
      return self.tooLarge || self.rejected.length > 0
    },
  }))
  .actions((self) => {
    const uploads = new Map<string, { controller: AbortController; done: Promise<void> }>()

    // spec §7: CreateAttachmentUpload, then PUT of the file with its content type to the URL handed out
    async function uploadOne(item: AttachmentItem, file: Blob, signal: AbortSignal): Promise<void> {
      try {
        const client = await messagingClientOf(self)
        const { key, url } = await createAttachmentUpload(client, signal)
        await getEnv<StoreEnv>(self).upload({
          url,
          body: file,
          contentType: item.fileType,
          headers: metadataHeadersOf(url),
          signal,
          onProgress: (progress) => {
            if (isAlive(item)) item.setProgress(progress.percent)
          },
        })
        if (isAlive(item)) item.markUploaded(key, attachmentDate(nowOf(self)))
      } catch (error) {
        if (isAlive(item) && !(isApiError(error, "aborted") && signal.aborted)) {
          item.markError(uploadFailureOf(error, item.size))
        }
      }
    }

    return {
      /**
       * Adds a selection: files with a wrong extension or type, or past the 10 a message may have, are refused
       * on their own; when the rest would bring the total over the limit, nothing of the selection is added
       * (`tooLarge`). Each file added starts
       * uploading at once.
       */
      add(selection: Iterable<File> | ArrayLike<File>) {
        const files = Array.from(selection)
        const check = checkSelection(
          files.map((file) => ({ name: file.name, size: file.size, type: file.type })),
          self.totalBytes,
          self.items.filter((item) => item.status !== "error").length,
        )
        self.tooLarge = check.tooLarge
        const refused = new Set(check.rejected.map(({ index }) => index))
        self.rejected = files.flatMap((file, index): RejectedFile[] => {
          const rejection = check.rejected.find((candidate) => candidate.index === index)
          if (rejection) return [{ fileName: file.name, reason: rejection.reason }]
          // each file the size refused is named too, so the user sees which of the selection was not added
          return check.tooLarge && !refused.has(index) ? [{ fileName: file.name, reason: "tooLarge" }] : []
        })
        for (const index of check.accepted) {
          const file = files[index]!
          nextLocalId += 1
          const item = AttachmentItemModel.create({
            localId: `attachment-${nextLocalId}`,
            fileName: file.name,
            fileType: contentTypeOf(file),
            size: file.size,
            status: "uploading",
          })
          self.items.push(item)
          const controller = new AbortController()
          const localId = item.localId
          const done = uploadOne(item, file, controller.signal).finally(() => uploads.delete(localId))
          uploads.set(localId, { controller, done })
        }
      },
      /** Removes an item, cancelling its upload if it is still going. */
      remove(localId: string) {
        uploads.get(localId)?.controller.abort()
        uploads.delete(localId)
        const item = self.items.find((candidate) => candidate.localId === localId)
        if (item) destroy(item)
      },
      /** Forgets the selection errors (the user has read them, or picks again). */
      dismissSelectionErrors() {
        self.tooLarge = false
        self.rejected = []
      },
      /** Empties the list (after a send), cancelling uploads. */
      clear() {
        for (const { controller } of uploads.values()) controller.abort()
        uploads.clear()
        self.items.clear()
        self.tooLarge = false
        self.rejected = []
      },
      /** Resolves once no upload is running (sending waits for this). */
      async whenSettled(): Promise<void> {
        while (uploads.size > 0) await Promise.all([...uploads.values()].map((upload) => upload.done))
      },
      beforeDestroy() {
        for (const { controller } of uploads.values()) controller.abort()
        uploads.clear()
      },
    }
  })

export interface Attachments extends Instance<typeof AttachmentsModel> {}
