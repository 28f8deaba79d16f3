import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { DRAFT_KEY_PREFIX, sessionDraftStorage } from "../../../../src/platform/browser/drafts.ts"
import { disposeStores, messagingStore } from "./support.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

/** A Storage in memory, as a tab's sessionStorage behaves. */
function memoryStorage(): Storage {
  const entries = new Map<string, string>()
  return {
    get length() {
      return entries.size
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  }
}

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())
afterEach(() => {
  disposeStores()
  vi.unstubAllGlobals()
})

describe("drafts in sessionStorage", () => {
  it("keeps texts under its own prefix and clears only its own keys", () => {
    const storage = memoryStorage()
    storage.setItem("portal.smsLoginUsed", "1")
    const drafts = sessionDraftStorage(() => storage)
    drafts.write("messaging.u1.12", "Hei")
    drafts.write("messaging.u1.new", "{}")
    expect(drafts.read("messaging.u1.12")).toBe("Hei")
    expect(storage.getItem(`${DRAFT_KEY_PREFIX}messaging.u1.12`)).toBe("Hei")
    drafts.remove("messaging.u1.12")
    expect(drafts.read("messaging.u1.12")).toBeUndefined()
    drafts.clear()
    expect(storage.length).toBe(1)
    expect(storage.getItem("portal.smsLoginUsed")).toBe("1")
  })

  it("keeps nothing, and throws nothing, where storage is off", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError")
      },
      setItem: () => {
        throw new Error("QuotaExceededError")
      },
    } as unknown as Storage
    const drafts = sessionDraftStorage(() => broken)
    expect(() => drafts.write("k", "v")).not.toThrow()
    expect(drafts.read("k")).toBeUndefined()
    expect(() => sessionDraftStorage(() => undefined).clear()).not.toThrow()
  })

  it("are the area's default, and the user's own logout forgets them", async () => {
    const storage = memoryStorage()
    vi.stubGlobal("sessionStorage", storage)
    const { root, area } = await messagingStore(sandbox, {
      login: sandbox.login("aino"),
      drafts: sessionDraftStorage(),
    })
    await area.access.ensureLoaded()
    area.newConversation.setMessage("Kesken")
    expect(storage.length).toBe(1)
    await root.session.logout()
    expect(storage.length).toBe(0)
  })

  it("survive the logout of an expired session (the timed-out page's), for the next login", async () => {
    const storage = memoryStorage()
    vi.stubGlobal("sessionStorage", storage)
    const { root, area, drafts } = await messagingStore(sandbox, {
      login: sandbox.login("aino"),
      drafts: sessionDraftStorage(),
    })
    await area.access.ensureLoaded()
    area.newConversation.setMessage("Kesken")
    root.session.markExpired()
    await root.session.logout()
    expect(storage.length).toBe(1)
    drafts.clear()
    expect(storage.length).toBe(0)
  })
})
