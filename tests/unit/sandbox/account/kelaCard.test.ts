import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { KELA_CARD_MAX_BYTES } from "../../../../sandbox/account/kelaCard.ts"
import { JPEG_BYTES, PNG_BYTES } from "./sandbox.ts"
import { type Login, type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
let login: Login
beforeEach(async () => {
  sandbox = await startTestSandbox()
  login = sandbox.login("aino")
})
afterEach(() => sandbox.close())

async function init(front = "image/png", back = "image/jpeg") {
  const answer = await sandbox.request("POST", "/api/kela-card/init-upload", {
    login,
    body: { mimetypes: { front, back } },
  })
  return answer
}

// The upload URLs are absolute and may name another host: PUT to the path as given.
const put = (url: string, bytes: Uint8Array, contentType: string) =>
  sandbox.request("PUT", new URL(url).pathname, { body: bytes, contentType })
// An image URL read as the browser does: with the session's cookie (no csrf token)
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url)
  return `${pathname}${search}`
}
const read = (url: string, as: Login = login) =>
  sandbox.request("GET", pathOf(url), { cookies: cookiesOf(as) })
const cookiesOf = (as: Login) =>
  Object.fromEntries(as.cookie.split("; ").map((pair) => pair.split("=") as [string, string]))

describe("the Kela card upload", () => {
  it("takes both sides into use and serves them from their upload URLs", async () => {
    const { json: upload } = await init()
    expect(upload.front.url).toMatch(/\/api\/uploads\/kc-[0-9a-f]+-front$/)
    expect((await put(upload.front.url, PNG_BYTES, "image/png")).status).toBe(204)
    expect((await put(upload.back.url, JPEG_BYTES, "image/jpeg")).status).toBe(204)
    const finished = await sandbox.request("GET", `/api/kela-card/finish-upload?token=${upload.token}`, {
      login,
    })
    expect(finished.json).toEqual({ type: "success" })
    const card = await sandbox.request("GET", "/api/kela-card", { login })
    expect(card.json.imageUrl).toEqual({
      front: expect.stringMatching(
        new RegExp(`^${sandbox.url}/api/uploads/${upload.token}-front\\?expires=`),
      ),
      back: expect.stringMatching(new RegExp(`^${sandbox.url}/api/uploads/${upload.token}-back\\?expires=`)),
    })
    const front = await read(card.json.imageUrl.front)
    expect(front.headers.get("content-type")).toBe("image/png")
    expect(front.bytes).toEqual(PNG_BYTES)
    const back = await read(card.json.imageUrl.back)
    expect(back.headers.get("content-type")).toBe("image/jpeg")
    expect(back.bytes).toEqual(JPEG_BYTES)
    const profile = await sandbox.request("GET", "/api/user/profile?lang=fi", { login })
    expect(profile.json.hasKelaCard).toBe(true)
  })

  it("accepts only JPEG and PNG", async () => {
    expect((await init("image/gif")).status).toBe(400)
    const { json: upload } = await init()
    const wrongType = await put(upload.front.url, JPEG_BYTES, "image/jpeg")
    expect(wrongType.status).toBe(400)
    expect(wrongType.json.details[0].path).toBe("header.content-type")
    const notAnImage = await put(upload.front.url, new TextEncoder().encode("not a png"), "image/png")
    expect(notAnImage.status).toBe(400)
  })

  it("refuses an image over the size limit", async () => {
    const { json: upload } = await init()
    const big = new Uint8Array(KELA_CARD_MAX_BYTES + 1)
    big.set(PNG_BYTES)
    expect((await put(upload.front.url, big, "image/png")).status).toBe(400)
  })

  it("does not finish with a side missing, nor with an unknown token", async () => {
    const { json: upload } = await init()
    await put(upload.front.url, PNG_BYTES, "image/png")
    const incomplete = await sandbox.request("GET", `/api/kela-card/finish-upload?token=${upload.token}`, {
      login,
    })
    expect(incomplete.status).toBe(409)
    expect(incomplete.json).toEqual({ type: "uploadIncomplete", missing: ["back"] })
    const unknown = await sandbox.request("GET", "/api/kela-card/finish-upload?token=kc-0000000000", {
      login,
    })
    expect(unknown.status).toBe(404)
    expect((await put(`${sandbox.url}/api/uploads/kc-0000000000-front`, PNG_BYTES, "image/png")).status).toBe(
      404,
    )
  })

  it("shows the seeded card of the persona that has one", async () => {
    const raili = sandbox.login("raili")
    const card = await sandbox.request("GET", "/api/kela-card", { login: raili })
    for (const side of ["front", "back"] as const) {
      expect(card.json.imageUrl[side]).toMatch(
        new RegExp(`^${sandbox.url}/api/uploads/kc-[\\w-]{16}-${side}\\?expires=\\d+&signature=[\\w-]{43}$`),
      )
      const image = await read(card.json.imageUrl[side], raili)
      expect(image.status).toBe(200)
      expect(image.headers.get("content-type")).toBe("image/png")
      expect(image.headers.get("content-disposition")).toBe(`attachment; filename="kela-card-${side}.png"`)
      expect([...image.bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
    }
  })

  it("forgets the images a new card replaces", async () => {
    const raili = sandbox.login("raili")
    const before = await sandbox.request("GET", "/api/kela-card", { login: raili })
    const { json: upload } = await sandbox.request("POST", "/api/kela-card/init-upload", {
      login: raili,
      body: { mimetypes: { front: "image/png", back: "image/png" } },
    })
    await put(upload.front.url, PNG_BYTES, "image/png")
    await put(upload.back.url, PNG_BYTES, "image/png")
    const finished = await sandbox.request("GET", `/api/kela-card/finish-upload?token=${upload.token}`, {
      login: raili,
    })
    expect(finished.status).toBe(200)
    for (const url of Object.values<string>(before.json.imageUrl)) {
      expect((await read(url, raili)).status).toBe(404)
    }
    const after = await sandbox.request("GET", "/api/kela-card", { login: raili })
    expect((await read(after.json.imageUrl.front, raili)).status).toBe(200)
  })
})
