import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { disposeStores, messagingStore } from "./support.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())
afterEach(() => disposeStores())

const isStatus = (request: Request) => new URL(request.url).pathname === "/api/messaging/status"

// The contract's 'maintenance' example of getMessagingStatus
const MAINTENANCE = {
  maintenanceMode: true,
  systemStatus: "plannedMaintenance",
  customerMessagingUserId: "6b0f8e52-3c1d-4a7e-9f20-81d4c5a7e913",
  customerMessagingInfo: {
    active: true,
    heading: "Viestipalvelun huoltokatko",
    description: "Viestit eivät ole käytössä tiistaina 1.12.2026 klo 21–23.",
    announcementType: "warning",
  },
}

describe("messaging access (spec §2, §6)", () => {
  it("is ready for Aino, with her messaging user id and the announcement", async () => {
    const { area } = await messagingStore(sandbox, { login: sandbox.login("aino") })
    expect(area.access.access).toBe("loading")
    await area.access.ensureLoaded()
    expect(area.accessState).toBe("loaded")
    expect(area.customerMessagingUserId).toMatch(/\S/)
    expect(area.access.systemStatus).toBe("operational")
    expect(area.access.announcement).toEqual({
      heading: "Vastaamme viesteihin arkipäivisin",
      description: expect.stringContaining("**1–3 arkipäivän**"),
      announcementType: "info",
    })
  })

  it("shares one request between callers asking at once", async () => {
    const { area, requests } = await messagingStore(sandbox, { login: sandbox.login("aino") })
    await Promise.all([area.access.ensureLoaded(), area.access.ensureLoaded()])
    await area.access.ensureLoaded()
    expect(requests.filter(isStatus)).toHaveLength(1)
  })

  it("is empty for a patient without a messaging user", async () => {
    const { area } = await messagingStore(sandbox, { login: sandbox.login("raili") })
    await area.access.ensureLoaded()
    expect(area.access.customerMessagingUserId).toBeUndefined()
    expect(area.accessState).toBe("empty")
  })

  it("is empty without the messaging features in the session, even when the status loads", async () => {
    const login = sandbox.login("aino")
    const { area, root } = await messagingStore(sandbox, {
      login: { ...login, cookie: `${login.cookie}; sandbox-environment=adult-production` },
    })
    expect(root.session.hasFeature("customer-messaging-allowed")).toBe(false)
    await area.access.ensureLoaded()
    expect(area.accessState).toBe("empty")
  })

  it("shows the maintenance notice in maintenance mode, before anything else", async () => {
    const { area } = await messagingStore(sandbox, {
      login: sandbox.login("raili"),
      intercept: (request) => (isStatus(request) ? Response.json(MAINTENANCE) : undefined),
    })
    await area.access.ensureLoaded()
    expect(area.accessState).toBe("maintenance")
    expect(area.access.systemStatus).toBe("plannedMaintenance")
    expect(area.access.announcement?.announcementType).toBe("warning")
  })

  it("says error when the status cannot be read, and a retry reads it", async () => {
    let fail = true
    const { area } = await messagingStore(sandbox, {
      login: sandbox.login("aino"),
      intercept: (request) => {
        if (isStatus(request) && fail) request.headers.set("x-sandbox-fault", "status=503")
      },
    })
    await area.access.ensureLoaded()
    expect(area.accessState).toBe("error")
    expect(area.access.loadState.errorKind).toBe("server")
    fail = false
    await area.access.retry()
    expect(area.accessState).toBe("loaded")
  })

  it("leaves out an inactive announcement", async () => {
    const { area } = await messagingStore(sandbox, {
      login: sandbox.login("aino"),
      intercept: (request) =>
        isStatus(request)
          ? Response.json({
              ...MAINTENANCE,
              maintenanceMode: false,
              systemStatus: "operational",
              customerMessagingInfo: { ...MAINTENANCE.customerMessagingInfo, active: false },
            })
          : undefined,
    })
    await area.access.ensureLoaded()
    expect(area.accessState).toBe("loaded")
    expect(area.access.announcement).toBeUndefined()
  })
})
