import { describe, expect, it } from "vitest"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
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
