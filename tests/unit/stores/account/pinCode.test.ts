// The MFA page's "send a new code" and its way back, against the sandbox on one clock the test moves: three new
// codes in 15 minutes, the fourth refused with when the next may be asked for, and the same once the window has
// passed; back to the login ends the pending login on the server.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createSession, SESSION_COOKIE } from "../../../../sandbox/auth/sessions.ts"
import { PIN_CODE_WINDOW_MINUTES, PIN_CODES_PER_WINDOW } from "../../../../sandbox/auth/mfa.ts"
import { createStoreEnv } from "../../../../src/platform/api/env.ts"
import { disposeRootStore } from "../../../../src/kit/stores/RootStore.ts"
import { createTestRoot, type TestRoot } from "../../../support/rootStore.ts"
import { startTestSandbox, type TestSandbox } from "../../../support/sandbox.ts"
import { testClock } from "../../../support/clock.ts"

const MINUTE = 60_000
// One clock for the sandbox and the store: the tests' moment, standing still until the test moves it on.
const START = testClock()
let shiftMs = 0
const clock = () => START + shiftMs

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox({ config: { clock } })
})
afterAll(() => sandbox.close())

/** A store on a login of the persona made now by the shared clock, waiting for the PIN when `mfaPending`. */
async function storeFor(personaId: string, mfaPending: boolean): Promise<TestRoot> {
  const session = createSession(sandbox.db, {
    personaId,
    lifetimeMs: 30 * MINUTE,
    mfaPending,
    now: new Date(clock()),
  })
  const created: { store?: TestRoot } = {}
  const env = createStoreEnv({
    now: clock,
    baseUrl: sandbox.url,
    getCsrfToken: () => created.store?.session.csrfToken || undefined,
    fetch: (request) => {
      request.headers.set("cookie", `${SESSION_COOKIE}=${session.id}`)
      return globalThis.fetch(request)
    },
  })
  created.store = createTestRoot(env, { session: { lang: "fi" } })
  await created.store.session.load()
  return created.store
}

describe("a new SMS code", () => {
  it("goes three times in 15 minutes; the fourth says from when, and then goes again", async () => {
    shiftMs = 0
    const store = await storeFor("helena", true)
    expect(store.session.sessionState).toBe("pinPending")
    const { code } = store.account.pinEntry
    const firstAt = clock()
    for (let sent = 0; sent < PIN_CODES_PER_WINDOW; sent++) {
      const sending = code.send()
      expect(code.isSending).toBe(true)
      expect(await sending).toBe(true)
      expect(code.sendStatus).toBe("sent")
      shiftMs += MINUTE
    }
    expect(await code.send()).toBe(false)
    expect(code.sendStatus).toBe("limited")
    // the first code leaves the window 15 minutes after it was sent (to the second: the answer has no milliseconds)
    expect(Math.floor(code.nextAttemptMs! / 1000)).toBe(
      Math.floor((firstAt + PIN_CODE_WINDOW_MINUTES * MINUTE) / 1000),
    )
    // three minutes on from the first: twelve to go
    expect(code.retryInMinutes).toBe(PIN_CODE_WINDOW_MINUTES - PIN_CODES_PER_WINDOW)

    shiftMs = PIN_CODE_WINDOW_MINUTES * MINUTE - 1000
    expect(await code.send()).toBe(false)
    shiftMs = PIN_CODE_WINDOW_MINUTES * MINUTE + 1000
    expect(await code.send()).toBe(true)
    expect(code.nextAttemptMs).toBeUndefined()
    expect(code.retryInMinutes).toBeUndefined()
    disposeRootStore(store)
  })

  it("has nowhere to go for a patient without SMS login", async () => {
    shiftMs = 0
    const store = await storeFor("aino", false)
    const { code } = store.account.pinEntry
    expect(await code.send()).toBe(false)
    expect(code.sendStatus).toBe("failed")
    disposeRootStore(store)
  })

  it("back to the login ends the pending login on the server and forgets the user", async () => {
    shiftMs = 0
    const store = await storeFor("helena", true)
    const { pinEntry } = store.account
    const cancelling = pinEntry.cancel()
    expect(pinEntry.status).toBe("cancelling")
    await cancelling
    expect(pinEntry.status).toBe("cancelled")
    expect(store.session.sessionState).toBe("anonymous")
    await store.session.reload()
    expect(store.session.isLoggedIn).toBe(false)
    disposeRootStore(store)
  })
})
