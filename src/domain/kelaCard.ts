// spec booking §3 Kela card, §4 Kela image upload, §5 Kela image: the two image slots and the types they take.
import { nameMatchesType } from "./fileTypes.ts"

/** The card's two sides, in the order the page shows them. */
export const KELA_CARD_SIDES = ["front", "back"] as const
export type KelaCardSide = (typeof KELA_CARD_SIDES)[number]

/** spec booking §5, §9: only JPEG and PNG images. */
export const KELA_CARD_IMAGE_TYPES = ["image/jpeg", "image/png"] as const
export type KelaCardImageType = (typeof KELA_CARD_IMAGE_TYPES)[number]

/** The file chooser's accept list: the same types. */
export const KELA_CARD_ACCEPT = KELA_CARD_IMAGE_TYPES.join(",")

export function isKelaCardImageType(type: string): type is KelaCardImageType {
  return (KELA_CARD_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase())
}

/** A file the slot takes: a JPEG or PNG image named as one (its extension its type's in the file-type table). */
export function isKelaCardImage(file: { readonly name: string; readonly type: string }): boolean {
  return isKelaCardImageType(file.type) && nameMatchesType(file.name, file.type)
}

/** spec booking §3: an image slot's states; uploading carries a progress of 0-100. */
export type KelaImageSlotStatus = "missing" | "ready-to-upload" | "uploading" | "uploaded" | "error"
