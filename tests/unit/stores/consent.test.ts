import { describe, expect, it } from "vitest"
import { ConsentModel } from "../../../src/features/account/store/Consent.ts"

const firstTime = { saved: undefined, isFirstTime: true, asksOccupational: true }
const none = {
  allowsCommonRegistry: false,
  allowsMarketingMail: false,
  allowsTreatmentInstructionsMail: false,
  allowsBookingSms: false,
}

describe("Consent form", () => {
  it("keeps what the patient ticked when the profile finishes loading again (a late load)", () => {
    const consent = ConsentModel.create({})
    consent.prepare(firstTime)
    expect(consent.canSubmit).toBe(false)

    consent.setChoice("allowsBookingSms", true)
    consent.setPrivacyPolicyRead(true)
    expect(consent.canSubmit).toBe(true)

    // the same persona's profile answers again while the form is open
    consent.prepare({ ...firstTime, saved: { ...none, allowsCommonRegistry: true } })
    expect(consent.privacyPolicyRead).toBe(true)
    expect(consent.allowsBookingSms).toBe(true)
    // a choice the patient did not touch follows the saved consent
    expect(consent.allowsCommonRegistry).toBe(true)
    expect(consent.canSubmit).toBe(true)
  })

  it("keeps an untick too, and starts afresh after a successful save", () => {
    const consent = ConsentModel.create({})
    consent.prepare({ ...firstTime, saved: { ...none, allowsMarketingMail: true } })
    expect(consent.allowsMarketingMail).toBe(true)
    consent.setChoice("allowsMarketingMail", false)
    consent.prepare({ ...firstTime, saved: { ...none, allowsMarketingMail: true } })
    expect(consent.allowsMarketingMail).toBe(false)

    consent.setState("saving")
    consent.prepare({ ...firstTime, saved: { ...none, allowsMarketingMail: true } })
    expect(consent.allowsMarketingMail).toBe(false)
    expect(consent.submitted).toBe(true)

    consent.setState("saved")
    consent.prepare({
      saved: { ...none, allowsMarketingMail: true },
      isFirstTime: false,
      asksOccupational: true,
    })
    expect(consent.allowsMarketingMail).toBe(true)
    expect(consent.privacyPolicyRead).toBe(false)
    expect(consent.submitted).toBe(false)
    expect(consent.canSubmit).toBe(true)
  })
})
