import { describe, expect, it } from "vitest"
import { createSandboxApp, sandboxConfig } from "../../../../sandbox/server.ts"
import { openSandboxDatabase } from "../../../../sandbox/state.ts"

// A whole seeded sandbox per test: well under a second alone, several under a loaded parallel run.
describe("GET /__sandbox/payments/{invoiceNumber}", { timeout: 30_000 }, () => {
  it("counts the payments started for an invoice: none before, one per start", async () => {
    const db = openSandboxDatabase(":memory:")
    const app = createSandboxApp(db, sandboxConfig({ devTools: true, strictResponses: true }))
    const count = async () =>
      ((await (await app.request("/__sandbox/payments/3040670")).json()) as { payments: number }).payments
    expect(await count()).toBe(0)
    db.prepare(
      `INSERT INTO payments (transaction_id, invoice_number, persona_id, amount, language, status, created_at)
         VALUES ('t-1', '3040670', 'hanna', 100, 'EN', 'pending', '2026-11-24T08:00:00Z')`,
    ).run()
    expect(await count()).toBe(1)
  })

  it("is not there without the development tools", async () => {
    const app = createSandboxApp(undefined, sandboxConfig({ devTools: false }))
    expect((await app.request("/__sandbox/payments/3040670")).status).toBe(404)
  })
})
