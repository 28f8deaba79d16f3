// The front page's SMS-login onboarding card against the sandbox (its code is the last four digits of the number).
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { disposeRootStore } from "../../../../src/kit/stores/RootStore.ts"
import { startTestSandbox, type TestSandbox } from "../../../support/sandbox.ts"
import { loggedInStore } from "../account/sandboxLogin.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

describe("SmsOnboarding", () => {
  it("phone, code, a wrong code, the right one: SMS login is on; turned off and on, the card is offered again", async () => {
    const store = await loggedInStore(sandbox.url, "matti")
    const { frontPage, smsOnboarding: onboarding } = store.front
    await frontPage.load()
    const param = frontPage.data!.mfaOnboardingParam
    expect(param).toEqual({ phoneNumber: "+358405432100" })
    onboarding.offer(param!.phoneNumber)
    expect(onboarding.phoneNumber).toBe("+358405432100")
    expect(onboarding.step).toBe("phone-entry")

    // spec §5: an optional plus and at least 6 digits, else nothing is sent
    onboarding.setPhoneNumber("+358 12")
    expect(onboarding.canRequestCode).toBe(false)
    expect(await onboarding.requestCode()).toBe(false)
    onboarding.setPhoneNumber("  +358 40 111 2233 ")
    expect(onboarding.canRequestCode).toBe(true)
    const requesting = onboarding.requestCode()
    expect(onboarding.step).toBe("requesting-code")
    expect(onboarding.canRequestCode).toBe(false)
    expect(await requesting).toBe(true)
    expect(onboarding.step).toBe("code-entry")
    expect(onboarding.sentTo).toBe("+358401112233")

    // an incomplete code is not sent
    onboarding.setCode("22")
    await onboarding.checkCode()
    expect(onboarding.step).toBe("code-entry")

    onboarding.setCode("9999")
    await onboarding.checkCode()
    expect(onboarding.step).toBe("code-entry")
    expect(onboarding.codeRejected).toBe(true)
    expect(onboarding.rejections).toBe(1)
    onboarding.setCode("999")
    expect(onboarding.codeRejected).toBe(false)

    await store.profile.refresh()
    expect(store.profile.isLoaded).toBe(true)
    onboarding.setCode("2233")
    const checking = store.front.checkOnboardingCode()
    expect(onboarding.step).toBe("checking-code")
    await checking
    expect(onboarding.step).toBe("mfa-ok")
    // the profile (my information's switch) is read again on its next use
    expect(store.profile.status).toBe("idle")
    await store.profile.refresh()
    expect(store.profile.current!.mfaStatus).toEqual({ type: "enabled", phoneNumber: "+358401112233" })
    onboarding.close()
    expect(onboarding.isOpen).toBe(false)

    await frontPage.load()
    expect(frontPage.data!.mfaOnboardingParam).toBeNull()

    const { smsLogin } = store.account
    smsLogin.fill(store.profile.current!.mfaStatus)
    // turning it off takes the SMS code, the verified number's last four digits in the sandbox
    await smsLogin.turnOff.open()
    smsLogin.turnOff.setPin("2233")
    expect(await smsLogin.turnOff.confirm()).toBe(true)
    await smsLogin.setEnabled(true)
    await frontPage.load()
    onboarding.offer(frontPage.data!.mfaOnboardingParam!.phoneNumber)
    expect(onboarding.isOpen).toBe(true)
    expect(onboarding.step).toBe("phone-entry")
    expect(onboarding.phoneNumber).toBe("+358405432100")
    disposeRootStore(store)
  })

  it("too many wrong codes close the card, and the switch then says when to try again", async () => {
    const store = await loggedInStore(sandbox.url, "emma", "sv")
    const { smsOnboarding: onboarding } = store.front
    onboarding.offer("+358405678900")
    await onboarding.requestCode()
    for (const code of ["1111", "2222"]) {
      onboarding.setCode(code)
      await onboarding.checkCode()
      expect(onboarding.step).toBe("code-entry")
    }
    onboarding.setCode("3333")
    await onboarding.checkCode()
    expect(onboarding.step).toBe("too-many-mfa-attempts")
    expect(onboarding.isOpen).toBe(false)

    await store.profile.refresh()
    const { smsLogin } = store.account
    smsLogin.fill(store.profile.current!.mfaStatus)
    expect(smsLogin.statusType).toBe("too-many-onboarding-attempts")
    expect(smsLogin.canToggle).toBe(false)
    expect(smsLogin.nextAttemptMs).toBeGreaterThan(0)
    disposeRootStore(store)
  })

  it("too many codes requested (429) close the card too", async () => {
    const store = await loggedInStore(sandbox.url, "aino")
    const { smsOnboarding: onboarding } = store.front
    onboarding.offer("+358401234567")
    for (let sent = 0; sent < 5; sent++) {
      expect(await onboarding.requestCode()).toBe(true)
      onboarding.changeNumber()
    }
    expect(await onboarding.requestCode()).toBe(false)
    expect(onboarding.step).toBe("too-many-mfa-attempts")
    disposeRootStore(store)
  })

  it("a request that fails stays on its step and says so", async () => {
    const store = await loggedInStore(sandbox.url, "jari")
    const { smsOnboarding: onboarding } = store.front
    onboarding.offer("+358451112233")
    await store.session.logout()
    expect(await onboarding.requestCode()).toBe(false)
    expect(onboarding.step).toBe("phone-entry")
    expect(onboarding.failure).toBe("failure")
    disposeRootStore(store)
  })
})
