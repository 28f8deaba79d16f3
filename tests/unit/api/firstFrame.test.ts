import { describe, expect, it } from "vitest"
import { anonymousSession, answeringSessionOnly } from "../../../targets/shared/frameSession.ts"

describe("a first frame's backend", () => {
  const fetch = answeringSessionOnly(anonymousSession("adult-production"))

  it("answers the session call with an anonymous visitor's session, with no features", async () => {
    const response = await fetch(new Request("http://first-frame.invalid/api/session"))
    expect(await response.json()).toMatchObject({
      isLoggedIn: false,
      isSessionValid: false,
      user: null,
      features: [],
      environment: "adult-production",
    })
  })

  it("fails any other call, so that a page which needs data before it renders cannot be made a frame", async () => {
    await expect(fetch(new Request("http://first-frame.invalid/api/appointments"))).rejects.toThrow(
      /called GET .*\/api\/appointments before it rendered/,
    )
  })
})
