import { Hono } from "hono"
import type { SandboxEnv } from "../context.ts"
import { isoInstant } from "../booking/present.ts"

/**
 * GET /__sandbox/clock: the sandbox's now (SANDBOX_NOW moves it), so an end-to-end test can set the browser's clock
 * to the same moment (Playwright's page.clock) and both sides of the product agree on the day and hour.
 */
export const clockAdminRoutes = new Hono<SandboxEnv>().get("/__sandbox/clock", (c) =>
  c.json({ now: isoInstant(c.get("config").clock()) }),
)
