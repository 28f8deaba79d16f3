import type { Server } from "node:http"
import { serve } from "@hono/node-server"
import { Hono } from "hono"
import { sandboxContext, stateContext, type SandboxEnv } from "./context.ts"
import type { Db } from "./db/database.ts"
import { openSandboxDatabase } from "./state.ts"
import { notFound } from "./responses.ts"
import { healthRoutes } from "./routes/health.ts"
import { messagingRoutes } from "./routes/messaging.ts"
import { sessionRoutes } from "./routes/session.ts"

export const DEFAULT_SANDBOX_PORT = 4010

/** The sandbox as a fetch handler: `app.request("/api/session")` works without a port. */
export function createSandboxApp(db: Db = openSandboxDatabase(":memory:")): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  app.route("/", healthRoutes)
  app.use("*", stateContext(db))
  app.use("/api/*", sandboxContext)
  app.route("/", sessionRoutes)
  app.route("/", messagingRoutes)
  app.all("/api/*", notFound)
  app.notFound(notFound)
  app.onError((error, c) => {
    console.error(error)
    return c.json({ type: "InternalError", message: error.message }, 500)
  })
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
}

export function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const hostname = options.hostname ?? "127.0.0.1"
  const app = createSandboxApp(openSandboxDatabase(options.databaseFile ?? ":memory:"))
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
              server.close((error) => (error ? fail(error) : done()))
              // Keep-alive connections would hold close() open until they time out.
              ;(server as Server).closeAllConnections()
            }),
        })
      },
    )
    server.once("error", reject)
  })
}
