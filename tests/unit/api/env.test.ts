import { afterEach, describe, expect, it, vi } from "vitest"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import { DRAFT_KEY_PREFIX, memoryDraftStorage } from "../../../src/platform/browser/drafts.ts"
import type { MessagingClient } from "../../../src/platform/api/messaging.ts"
import { testClock } from "../../support/clock.ts"

const base = { now: testClock, baseUrl: "http://localhost:9", getCsrfToken: () => undefined }

describe("createStoreEnv: the messaging client", () => {
  it("is absent without a factory (the kiosk)", () => {
    expect(createStoreEnv(base).messaging).toBeUndefined()
  })

  it("is created on first use, once, with the env's options", async () => {
    const client = {} as MessagingClient
    const calls: string[] = []
    const env = createStoreEnv({
      ...base,
      messaging: async (options) => {
        calls.push(options.baseUrl)
        return client
      },
    })
    expect(calls).toEqual([])
    const [first, second] = await Promise.all([env.messaging!(), env.messaging!()])
    expect(first).toBe(client)
    expect(second).toBe(client)
    expect(await env.messaging!()).toBe(client)
    expect(calls).toEqual(["http://localhost:9"])
  })

  it("is tried again after a failed creation (its code did not load)", async () => {
    const client = {} as MessagingClient
    let attempts = 0
    const env = createStoreEnv({
      ...base,
      messaging: async () => {
        attempts += 1
        if (attempts === 1) throw new TypeError("Failed to fetch dynamically imported module")
        return client
      },
    })
    await expect(env.messaging!()).rejects.toThrow("dynamically imported module")
    expect(await env.messaging!()).toBe(client)
    expect(attempts).toBe(2)
  })
})

describe("createStoreEnv: what stores use from the browser", () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it("uses the global timers by default, looked up when a timer is set (so vitest's fakes replace them)", () => {
    const env = createStoreEnv(base)
    vi.useFakeTimers()
    const fired: string[] = []
    env.timers.setTimeout(() => fired.push("late"), 1_000)
    const cleared = env.timers.setTimeout(() => fired.push("cleared"), 500)
    env.timers.clearTimeout(cleared)
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(1_000)
    expect(fired).toEqual(["late"])
  })

  it("reads the document's visibility by default, and is never hidden without a document", () => {
    expect(createStoreEnv(base).visibility.isHidden()).toBe(false)
    const listeners = new Set<() => void>()
    const document = {
      visibilityState: "hidden",
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }
    vi.stubGlobal("document", document)
    const { visibility } = createStoreEnv(base)
    expect(visibility.isHidden()).toBe(true)
    const changes: boolean[] = []
    const stop = visibility.subscribe(() => changes.push(visibility.isHidden()))
    document.visibilityState = "visible"
    listeners.forEach((listener) => listener())
    expect(changes).toEqual([false])
    stop()
    expect(listeners.size).toBe(0)
  })

  it("keeps drafts in the tab's sessionStorage by default", () => {
    const entries = new Map<string, string>()
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      removeItem: (key: string) => void entries.delete(key),
    })
    const { drafts } = createStoreEnv(base)
    drafts.write("messaging.u1.12", "Hei")
    expect([...entries]).toEqual([[`${DRAFT_KEY_PREFIX}messaging.u1.12`, "Hei"]])
    expect(drafts.read("messaging.u1.12")).toBe("Hei")
  })

  it("uploads with the browser's XMLHttpRequest by default: a PUT of the file with its type", async () => {
    const sent: string[] = []
    class FakeXhr {
      status = 0
      responseText = ""
      timeout = 0
      upload = { onprogress: null }
      onload: (() => void) | null = null
      open(method: string, url: string) {
        sent.push(`${method} ${url}`)
      }
      setRequestHeader(name: string, value: string) {
        sent.push(`${name}: ${value}`)
      }
      send() {
        this.status = 200
        this.onload?.()
      }
      abort() {}
    }
    vi.stubGlobal("XMLHttpRequest", FakeXhr)
    const { upload } = createStoreEnv(base)
    await upload({ url: "http://files.test/1", body: new Blob(["x"]), contentType: "image/png" })
    expect(sent).toEqual(["PUT http://files.test/1", "Content-Type: image/png"])
  })

  it("takes the test's own instead of each", async () => {
    const timers = { setTimeout: () => "timer", clearTimeout: () => {} }
    const visibility = { isHidden: () => true, subscribe: () => () => {} }
    const drafts = memoryDraftStorage()
    const uploads: string[] = []
    const env = createStoreEnv({
      ...base,
      timers,
      visibility,
      drafts,
      upload: async (request) => void uploads.push(request.url),
      checkContentType: async () => ({ status: "missing" }),
    })
    expect(env.timers).toBe(timers)
    expect(env.visibility).toBe(visibility)
    expect(env.drafts).toBe(drafts)
    await env.upload({ url: "http://files.test/1", body: new Blob(["x"]), contentType: "image/png" })
    expect(uploads).toEqual(["http://files.test/1"])
    expect(await env.checkContentType("http://files.test/1")).toEqual({ status: "missing" })
  })

  it("checks a download's content type with a HEAD request by default, reporting a missing header", async () => {
    const reports: unknown[] = []
    const heads: string[] = []
    vi.stubGlobal("fetch", async (request: Request) => {
      heads.push(`${request.method} ${request.url}`)
      return new Response(null, { status: 200 })
    })
    const env = createStoreEnv({ ...base, reportError: (report) => void reports.push(report) })
    expect(await env.checkContentType("http://files.test/a.pdf")).toEqual({ status: "missing" })
    expect(heads).toEqual(["HEAD http://files.test/a.pdf"])
    expect(reports).toEqual([expect.objectContaining({ resultType: "missingContentType" })])
  })
})
