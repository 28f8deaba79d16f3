import { getSnapshot } from "mobx-state-tree"
import { describe, expect, it } from "vitest"
import { apiError } from "../../../../src/platform/api/errors.ts"
import { answeredStatus, LoadOwnerModel, OneLoadModel } from "../../../../src/kit/stores/OneLoad.ts"

/** A store as the features build one on the kit's base: a prop of its own, its answer and its load. */
const Notes = OneLoadModel.named("Notes")
  .props({ page: 1 })
  .volatile(() => ({ notes: [] as readonly string[] }))
  .actions((self) => ({
    receive(notes: readonly string[]) {
      self.notes = notes
    },
  }))
  .actions((self) => ({
    load(request: () => Promise<readonly string[]>) {
      return self.loadState.run(request, self.receive)
    },
  }))

/** A page whose answer names a state of its own, on the base without the status. */
const Team = LoadOwnerModel.named("Team")
  .volatile(() => ({ answer: undefined as "ok" | "no-agreement" | undefined }))
  .views((self) => ({
    get status() {
      return answeredStatus(self.loadState, self.answer, "ok")
    },
  }))
  .actions((self) => ({
    receive(answer: "ok" | "no-agreement") {
      self.answer = answer
    },
  }))

describe("a store with one load (OneLoadModel)", () => {
  it("keeps its own name and props, and its status is its load's", async () => {
    const store = Notes.create({ page: 2 })
    expect(store.page).toBe(2)
    expect(store.status).toBe("idle")
    let answer!: (notes: readonly string[]) => void
    const pending = store.load(() => new Promise((resolve) => (answer = resolve)))
    expect(store.status).toBe("loading")
    answer(["a"])
    await pending
    expect(store.status).toBe("loaded")
    expect(store.notes).toEqual(["a"])
    await store.load(() => Promise.reject(apiError({ kind: "network" })))
    expect(store.status).toBe("error")
    expect(store.loadState.errorKind).toBe("network")
  })

  it("puts nothing of the load into the store's snapshot but an empty load state", async () => {
    const store = Notes.create()
    await store.load(async () => ["a"])
    expect(getSnapshot(store)).toEqual({ page: 1, loadState: {} })
  })
})

describe("a page state the answer names (answeredStatus)", () => {
  it("is the load's status until the answer is in, then the answer's state, its ok being loaded", async () => {
    const team = Team.create()
    expect(team.status).toBe("idle")
    const first = team.loadState.run(async () => "no-agreement" as const, team.receive)
    expect(team.status).toBe("loading")
    await first
    expect(team.status).toBe("no-agreement")
    await team.loadState.run(async () => "ok" as const, team.receive)
    expect(team.status).toBe("loaded")
    await team.loadState.run(() => Promise.reject(apiError({ kind: "network" })), team.receive)
    expect(team.status).toBe("error")
  })

  it("is an error when the load is loaded with no answer to show", () => {
    const team = Team.create()
    team.loadState.succeed(team.loadState.begin())
    expect(team.status).toBe("error")
  })
})
