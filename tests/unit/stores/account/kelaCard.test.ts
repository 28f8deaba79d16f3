// The Kela card on my information against the sandbox: the current card, the upload of both sides with progress,
// the types refused, a failing PUT, and 'change images'.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { apiError, httpError } from "../../../../src/platform/api/errors.ts"
import type { Upload } from "../../../../src/platform/api/env.ts"
import type { UploadRequest } from "../../../../src/platform/api/upload.ts"
import { disposeRootStore } from "../../../../src/kit/stores/RootStore.ts"
import { startTestSandbox, type TestSandbox } from "../../../support/sandbox.ts"
import { loggedInStore as loggedInStoreOn } from "./sandboxLogin.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const refuseUploads: Upload = async (request) => {
  throw new Error(`This test uploads nothing, and a file was sent to ${request.url}`)
}
/** Where the store's file uploads go (its StoreEnv.upload); a test sets it as it goes. */
let upload: Upload = refuseUploads

/** The persona's store, whose uploads go to `upload` (none until the test sets it). */
function loggedInStore(personaId: string) {
  upload = refuseUploads
  return loggedInStoreOn(sandbox.url, personaId, "fi", { upload: (request) => upload(request) })
}

// Bodies that begin as their types do (the sandbox checks the first bytes).
const png = () =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(1)])], {
    type: "image/png",
  })
const jpeg = () =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(64).fill(2)])], { type: "image/jpeg" })
const gif = () => new Blob([new TextEncoder().encode("GIF89a....")], { type: "image/gif" })

/** The PUT as src/platform/api/upload.ts makes it, with fetch (no XMLHttpRequest here): progress half-way, then done. */
function fetchUploader(seen: { url: string; contentType: string; percents: number[] }[]) {
  return async (request: UploadRequest) => {
    const record = { url: request.url, contentType: request.contentType, percents: [] as number[] }
    seen.push(record)
    const report = (percent: number) => {
      record.percents.push(percent)
      request.onProgress?.({ loaded: percent, total: 100, percent })
    }
    report(0)
    report(50)
    const answer = await fetch(request.url, {
      method: "PUT",
      body: request.body,
      headers: { "content-type": request.contentType, ...request.headers },
    })
    if (!answer.ok) throw httpError(answer.status, await answer.json().catch(() => undefined))
    report(100)
  }
}

describe("KelaCard", () => {
  it("shows a card the patient has", async () => {
    const store = await loggedInStore("raili")
    const { kelaCard } = store.account
    await kelaCard.load()
    expect(kelaCard.hasCard).toBe(true)
    expect(kelaCard.isEditing).toBe(false)
    expect(kelaCard.images?.front).toMatch(/^http/)
    disposeRootStore(store)
  })

  it("uploads both sides with progress, then shows them as the card", async () => {
    const store = await loggedInStore("tiina")
    const { kelaCard } = store.account
    await kelaCard.load()
    expect(kelaCard.hasCard).toBe(false)
    expect(kelaCard.isEditing).toBe(true)
    expect(kelaCard.slots.map((slot) => slot.status)).toEqual(["missing", "missing"])
    expect(kelaCard.canSave).toBe(false)

    const seen: { url: string; contentType: string; percents: number[] }[] = []
    upload = fetchUploader(seen)
    expect(kelaCard.front.choose(jpeg(), "front.jpg")).toBe(true)
    expect(kelaCard.front.status).toBe("ready-to-upload")
    expect(kelaCard.canSave).toBe(false)
    // nothing is sent while a side is missing
    expect(await kelaCard.save()).toBe(false)
    expect(seen).toEqual([])

    kelaCard.back.choose(png(), "back.png")
    expect(kelaCard.canSave).toBe(true)
    const saving = kelaCard.save()
    expect(kelaCard.saveStatus).toBe("saving")
    expect(await saving).toBe(true)
    expect(seen.map((upload) => upload.contentType)).toEqual(["image/jpeg", "image/png"])
    expect(seen.every((upload) => upload.percents.join() === "0,50,100")).toBe(true)
    expect(kelaCard.slots.map((slot) => [slot.status, slot.progress])).toEqual([
      ["uploaded", 100],
      ["uploaded", 100],
    ])
    expect(kelaCard.saveStatus).toBe("saved")
    await kelaCard.load()
    expect(kelaCard.hasCard).toBe(true)
    expect(kelaCard.isEditing).toBe(false)

    // 'change images' resets both to missing
    kelaCard.changeImages()
    expect(kelaCard.isEditing).toBe(true)
    expect(kelaCard.slots.map((slot) => slot.status)).toEqual(["missing", "missing"])
    expect(kelaCard.slots.every((slot) => !slot.hasImage)).toBe(true)
    kelaCard.cancelChange()
    expect(kelaCard.isEditing).toBe(false)
    disposeRootStore(store)
  })

  it("refuses other types than JPEG and PNG, keeping what the slot had", async () => {
    const store = await loggedInStore("tiina")
    const { kelaCard } = store.account
    expect(kelaCard.front.choose(gif(), "card.gif")).toBe(false)
    expect(kelaCard.front.refused).toBe(true)
    expect(kelaCard.front.status).toBe("missing")
    kelaCard.front.choose(png(), "card.png")
    expect(kelaCard.front.refused).toBe(false)
    expect(kelaCard.front.choose(gif(), "card.gif")).toBe(false)
    expect(kelaCard.front.status).toBe("ready-to-upload")
    expect(kelaCard.front.fileName).toBe("card.png")
    disposeRootStore(store)
  })

  it("a failing PUT is 'Failed to add the image': the side is in error, and a new save sends both anew", async () => {
    const store = await loggedInStore("aino")
    const { kelaCard } = store.account
    await kelaCard.load()
    const urls: string[] = []
    upload = async (request) => {
      urls.push(request.url)
      if (request.url.endsWith("-back")) throw apiError({ kind: "network" })
      await fetchUploader([])(request)
    }
    kelaCard.front.choose(png(), "front.png")
    kelaCard.back.choose(png(), "back.png")
    expect(await kelaCard.save()).toBe(false)
    expect(kelaCard.saveStatus).toBe("failed")
    expect(kelaCard.slots.map((slot) => slot.status)).toEqual(["ready-to-upload", "error"])
    expect(kelaCard.canSave).toBe(true)

    upload = async (request) => {
      urls.push(request.url)
      await fetchUploader([])(request)
    }
    expect(await kelaCard.save()).toBe(true)
    // new upload URLs for both sides (a key takes one file)
    expect(new Set(urls).size).toBe(4)
    await kelaCard.load()
    expect(kelaCard.hasCard).toBe(true)
    disposeRootStore(store)
  })

  it("a failed read is the load's error", async () => {
    const store = await loggedInStore("aino")
    const { kelaCard } = store.account
    await store.session.logout()
    await kelaCard.load()
    expect(kelaCard.loadState.status).toBe("error")
    disposeRootStore(store)
  })
})
