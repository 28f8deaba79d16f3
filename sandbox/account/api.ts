// Every account call: profile, contact, registration and consent; the Kela card and uploads; SMS-login onboarding.
import { Hono } from "hono"
import type { SandboxEnv } from "../context.ts"
import { kelaCardRoutes } from "./kelaCard.ts"
import { mfaOnboardingRoutes } from "./mfaRoutes.ts"
import { accountRoutes } from "./routes.ts"
import { uploadRoutes } from "./uploadRoutes.ts"

export const accountApi = new Hono<SandboxEnv>()
  .route("/", accountRoutes)
  .route("/", kelaCardRoutes)
  .route("/", uploadRoutes)
  .route("/", mfaOnboardingRoutes)
