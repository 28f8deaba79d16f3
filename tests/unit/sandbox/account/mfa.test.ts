import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { testClock } from "../../../support/clock.ts"
import { type Login, type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
let login: Login
beforeEach(async () => {
  sandbox = await startTestSandbox()
  login = sandbox.login("aino")
})
afterEach(() => sandbox.close())

const start = (phoneNumber: string) =>
  sandbox.request("POST", "/api/mfa-onboarding?lang=fi", { login, body: { phoneNumber } })
const verify = async (code: string) =>
  (await sandbox.request("PUT", "/api/mfa-onboarding", { login, body: { challengeResponseFromUser: code } }))
    .json.type
const profile = async () => (await sandbox.request("GET", "/api/user/profile?lang=fi", { login })).json

describe("SMS-login onboarding", () => {
  it("enables SMS login with the last four digits of the number as the code", async () => {
    expect((await start("+358401112233")).status).toBe(204)
    expect(await verify("1234")).toBe("mfa-challenge-failed")
    expect(await verify("2233")).toBe("mfa-ok")
    expect((await profile()).mfaStatus).toEqual({ type: "enabled", phoneNumber: "+358401112233" })
    const front = await sandbox.request("GET", "/api/front-page?lang=fi", { login })
    expect(front.json.mfaOnboardingParam).toBeNull()
  })

  it("fails a code checked before one was sent", async () => {
    expect(await verify("4567")).toBe("mfa-challenge-failed")
  })

  it("locks onboarding after three wrong codes", async () => {
    await start("+358401234567")
    expect(await verify("0000")).toBe("mfa-challenge-failed")
    expect(await verify("0001")).toBe("mfa-challenge-failed")
    expect(await verify("0002")).toBe("too-many-mfa-attempts")
    expect(await verify("4567")).toBe("too-many-mfa-attempts")
    const status = (await profile()).mfaStatus
    expect(status.type).toBe("too-many-onboarding-attempts")
    expect(Date.parse(status.nextAttempt)).toBeGreaterThan(testClock())
    const again = await start("+358401234567")
    expect(again.status).toBe(429)
    expect(again.json).toEqual({ type: "too-many-onboarding-attempts", nextAttempt: status.nextAttempt })
    const front = await sandbox.request("GET", "/api/front-page?lang=fi", { login })
    expect(front.json.mfaOnboardingParam).toBeNull()
  })

  it("offers the card, with the phone on record, to a patient without SMS login", async () => {
    const front = await sandbox.request("GET", "/api/front-page?lang=fi", { login })
    expect(front.json.mfaOnboardingParam).toEqual({ phoneNumber: "+358401234567" })
    const helena = await sandbox.request("GET", "/api/front-page?lang=fi", { login: sandbox.login("helena") })
    expect(helena.json.mfaOnboardingParam).toBeNull()
  })
})
