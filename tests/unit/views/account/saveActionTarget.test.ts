import { describe, expect, it } from "vitest"
import {
  initialTab,
  saveActionTarget,
} from "../../../../src/features/account/views/myInformation/saveActionTarget.ts"

describe("my information: where a save goes (spec booking §2 saveAction)", () => {
  const here = "/fi/omat-tiedot?saveAction=x"
  it.each([
    [{ type: "go-to-reserve-appointment-page", appointmentId: "12" }, "/fi/vapaat-ajat/12"],
    [{ type: "go-to-view-appointment-page", appointmentId: "12", tab: "consent" }, "/fi/ajanvaraukset/12"],
    [{ type: "go-to-invoice-page" }, "/fi/laskut"],
    [{ type: "go-to-invoice-page", appointmentId: "3040512" }, "/fi/laskut/3040512/maksu"],
    [{ type: "reload-page" }, here],
    [{ type: "go-to-reserve-appointment-page" }, here],
    [undefined, here],
  ] as const)("%j → %s", (action, target) => {
    expect(saveActionTarget(action, "fi", here)).toBe(target)
  })

  it("opens on the consent tab only for the appointment page's consent tab", () => {
    expect(initialTab({ type: "go-to-view-appointment-page", appointmentId: "1", tab: "consent" })).toBe(
      "consent",
    )
    expect(initialTab({ type: "go-to-view-appointment-page", appointmentId: "1", tab: "contact" })).toBe(
      "contact",
    )
    expect(initialTab({ type: "reload-page", tab: "consent" })).toBe("contact")
    expect(initialTab(undefined)).toBe("contact")
  })
})
