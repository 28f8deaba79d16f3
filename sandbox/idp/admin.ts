// GET /__sandbox/personas: whom to log in as, for `npm start` to print (scripts may not import the sandbox).
import { Hono } from "hono"
import { brandOf } from "../../src/domain/features.ts"
import { needsPinStep, pinFor } from "../auth/mfa.ts"
import type { SandboxEnv } from "../context.ts"
import { ENVIRONMENTS } from "../environments.ts"
import { PERSONAS } from "../personas.ts"

export const personaAdminRoutes = new Hono<SandboxEnv>().get("/__sandbox/personas", (c) => {
  const db = c.get("db")
  const personas = PERSONAS.map((persona) => {
    const mfaIn = ENVIRONMENTS.find(
      (environment) =>
        persona.brands.includes(brandOf(environment)) && needsPinStep(db, environment, persona.id),
    )
    return {
      id: persona.id,
      name: `${persona.firstName} ${persona.lastName}`,
      brands: persona.brands,
      description: persona.description,
      pin: mfaIn ? pinFor(db, mfaIn, persona.id) : null,
    }
  })
  return c.json({ personas })
})
