// @vitest-environment happy-dom
// The SMS-login card's phone step: its gated Confirm says why it is unavailable before a press (the house's gated
// buttons), and once pressed the field's own message says it instead, never twice.
import { act, cleanup, fireEvent, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { SmsOnboardingModel } from "../../../../src/features/front/store/SmsOnboarding.ts"
import { PhoneStep } from "../../../../src/features/front/views/smsOnboarding/PhoneStep.tsx"
import { renderView } from "../../../support/renderView.tsx"
import { descriptionOf } from "../../../support/accessibleDescription.ts"

afterEach(cleanup)

describe("the SMS-login phone step", () => {
  it("says why Confirm is unavailable before a press, then leaves it to the field's message", async () => {
    const onboarding = SmsOnboardingModel.create({ phoneNumber: "+358 12" })
    await renderView(<PhoneStep onboarding={onboarding} />, { lang: "fi", namespaces: ["smsLogin"] })
    const confirm = screen.getByRole("button", { name: "Lähetä koodi" })
    expect(confirm.getAttribute("aria-disabled")).toBe("true")
    expect(descriptionOf(confirm)).toBe("Anna puhelinnumero: valinnainen + ja vähintään 6 numeroa.")

    fireEvent.click(confirm)
    expect(screen.getAllByText("Anna puhelinnumero: valinnainen + ja vähintään 6 numeroa.")).toHaveLength(1)
    expect(confirm.getAttribute("aria-describedby")).toBeNull()

    act(() => onboarding.setPhoneNumber("+358 40 111 2233"))
    expect(confirm.getAttribute("aria-disabled")).toBeNull()
    expect(descriptionOf(confirm)).toBe("")
  })
})
