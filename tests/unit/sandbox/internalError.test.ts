import { Hono } from "hono"
import { describe, expect, it, vi } from "vitest"
import { internalError } from "../../../sandbox/responses.ts"

describe("an unexpected failure's answer", () => {
  it("keeps the error's own text in the log, under the id the answer gives", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const app = new Hono()
      .get("/api/broken", () => {
        throw new Error("UNIQUE constraint failed: patients.ssn 010101-123N")
      })
      .onError(internalError)
    const response = await app.request("/api/broken")
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(text).not.toMatch(/constraint|patients|010101/)
    const body = JSON.parse(text) as { type: string; errorId: string }
    expect(body).toMatchObject({ type: "InternalError", errorId: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    expect(logged).toHaveBeenCalledWith(`sandbox: internal error ${body.errorId}`, expect.any(Error))
  })
})
