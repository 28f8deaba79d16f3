// The SMS-login switch of my information against the sandbox: the status from the profile, enable and disable with
// their in-progress states, and the statuses that cannot be switched.
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

  it("turns SMS login on (a number to verify first) and off again, in progress meanwhile", async () => {
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
    expect(smsLogin.isSwitchedOn).toBe(true)

    const disabling = smsLogin.setEnabled(false)
    expect(smsLogin.toggleStatus).toBe("disabling")
    await disabling
    expect(smsLogin.statusType).toBe("user-has-no-verified-mfa-device")
    disposeRootStore(store)
  })

  it("a failed change says so and keeps the status", async () => {
    const store = await loggedInStore(sandbox.url, "aino")
    const { smsLogin } = store.account
    smsLogin.fill({ type: "user-has-no-verified-mfa-device" })
    await store.session.logout()
    expect(await smsLogin.setEnabled(true)).toBe(false)
    expect(smsLogin.toggleStatus).toBe("failed")
    expect(smsLogin.statusType).toBe("user-has-no-verified-mfa-device")
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
