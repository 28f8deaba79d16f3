import { describe, expect, it } from "vitest"
import {
  isKelaCardImageType,
  KELA_CARD_ACCEPT,
  KELA_CARD_IMAGE_TYPES,
  KELA_CARD_SIDES,
} from "../../../src/domain/kelaCard.ts"

describe("Kela card images (spec booking §5, §9)", () => {
  it("takes JPEG and PNG only", () => {
    expect(KELA_CARD_IMAGE_TYPES).toEqual(["image/jpeg", "image/png"])
    expect(isKelaCardImageType("image/jpeg")).toBe(true)
    expect(isKelaCardImageType("image/png")).toBe(true)
    expect(isKelaCardImageType("IMAGE/PNG")).toBe(true)
    for (const type of ["image/gif", "image/webp", "image/heic", "application/pdf", "image/jpg", ""]) {
      expect(isKelaCardImageType(type), type).toBe(false)
    }
  })

  it("offers the same types to the file chooser", () => {
    expect(KELA_CARD_ACCEPT).toBe("image/jpeg,image/png")
  })

  it("has a front and a back, in that order", () => {
    expect(KELA_CARD_SIDES).toEqual(["front", "back"])
  })
})
