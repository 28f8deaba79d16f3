import { describe, expect, it } from "vitest"
import { ensureLoadedOnce, shareLoad } from "../../../../src/kit/stores/sharedLoad.ts"

/** A store as the kit's shared load sees it, with loads the test answers when it likes. */
function fakeStore() {
  const answers: (() => void)[] = []
  const store = {
    status: "idle",
    pending: undefined as Promise<void> | undefined,
    loads: 0,
    setPending(pending: Promise<void> | undefined) {
      store.pending = pending
    },
    load(): Promise<void> {
      store.loads += 1
      return new Promise<void>((resolve) =>
        answers.push(() => {
          store.status = "loaded"
          resolve()
        }),
      )
    },
  }
  return { store, answer: () => answers.shift()!() }
}

describe("a shared load (shareLoad)", () => {
  it("gives every caller asking while a load runs that same load, and starts a new one after it", async () => {
    const { store, answer } = fakeStore()
    const first = shareLoad(store, store.load)
    const second = shareLoad(store, store.load)
    expect(second).toBe(first)
    expect(store.loads).toBe(1)
    answer()
    await first
    expect(store.pending).toBeUndefined()
    const third = shareLoad(store, store.load)
    expect(third).not.toBe(first)
    expect(store.loads).toBe(2)
    answer()
    await third
  })

  it("leaves a newer pending load in place when an older one ends (a save asked for a new read meanwhile)", async () => {
    const { store, answer } = fakeStore()
    const older = shareLoad(store, store.load)
    store.setPending(undefined)
    const newer = shareLoad(store, store.load)
    answer()
    await older
    expect(store.pending).toBe(newer)
    answer()
    await newer
    expect(store.pending).toBeUndefined()
  })
})

describe("a store loaded once (ensureLoadedOnce)", () => {
  it("loads only when not loaded, sharing the load in flight", async () => {
    const { store, answer } = fakeStore()
    const first = ensureLoadedOnce(store)
    expect(ensureLoadedOnce(store)).toBe(first)
    answer()
    await first
    await ensureLoadedOnce(store)
    expect(store.loads).toBe(1)
  })
})
