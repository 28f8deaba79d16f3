import { destroy, getSnapshot, types } from "mobx-state-tree"
import { describe, expect, it } from "vitest"
import { apiError } from "../../../../src/platform/api/errors.ts"
import { LoadableModel } from "../../../../src/kit/stores/Loadable.ts"
import { isConnectionProblem, loadErrorKindOf } from "../../../../src/kit/stores/loadError.ts"

/** A promise the test settles when it likes, with the signal its request was sent with. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

// An owner as the stores are: the resource's data and a load state, the data set by its own action.
const Owner = types
  .model("Owner", { load: types.optional(LoadableModel, {}) })
  .volatile(() => ({ data: undefined as string | undefined }))
  .actions((self) => ({
    receive(data: string) {
      self.data = data
    },
  }))

describe("Loadable", () => {
  it("goes idle → loading → loaded, the data applied in the same action as the status", async () => {
    const owner = Owner.create()
    expect(owner.load.status).toBe("idle")
    const answer = deferred<string>()
    const seen: string[] = []
    const pending = owner.load.run(
      () => answer.promise,
      (data) => {
        seen.push(owner.load.status)
        owner.receive(data)
      },
    )
    expect(owner.load.status).toBe("loading")
    expect(owner.load.isBusy).toBe(true)
    answer.resolve("first")
    await expect(pending).resolves.toEqual({ status: "loaded", value: "first" })
    expect(seen).toEqual(["loading"])
    expect(owner.data).toBe("first")
    expect(owner.load.status).toBe("loaded")
    expect(owner.load.isBusy).toBe(false)
  })

  it("sends the request within the call, before its promise settles", () => {
    const owner = Owner.create()
    let sent = false
    void owner.load.run(async () => {
      sent = true
      return "x"
    }, owner.receive)
    expect(sent).toBe(true)
  })

  it("tells the error's kind, keeps the data it had, and loads again from the error", async () => {
    const owner = Owner.create()
    await owner.load.run(async () => "data", owner.receive)
    const failed = await owner.load.run(async () => {
      throw apiError({ kind: "timeout", timeoutMs: 10_000 })
    }, owner.receive)
    expect(failed).toMatchObject({ status: "error", errorKind: "timeout" })
    expect(owner.load.status).toBe("error")
    expect(owner.load.errorKind).toBe("timeout")
    expect(owner.data).toBe("data")
    const retried = owner.load.run(async () => "again", owner.receive)
    expect(owner.load.status).toBe("loading")
    expect(owner.load.errorKind).toBeUndefined()
    await retried
    expect(owner.load.status).toBe("loaded")
    expect(owner.data).toBe("again")
  })

  it("does not let a late answer of an older load overwrite a newer one", async () => {
    const owner = Owner.create()
    const older = deferred<string>()
    const newer = deferred<string>()
    let olderSignal: AbortSignal | undefined
    const first = owner.load.run((signal) => {
      olderSignal = signal
      return older.promise
    }, owner.receive)
    const second = owner.load.run(() => newer.promise, owner.receive)
    expect(olderSignal?.aborted).toBe(true)
    newer.resolve("newer")
    await second
    older.resolve("older")
    // the older caller waits for, and is told, the newer load's outcome
    await expect(first).resolves.toEqual({ status: "loaded", value: "newer" })
    expect(owner.data).toBe("newer")
    expect(owner.load.status).toBe("loaded")
  })

  it("does not let a late failure of an older load put a newer one in error", async () => {
    const owner = Owner.create()
    const older = deferred<string>()
    const newer = deferred<string>()
    const first = owner.load.run(() => older.promise, owner.receive)
    const second = owner.load.run(() => newer.promise, owner.receive)
    older.reject(apiError({ kind: "network" }))
    await Promise.resolve()
    expect(owner.load.status).toBe("loading")
    newer.resolve("newer")
    await expect(first).resolves.toEqual({ status: "loaded", value: "newer" })
    await second
    expect(owner.load.status).toBe("loaded")
  })

  it("keeps a loaded resource on show while it refreshes", async () => {
    const owner = Owner.create()
    await owner.load.run(async () => "data", owner.receive)
    const refresh = deferred<string>()
    const pending = owner.load.run(() => refresh.promise, owner.receive, { refresh: true })
    expect(owner.load.status).toBe("loaded")
    expect(owner.load.isBusy).toBe(true)
    refresh.resolve("fresh")
    await pending
    expect(owner.data).toBe("fresh")
  })

  it("treats a request cancelled from outside as no failure", async () => {
    const owner = Owner.create()
    const outcome = await owner.load.run(async () => {
      throw apiError({ kind: "aborted" })
    }, owner.receive)
    expect(outcome).toEqual({ status: "cancelled" })
    expect(owner.load.status).toBe("idle")
  })

  it("reset cancels the request and drops its answer", async () => {
    const owner = Owner.create()
    const answer = deferred<string>()
    let signal: AbortSignal | undefined
    const pending = owner.load.run((given) => {
      signal = given
      return answer.promise
    }, owner.receive)
    owner.load.reset()
    expect(signal?.aborted).toBe(true)
    answer.resolve("late")
    await expect(pending).resolves.toEqual({ status: "cancelled" })
    expect(owner.data).toBeUndefined()
    expect(owner.load.status).toBe("idle")
  })

  it("calls onError in the action that sets the error state", async () => {
    const owner = Owner.create()
    const seen: string[] = []
    await owner.load.run(
      async () => {
        throw apiError({ kind: "http", status: 503, body: null })
      },
      owner.receive,
      { onError: (kind) => seen.push(`${kind} while ${owner.load.status}`) },
    )
    expect(seen).toEqual(["server while loading"])
    expect(owner.load.errorKind).toBe("server")
  })

  it("aborts its request when its owner is destroyed, and the answer goes nowhere", async () => {
    const owner = Owner.create()
    const answer = deferred<string>()
    let signal: AbortSignal | undefined
    const pending = owner.load.run((given) => {
      signal = given
      return answer.promise
    }, owner.receive)
    destroy(owner)
    expect(signal?.aborted).toBe(true)
    answer.resolve("late")
    await expect(pending).resolves.toEqual({ status: "cancelled" })
  })

  it("keeps nothing in a snapshot", async () => {
    const owner = Owner.create()
    await owner.load.run(async () => "data", owner.receive)
    expect(getSnapshot(owner)).toEqual({ load: {} })
  })
})

describe("loadErrorKindOf", () => {
  it("names the failures the views tell apart", () => {
    expect(loadErrorKindOf(apiError({ kind: "network" }))).toBe("network")
    expect(loadErrorKindOf(apiError({ kind: "timeout", timeoutMs: 10_000 }))).toBe("timeout")
    expect(loadErrorKindOf(apiError({ kind: "http", status: 404, body: null }))).toBe("notFound")
    expect(loadErrorKindOf(apiError({ kind: "http", status: 401, body: null }))).toBe("unauthorized")
    expect(loadErrorKindOf(apiError({ kind: "http", status: 500, body: null }))).toBe("server")
    expect(loadErrorKindOf(apiError({ kind: "http", status: 409, body: null }))).toBe("failure")
    expect(loadErrorKindOf(apiError({ kind: "graphql", messages: ["x"] }))).toBe("failure")
    expect(loadErrorKindOf(new Error("search answered Failure"))).toBe("failure")
  })

  it("counts a network error and a time-out as a connection problem", () => {
    expect(isConnectionProblem("network")).toBe(true)
    expect(isConnectionProblem("timeout")).toBe(true)
    expect(isConnectionProblem("server")).toBe(false)
    expect(isConnectionProblem(undefined)).toBe(false)
  })
})
