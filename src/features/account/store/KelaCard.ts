import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import { metadataHeadersOf } from "../../../platform/api/upload.ts"
import {
  isKelaCardImage,
  isKelaCardImageType,
  KELA_CARD_SIDES,
  type KelaCardImageType,
  type KelaCardSide,
  type KelaImageSlotStatus,
} from "../../../domain/kelaCard.ts"
import { LoadableModel, type LoadOutcome } from "../../../kit/stores/Loadable.ts"

/** The card as GET /api/kela-card answers: each side's image URL, null when missing. */
export type KelaCardImages = { readonly front: string | null; readonly back: string | null }

/** The save of both sides: idle, saving (init-upload, the PUTs, finish-upload), saved, or failed ('Failed to add the image'). */
export type KelaCardSaveStatus = "idle" | "saving" | "saved" | "failed"

/**
 * spec booking §3, §4 'Kela image upload': one side's image slot. missing → ready-to-upload (an image chosen) →
 * uploading (progress 0-100) → uploaded, or error. A file of another type than JPEG or PNG is refused and the slot
 * stays as it was, with `refused` set for the message.
 */
export const KelaImageSlotModel = types
  .model("KelaImageSlot", {
    side: types.enumeration<KelaCardSide>("KelaCardSide", [...KELA_CARD_SIDES]),
  })
  .volatile(() => ({
    status: "missing" as KelaImageSlotStatus,
    progress: 0,
    file: undefined as Blob | undefined,
    fileName: "",
    refused: false,
  }))
  .views((self) => ({
    /** A chosen image that a save can send: ready, or one whose upload failed (a save starts over). */
    get hasImage(): boolean {
      return self.file !== undefined
    },
    get contentType(): KelaCardImageType | undefined {
      const type = self.file?.type
      return type !== undefined && isKelaCardImageType(type) ? type : undefined
    },
  }))
  .actions((self) => ({
    /**
     * spec booking §5: only image/jpeg and image/png, named as such (a .png that is a JPEG is refused too); another
     * file is refused and the slot keeps what it had.
     */
    choose(file: Blob, fileName: string): boolean {
      if (!isKelaCardImage({ name: fileName, type: file.type })) {
        self.refused = true
        return false
      }
      self.refused = false
      self.file = file
      self.fileName = fileName
      self.status = "ready-to-upload"
      self.progress = 0
      return true
    },
    reset() {
      self.status = "missing"
      self.progress = 0
      self.file = undefined
      self.fileName = ""
      self.refused = false
    },
    startUpload() {
      self.status = "uploading"
      self.progress = 0
    },
    setProgress(percent: number) {
      if (self.status === "uploading") self.progress = Math.max(self.progress, Math.min(100, percent))
    },
    markUploaded() {
      self.status = "uploaded"
      self.progress = 100
    },
    markError() {
      self.status = "error"
    },
    /** A save failed elsewhere: this side's image is sent again with the next save (new upload URLs). */
    backToReady() {
      if (self.file) {
        self.status = "ready-to-upload"
        self.progress = 0
      }
    },
  }))

export interface KelaImageSlot extends Instance<typeof KelaImageSlotModel> {}

/**
 * spec booking §2 my information 'Kela card form', §4, §7: the current card (GET /api/kela-card) and the upload of
 * both sides: POST init-upload with the sides' types → PUT each image to its URL (StoreEnv.upload: progress,
 * 120 s) → GET finish-upload with the token. Save is possible only when both sides have an image; 'change images'
 * resets both to missing.
 */
export const KelaCardModel = types
  .model("KelaCard", {
    loadState: types.optional(LoadableModel, {}),
    front: types.optional(KelaImageSlotModel, { side: "front" }),
    back: types.optional(KelaImageSlotModel, { side: "back" }),
  })
  .volatile(() => ({
    images: undefined as KelaCardImages | undefined,
    /** The patient asked to change the images of a card they have (or has none): the slots show. */
    changing: false,
    saveStatus: "idle" as KelaCardSaveStatus,
    inFlight: undefined as AbortController | undefined,
  }))
  .views((self) => ({
    get slots(): readonly KelaImageSlot[] {
      return [self.front, self.back]
    },
    get hasCard(): boolean {
      return self.images?.front != null && self.images?.back != null
    },
    /** Whether the image slots show: no card yet, or 'change images' was pressed. */
    get isEditing(): boolean {
      return self.loadState.status === "loaded" && (self.changing || !this.hasCard)
    },
    get isSaving(): boolean {
      return self.saveStatus === "saving"
    },
    /** spec booking §4: save is enabled only when both sides are ready. */
    get canSave(): boolean {
      return !this.isSaving && self.front.hasImage && self.back.hasImage
    },
  }))
  .actions((self) => ({
    setImages(images: KelaCardImages) {
      self.images = images
    },
    setSaveStatus(status: KelaCardSaveStatus) {
      self.saveStatus = status
    },
    setInFlight(controller: AbortController | undefined) {
      self.inFlight = controller
    },
    /** spec booking §4: 'change images' resets both sides to missing. */
    changeImages() {
      self.inFlight?.abort()
      self.changing = true
      self.saveStatus = "idle"
      for (const slot of [self.front, self.back]) slot.reset()
    },
    /** Leaves the slots for the card as it is (a card exists). */
    cancelChange() {
      self.inFlight?.abort()
      self.changing = false
      self.saveStatus = "idle"
      for (const slot of [self.front, self.back]) slot.reset()
    },
    finishChange() {
      self.changing = false
    },
    beforeDestroy() {
      self.inFlight?.abort()
    },
  }))
  .actions((self) => ({
    /** GET /api/kela-card; a failure shows 'Failed to retrieve the Kela card information' with a retry. */
    load(): Promise<LoadOutcome<KelaCardImages>> {
      const { api } = getEnv<StoreEnv>(self)
      return self.loadState.run(
        async (signal) => (await unwrap(api.GET("/api/kela-card", { signal }))).imageUrl,
        self.setImages,
        { refresh: self.images !== undefined },
      )
    },
  }))
  .actions((self) => {
    async function uploadSide(slot: KelaImageSlot, url: string, signal: AbortSignal): Promise<void> {
      slot.startUpload()
      try {
        await getEnv<StoreEnv>(self).upload({
          url,
          body: slot.file!,
          contentType: slot.contentType!,
          headers: metadataHeadersOf(url),
          signal,
          onProgress: (progress) => slot.setProgress(progress.percent),
        })
        slot.markUploaded()
      } catch (error) {
        if (!signal.aborted) slot.markError()
        throw error
      }
    }

    return {
      /**
       * Sends both sides; gives true when the card is saved. Nothing is sent while a side has no image. A failure
       * anywhere is 'Failed to add the image': the side that failed is in error, the other is sent again with the
       * next save (a retry needs new upload URLs, contract uploadFile).
       */
      async save(): Promise<boolean> {
        if (!self.canSave) return false
        const { api } = getEnv<StoreEnv>(self)
        const controller = new AbortController()
        const { signal } = controller
        self.setInFlight(controller)
        self.setSaveStatus("saving")
        try {
          const upload = await unwrap(
            api.POST("/api/kela-card/init-upload", {
              body: { mimetypes: { front: self.front.contentType!, back: self.back.contentType! } },
              signal,
            }),
          )
          const sent = await Promise.allSettled([
            uploadSide(self.front, upload.front.url, signal),
            uploadSide(self.back, upload.back.url, signal),
          ])
          const failed = sent.find((outcome) => outcome.status === "rejected")
          if (failed) throw failed.reason
          await unwrap(
            api.GET("/api/kela-card/finish-upload", { params: { query: { token: upload.token } }, signal }),
          )
          self.setSaveStatus("saved")
          self.finishChange()
          void self.load()
          return true
        } catch (error) {
          if (signal.aborted || isApiError(error, "aborted")) {
            if (self.saveStatus === "saving") self.setSaveStatus("idle")
            return false
          }
          for (const slot of self.slots) if (slot.status !== "error") slot.backToReady()
          self.setSaveStatus("failed")
          return false
        } finally {
          if (self.inFlight === controller) self.setInFlight(undefined)
        }
      },
    }
  })

export interface KelaCard extends Instance<typeof KelaCardModel> {}
