// A small contract and an app wired with the sandbox's contract, fault and security middleware, so those can be
// tested on routes that do exactly what a test needs (including breaking the contract).
import type { AddressInfo } from "node:net"
import { serve } from "@hono/node-server"
import { Hono } from "hono"
import { sessionsModule } from "../../../../sandbox/auth/sessions.ts"
import { enforceSecurity } from "../../../../sandbox/auth/security.ts"
import { DEFAULT_TRUSTED_PROXIES, parseAddressList } from "../../../../sandbox/clientAddress.ts"
import { stateContext, type SandboxConfig, type SandboxEnv } from "../../../../sandbox/context.ts"
import { createContract, type Json } from "../../../../sandbox/contract/document.ts"
import {
  contractResponses,
  contractRouting,
  contractValidation,
} from "../../../../sandbox/contract/middleware.ts"
import { openDatabase, type Db } from "../../../../sandbox/db/database.ts"
import { createFaultInjection } from "../../../../sandbox/faults.ts"
import { testClock } from "../../../support/clock.ts"

const json = (schema: Json) => ({ content: { "application/json": { schema } } })
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

export const FIXTURE_DOCUMENT: Json = {
  openapi: "3.1.0",
  info: { title: "Fixture", version: "1", "x-owner": "tests" },
  security: [],
  paths: {
    "/api/things": {
      get: {
        operationId: "listThings",
        security: [{}, { csrfToken: [] }],
        parameters: [
          { $ref: "#/components/parameters/LangQuery" },
          {
            name: "ids",
            in: "query",
            style: "form",
            explode: true,
            schema: { type: "array", items: { type: "string", pattern: "^[0-9]+$" } },
          },
          { name: "remote", in: "query", schema: { type: "boolean", default: false } },
          { name: "offset", in: "query", schema: { type: "integer", minimum: 0, default: 0 }, example: 20 },
        ],
        responses: {
          "200": {
            description: "Things, or the failure marker",
            content: {
              "application/json": {
                schema: ref("ThingList"),
                examples: {
                  found: { value: { type: "Success", things: [] } },
                  failure: { summary: "The backend failed", value: { type: "Failure" } },
                },
              },
            },
          },
          "400": { $ref: "#/components/responses/ValidationError" },
        },
      },
      post: {
        operationId: "addThing",
        security: [{ csrfToken: [] }],
        requestBody: { required: true, ...json(ref("NewThing")) },
        responses: { "201": { description: "Added", ...json(ref("Thing")) } },
      },
    },
    "/api/things/latest": {
      get: {
        operationId: "latestThing",
        responses: { "200": { description: "The latest", ...json(ref("Thing")) } },
      },
    },
    "/api/things/{id}": {
      parameters: [
        { name: "id", in: "path", required: true, schema: { type: "string", pattern: "^[0-9]+$" } },
      ],
      get: {
        operationId: "getThing",
        parameters: [{ name: "x-trace", in: "header", required: false, schema: { type: "integer" } }],
        responses: { "200": { description: "One", ...json(ref("Thing")) } },
      },
      delete: { operationId: "deleteThing", responses: { "204": { description: "Gone" } } },
    },
    "/api/files/{key}": {
      put: {
        operationId: "putFile",
        parameters: [{ name: "key", in: "path", required: true, schema: { type: "string" } }],
        requestBody: {
          required: true,
          content: { "image/png": { schema: { type: "string", contentMediaType: "image/png" } } },
        },
        responses: { "204": { description: "Stored" } },
      },
    },
    "/oauth/start": {
      get: {
        operationId: "start",
        parameters: [{ name: "away", in: "query", schema: { type: "boolean" } }],
        responses: {
          "302": {
            description: "Away",
            headers: { Location: { required: true, schema: { type: "string" } } },
          },
        },
      },
    },
  },
  components: {
    securitySchemes: { csrfToken: { type: "apiKey", in: "query", name: "csrfToken" } },
    parameters: {
      LangQuery: {
        name: "lang",
        in: "query",
        required: true,
        schema: { type: "string", enum: ["fi", "sv", "en"] },
      },
    },
    responses: {
      ValidationError: { description: "Invalid", ...json(ref("ValidationError")) },
      Unauthorized: { description: "No login", ...json({ type: "object" }) },
      Forbidden: { description: "No token", ...json({ type: "object" }) },
    },
    schemas: {
      ValidationError: {
        type: "object",
        required: ["type", "details"],
        properties: { type: { const: "ValidationError" }, details: { type: "array" } },
      },
      Thing: {
        type: "object",
        required: ["id", "name"],
        additionalProperties: false,
        properties: {
          id: { type: "string" },
          name: { type: "string", minLength: 1 },
          tags: { type: "array" },
        },
        example: { id: "1", name: "One" },
      },
      NewThing: {
        type: "object",
        required: ["name", "phoneNumber"],
        additionalProperties: false,
        properties: {
          name: { type: "string", minLength: 1 },
          phoneNumber: { type: "string", pattern: "^\\+?[0-9]{5,20}$" },
          tags: { type: "array", items: { type: "string", maxLength: 3 } },
        },
      },
      ThingList: {
        oneOf: [
          {
            type: "object",
            required: ["type", "things"],
            additionalProperties: false,
            properties: { type: { const: "Success" }, things: { type: "array", items: ref("Thing") } },
          },
          {
            type: "object",
            required: ["type"],
            additionalProperties: false,
            properties: { type: { const: "Failure" } },
          },
        ],
      },
    },
  },
}

export const fixtureContract = createContract(FIXTURE_DOCUMENT)

export const TEST_CONFIG: SandboxConfig = {
  clock: testClock,
  sessionLifetimeMs: 60_000,
  strictResponses: true,
  devTools: true,
  production: false,
  trustedProxies: parseAddressList("trusted proxies", DEFAULT_TRUSTED_PROXIES),
  kioskAddresses: [],
}

export function fixtureDb(): Db {
  return openDatabase(":memory:", [sessionsModule], "2026-11-20")
}

/** The sandbox's middleware in the sandbox's order around the routes `addRoutes` adds. */
export function fixtureApp(
  addRoutes: (app: Hono<SandboxEnv>) => void,
  config: Partial<SandboxConfig> = {},
  db: Db = fixtureDb(),
): Hono<SandboxEnv> {
  const settings = { ...TEST_CONFIG, ...config }
  const faults = createFaultInjection()
  const app = new Hono<SandboxEnv>()
  app.use("*", stateContext(db, settings))
  app.route("/", faults.adminRoutes)
  app.use("*", async (c, next) => {
    c.set("environment", "adult-development")
    c.set("lang", "fi")
    return next()
  })
  app.use("*", contractRouting(fixtureContract, ["/api/own"]))
  app.use("/api/*", faults.middleware)
  app.use("*", contractValidation)
  app.use("*", contractResponses(settings.strictResponses))
  app.use("*", enforceSecurity)
  addRoutes(app)
  return app
}

export interface Served {
  url: string
  close(): Promise<void>
}

/** The app on a free port, for what needs a real connection (dropped connections, timeouts). */
export function serveApp(app: Hono<SandboxEnv>): Promise<Served> {
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, port: 0, hostname: "127.0.0.1", overrideGlobalObjects: false },
      () => {
        const { port } = server.address() as AddressInfo
        resolve({
          url: `http://127.0.0.1:${port}`,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done())
              if ("closeAllConnections" in server) server.closeAllConnections()
            }),
        })
      },
    )
  })
}
