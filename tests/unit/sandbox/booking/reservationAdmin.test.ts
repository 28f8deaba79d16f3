import { describe, expect, it } from "vitest"
import { createSandboxApp, sandboxConfig } from "../../../../sandbox/server.ts"

type Seeded = { appointmentId: string }

const seed = async (app: ReturnType<typeof createSandboxApp>, body: unknown): Promise<Seeded> => {
  const created = await app.request("/__sandbox/appointments", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  expect(created.status).toBe(201)
  return (await created.json()) as Seeded
}

// Each test seeds a whole sandbox: well under a second alone, several under a loaded parallel run.
describe("GET /__sandbox/reservations/{appointmentId}", { timeout: 30_000 }, () => {
  it("counts a slot's reservations and tells check-in and the arrival reason's length, never its text", async () => {
    const app = createSandboxApp(undefined, sandboxConfig({ devTools: true, strictResponses: true }))
    const checkedIn = await seed(app, { persona: "sari", startsInMinutes: 10, checkedIn: true })
    const answer = await app.request(`/__sandbox/reservations/${checkedIn.appointmentId}`)
    expect(await answer.json()).toEqual({
      appointmentId: checkedIn.appointmentId,
      conceptCode: null,
      dcpContentHash: null,
      cancelled: false,
      checkedIn: true,
      arrivalReasonLength: 0,
      reservations: 1,
    })

    const cancelled = await seed(app, { persona: "sari", startsInMinutes: 60 * 24 * 3, cancelled: true })
    expect(
      await (await app.request(`/__sandbox/reservations/${cancelled.appointmentId}`)).json(),
    ).toMatchObject({
      cancelled: true,
      checkedIn: false,
      reservations: 1,
    })
  })

  it("is not there without the development tools", async () => {
    const app = createSandboxApp(undefined, sandboxConfig({ devTools: false }))
    expect((await app.request("/__sandbox/reservations/1")).status).toBe(404)
  })
})
