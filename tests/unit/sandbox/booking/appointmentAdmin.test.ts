import { describe, expect, it } from "vitest"
import { createSandboxApp, sandboxConfig } from "../../../../sandbox/server.ts"
import { testClock } from "../../../support/clock.ts"

const post = (app: ReturnType<typeof createSandboxApp>, body: unknown) =>
  app.request("/__sandbox/appointments", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  })

// Each test seeds a whole sandbox: well under a second alone, several under a loaded parallel run.
describe("POST /__sandbox/appointments", { timeout: 30_000 }, () => {
  it("reserves an appointment for a persona relative to now, readable by its link", async () => {
    const app = createSandboxApp(undefined, sandboxConfig({ devTools: true, strictResponses: true }))
    const before = testClock()
    const created = await post(app, { persona: "aino", startsInMinutes: 20 })
    expect(created.status).toBe(201)
    const seeded = (await created.json()) as { appointmentId: string; link: string; startDate: string }
    const start = Date.parse(seeded.startDate)
    expect(start).toBeGreaterThanOrEqual(before + 19 * 60_000)
    expect(start).toBeLessThanOrEqual(testClock() + 20 * 60_000)
    const view = await app.request(`/api/anon/appointments/${seeded.link}?lang=en`)
    expect(await view.json()).toMatchObject({
      type: "success",
      appointment: { id: seeded.appointmentId, selfCheckInStatus: "allowed" },
    })

    const cancelled = await post(app, { persona: "raili", startsInMinutes: 3000, cancelled: true })
    const { link } = (await cancelled.json()) as { link: string }
    expect(await (await app.request(`/api/anon/appointments/${link}?lang=fi`)).json()).toEqual({
      type: "already-cancelled",
    })
  })

  it("refuses a wrong request, and is not there without the development tools", async () => {
    const app = createSandboxApp(undefined, sandboxConfig({ devTools: true }))
    const wrong = await post(app, {
      persona: "nobody",
      startsInMinutes: 1.5,
      practitionerId: "x",
      checkedIn: "yes",
    })
    expect(wrong.status).toBe(400)
    const body = (await wrong.json()) as { details: { path: string }[] }
    expect(body.details.map((issue) => issue.path).sort()).toEqual([
      "body.checkedIn",
      "body.persona",
      "body.practitionerId",
      "body.startsInMinutes",
    ])
    const production = createSandboxApp(undefined, sandboxConfig({ devTools: false }))
    expect((await post(production, { persona: "aino", startsInMinutes: 20 })).status).toBe(404)
  })
})
