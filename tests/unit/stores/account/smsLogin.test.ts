// The SMS-login switch of my information against the sandbox: the status from the profile (on only when enabled),
// enabling with the number verified in place, disabling with the SMS code, and the statuses that cannot be switched.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { disposeRootStore } from "../../../../src/kit/stores/RootStore.ts"
import { startTestSandbox, type TestSandbox } from "../../../support/sandbox.ts"
import { loggedInStore } from "./sandboxLogin.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

describe("SmsLogin", () => {
  it("reads the profile's status: helena has SMS login with her number", async () => {
    const store = await loggedInStore(sandbox.url, "helena")
    await store.profile.refresh()
    const { smsLogin } = store.account
    smsLogin.fill(store.profile.current!.mfaStatus)
    expect(smsLogin.statusType).toBe("enabled")
    expect(smsLogin.isSwitchedOn).toBe(true)
    expect(smsLogin.phoneNumber).toBe("+358409990011")
    expect(smsLogin.canToggle).toBe(true)
    disposeRootStore(store)
  })

  it("turning it on without a verified number keeps the switch off and verifies the number in place", async () => {
    const store = await loggedInStore(sandbox.url, "matti")
    await store.profile.refresh()
    const { smsLogin } = store.account
    smsLogin.fill(store.profile.current!.mfaStatus)
    expect(smsLogin.statusType).toBe("user-has-no-verified-mfa-device")
    expect(smsLogin.isSwitchedOn).toBe(false)

    const enabling = smsLogin.setEnabled(true)
    expect(smsLogin.toggleStatus).toBe("enabling")
    expect(smsLogin.isChanging).toBe(true)
    // a second press while one runs sends nothing
    expect(await smsLogin.setEnabled(false)).toBe(false)
    expect(await enabling).toBe(true)
    expect(smsLogin.toggleStatus).toBe("idle")
    expect(smsLogin.status).toEqual({
      type: "user-wants-to-enable-mfa",
      mfaOnboardingParam: { phoneNumber: "+358405432100" },
    })
    // asked for is not in use: the switch tells the truth, and the steps open here with the number on record
    expect(smsLogin.isSwitchedOn).toBe(false)
    expect(smsLogin.isVerifying).toBe(true)
    // the front page card's own onboarding, through the front area
    const verification = smsLogin.verification!
    expect(verification).toBe(store.front.smsOnboarding)
    expect(verification.step).toBe("phone-entry")
    expect(verification.phoneNumber).toBe("+358405432100")

    expect(await verification.requestCode()).toBe(true)
    verification.setCode("0000")
    await smsLogin.checkCode()
    expect(verification.codeRejected).toBe(true)
    expect(smsLogin.isSwitchedOn).toBe(false)

    // the sandbox's code is the number's last four digits; once right, the status is read from the server
    verification.setCode("2100")
    await smsLogin.checkCode()
    // the profile took the new answer as it stood: my information kept showing meanwhile
    expect(store.profile.status).toBe("loaded")
    expect(smsLogin.status).toEqual({ type: "enabled", phoneNumber: "+358405432100" })
    expect(smsLogin.isSwitchedOn).toBe(true)
    expect(smsLogin.isVerifying).toBe(false)
    expect(store.profile.current?.mfaStatus.type).toBe("enabled")
    disposeRootStore(store)
  })

  it("withdrawing a wish to turn it on needs no code", async () => {
    const store = await loggedInStore(sandbox.url, "oskari")
    const { smsLogin } = store.account
    smsLogin.fill({ type: "user-has-no-verified-mfa-device" })
    await smsLogin.setEnabled(true)
    expect(smsLogin.isVerifying).toBe(true)
    const disabling = smsLogin.setEnabled(false)
    expect(smsLogin.toggleStatus).toBe("disabling")
    expect(await disabling).toBe(true)
    expect(smsLogin.statusType).toBe("user-has-no-verified-mfa-device")
    disposeRootStore(store)
  })

  it("turning it off asks for the SMS code: a wrong one changes nothing, the right one turns it off", async () => {
    const store = await loggedInStore(sandbox.url, "helena")
    await store.profile.refresh()
    const { smsLogin } = store.account
    smsLogin.fill(store.profile.current!.mfaStatus)
    expect(smsLogin.isSwitchedOn).toBe(true)
    // not without the code
    expect(await smsLogin.setEnabled(false)).toBe(false)
    expect(smsLogin.isSwitchedOn).toBe(true)

    const { turnOff } = smsLogin
    await turnOff.open()
    expect(turnOff.isOpen).toBe(true)
    expect(turnOff.code.sendStatus).toBe("sent")

    turnOff.setPin("12")
    expect(await turnOff.confirm()).toBe(false)
    expect(turnOff.error).toBe("incomplete")

    turnOff.setPin("9999")
    expect(await turnOff.confirm()).toBe(false)
    expect(turnOff.error).toBe("pinMismatch")
    expect(turnOff.remainingAttempts).toBe(2)
    expect(turnOff.pin).toBe("")
    await store.profile.refresh()
    expect(store.profile.current?.mfaStatus.type).toBe("enabled")

    turnOff.setPin("9999")
    await turnOff.confirm()
    turnOff.setPin("9999")
    await turnOff.confirm()
    expect(turnOff.error).toBe("tooManyRetries")
    // the code is spent: even the right one is refused until a new code is sent
    turnOff.setPin("0011")
    expect(await turnOff.confirm()).toBe(false)
    expect(turnOff.error).toBe("tooManyRetries")

    await turnOff.sendNewCode()
    expect(turnOff.error).toBeUndefined()
    turnOff.setPin("0011")
    expect(await turnOff.confirm()).toBe(true)
    expect(turnOff.isOpen).toBe(false)
    expect(smsLogin.statusType).toBe("user-has-no-verified-mfa-device")
    expect(smsLogin.isSwitchedOn).toBe(false)
    disposeRootStore(store)
  })

  it("a failed change says so, keeps the status and can be retried", async () => {
    const store = await loggedInStore(sandbox.url, "aino")
    const { smsLogin } = store.account
    smsLogin.fill({ type: "user-has-no-verified-mfa-device" })
    await store.session.logout()
    expect(await smsLogin.setEnabled(true)).toBe(false)
    expect(smsLogin.toggleStatus).toBe("failed")
    expect(smsLogin.statusType).toBe("user-has-no-verified-mfa-device")
    expect(smsLogin.isSwitchedOn).toBe(false)
    const retried = smsLogin.retry()
    expect(smsLogin.toggleStatus).toBe("enabling")
    expect(await retried).toBe(false)
    expect(smsLogin.toggleStatus).toBe("failed")
    disposeRootStore(store)
  })

  it("cannot be switched where the service has none, nor while onboarding is locked", async () => {
    const store = await loggedInStore(sandbox.url, "aino")
    const { smsLogin } = store.account
    smsLogin.fill({ type: "environment-has-mfa-disabled" })
    expect(smsLogin.canToggle).toBe(false)
    expect(await smsLogin.setEnabled(true)).toBe(false)
    smsLogin.fill({ type: "too-many-onboarding-attempts", nextAttempt: "2026-11-24T10:15:00+02:00" })
    expect(smsLogin.canToggle).toBe(false)
    expect(smsLogin.nextAttemptMs).toBe(Date.parse("2026-11-24T08:15:00Z"))
    disposeRootStore(store)
  })
})
