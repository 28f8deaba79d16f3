import type { Server } from "node:http"
import { serve } from "@hono/node-server"
import { Hono } from "hono"
import { enforceSecurity } from "./auth/security.ts"
import { sessionLifetimeFrom } from "./auth/sessions.ts"
import { kioskAddressesFrom, trustedProxiesFrom } from "./clientAddress.ts"
import { compressJson } from "./compression.ts"
import { pageHeaders } from "./pageHeaders.ts"
import { sandboxContext, stateContext, type SandboxConfig, type SandboxEnv } from "./context.ts"
import { portalContract } from "./contract/load.ts"
import { bodyLimits } from "./contract/bodyLimits.ts"
import { contractResponses, contractRouting, contractValidation } from "./contract/middleware.ts"
import type { Db } from "./db/database.ts"
import { createFaultInjection } from "./faults.ts"
import { personaAdminRoutes } from "./idp/admin.ts"
import { IDP_PATH_PREFIX } from "./idp/page.ts"
import { idpRoutes } from "./idp/routes.ts"
import { openSandboxDatabase } from "./state.ts"
import { sandboxClockFrom, seedDayFor } from "./time.ts"
import { internalError, notFound } from "./responses.ts"
import { authRoutes } from "./routes/auth.ts"
import { healthRoutes } from "./routes/health.ts"
import { messagingRoutes } from "./messaging/route.ts"
import { sessionRoutes } from "./routes/session.ts"
import { bookingRoutes } from "./booking/routes.ts"
import { appointmentAdminRoutes } from "./booking/routes/appointmentAdmin.ts"
import { reservationAdminRoutes } from "./booking/routes/reservationAdmin.ts"
import { paymentAdminRoutes } from "./payments/paymentAdmin.ts"
import { clockAdminRoutes } from "./routes/clockAdmin.ts"
import { accountApi } from "./account/api.ts"
import { recordsApi } from "./records/routes.ts"
import { paymentsApi } from "./payments/routes.ts"

export const DEFAULT_SANDBOX_PORT = 4010

// Paths under /api and /oauth that are not operations of contracts/openapi.yaml: the sandbox's own, the GraphQL
// endpoint (contracts/messaging.graphql) and the identity provider's page and form.
const OFF_CONTRACT = ["/api/health", "/api/customer-messaging", IDP_PATH_PREFIX]

/**
 * Options over the environment: SANDBOX_NOW, SANDBOX_SESSION_SECONDS|MINUTES, SANDBOX_STRICT_RESPONSES, SANDBOX_ADMIN,
 * NODE_ENV, SANDBOX_TRUSTED_PROXIES, SANDBOX_KIOSK_ADDRESSES.
 */
export function sandboxConfig(
  overrides: Partial<SandboxConfig> = {},
  env: Record<string, string | undefined> = process.env,
): SandboxConfig {
  const strict = env.SANDBOX_STRICT_RESPONSES
  return {
    clock: overrides.clock ?? sandboxClockFrom(env),
    sessionLifetimeMs: overrides.sessionLifetimeMs ?? sessionLifetimeFrom(env),
    // Under vitest (the unit and contract suites) a response that breaks the contract fails the test.
    strictResponses:
      overrides.strictResponses ?? (strict === undefined ? env.VITEST !== undefined : strict === "1"),
    devTools: overrides.devTools ?? (env.SANDBOX_ADMIN === "1" || env.NODE_ENV !== "production"),
    production: overrides.production ?? env.NODE_ENV === "production",
    trustedProxies: overrides.trustedProxies ?? trustedProxiesFrom(env),
    kioskAddresses: overrides.kioskAddresses ?? kioskAddressesFrom(env),
  }
}

const IDP_OFF =
  "The development identity provider is off: it logs anyone in as any persona, so it runs only with the " +
  "development tools (NODE_ENV other than production, or SANDBOX_ADMIN=1)."

/** The sandbox as a fetch handler: `app.request("/api/session")` works without a port. */
export function createSandboxApp(
  db: Db | undefined = undefined,
  config: SandboxConfig = sandboxConfig(),
): Hono<SandboxEnv> {
  db ??= openSandboxDatabase(":memory:", seedDayFor(config.clock))
  const faults = createFaultInjection()
  const app = new Hono<SandboxEnv>()
  // Outermost, so it compresses the final answer (after the contract check has read it).
  app.use("*", compressJson())
  app.use("*", pageHeaders)
  // Answers are personal (health data, the session's state): no cache keeps them unless a route says otherwise
  app.use("/api/*", async (c, next) => {
    await next()
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store")
  })
  app.route("/", healthRoutes)
  app.use("*", stateContext(db, config))
  if (config.devTools) {
    app.route("/", faults.adminRoutes)
    app.route("/", personaAdminRoutes)
    app.route("/", appointmentAdminRoutes)
    app.route("/", reservationAdminRoutes)
    app.route("/", paymentAdminRoutes)
    app.route("/", clockAdminRoutes)
  }
  app.use("/api/*", sandboxContext)
  app.use("/oauth/*", sandboxContext)
  // In this order: the operation, the body's size and charset, faults asked for, the request against the contract, then (around the rest) the
  // answer against the contract, the operation's security and the route itself.
  app.use("*", contractRouting(portalContract(), OFF_CONTRACT))
  app.use("*", bodyLimits)
  app.use("/api/*", faults.middleware)
  app.use("/oauth/*", faults.middleware)
  app.use("*", contractValidation)
  app.use("*", contractResponses(config.strictResponses))
  app.use("*", enforceSecurity)
  app.route("/", sessionRoutes)
  app.route("/", authRoutes)
  // The development identity provider logs anyone in as any persona: never where the development tools are off
  if (!config.devTools) app.all(`${IDP_PATH_PREFIX}*`, (c) => c.text(IDP_OFF, 403))
  app.route("/", idpRoutes)
  app.route("/", messagingRoutes)
  app.route("/", bookingRoutes)
  app.route("/", accountApi)
  app.route("/", recordsApi)
  app.route("/", paymentsApi)
  app.all("/api/*", notFound)
  app.notFound(notFound)
  app.onError(internalError)
  return app
}

export interface RunningSandbox {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:4010 */
  url: string
  close(): Promise<void>
}

export interface SandboxOptions {
  /** 0 picks a free port (tests). */
  port?: number
  hostname?: string
  /** The database file; ":memory:" (the default for tests) keeps nothing. */
  databaseFile?: string
  /** Over what the environment says (sandboxConfig). */
  config?: Partial<SandboxConfig>
}

export function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const hostname = options.hostname ?? "127.0.0.1"
  const config = sandboxConfig(options.config)
  const db = openSandboxDatabase(options.databaseFile ?? ":memory:", seedDayFor(config.clock))
  const app = createSandboxApp(db, config)
  return new Promise((resolve, reject) => {
    // overrideGlobalObjects: false keeps Node's own Request and Response for clients in the same process (tests).
    const server = serve(
      {
        fetch: app.fetch,
        port: options.port ?? DEFAULT_SANDBOX_PORT,
        hostname,
        overrideGlobalObjects: false,
      },
      (info) => {
        server.off("error", reject)
        resolve({
          url: `http://${hostname}:${info.port}`,
          close: () =>
            new Promise<void>((done, fail) => {
              server.close((error) => {
                db.close()
                return error ? fail(error) : done()
              })
              // Keep-alive connections would hold close() open until they time out.
              ;(server as Server).closeAllConnections()
            }),
        })
      },
    )
    server.once("error", reject)
  })
}
