// POST /__sandbox/appointments: a reserved appointment for a persona at a moment relative to now, for tests and
// demos of what follows the real clock (the check-in window opens 30 minutes before the start, cancelling closes
// 24 hours before). A development tool like /__sandbox/faults: mounted only where those are.
import { Hono } from "hono"
import type { SandboxEnv } from "../../context.ts"
import { validationError } from "../../responses.ts"
import { personaById } from "../../personas.ts"
import { seedAppointmentFor, type AppointmentOptions } from "../appointmentsFor.ts"
import { practitionerById } from "../catalog/practitioners.ts"
import { isoInstant } from "../present.ts"

type Issue = { path: string; message: string }

const MAX_MINUTES = 60 * 24 * 60

function readOptions(input: Record<string, unknown>, issues: Issue[]): AppointmentOptions {
  const options: AppointmentOptions = {}
  const { practitionerId, remote, cancelled, checkedIn } = input
  if (practitionerId !== undefined) {
    if (typeof practitionerId === "string" && practitionerById(practitionerId))
      options.practitionerId = practitionerId
    else issues.push({ path: "body.practitionerId", message: "must be a practitioner of the catalogue" })
  }
  for (const [name, value] of Object.entries({ remote, cancelled, checkedIn })) {
    if (value === undefined) continue
    if (typeof value === "boolean") options[name as "remote" | "cancelled" | "checkedIn"] = value
    else issues.push({ path: `body.${name}`, message: "must be a boolean" })
  }
  return options
}

export const appointmentAdminRoutes = new Hono<SandboxEnv>().post("/__sandbox/appointments", async (c) => {
  const input: unknown = await c.req.json().catch(() => undefined)
  const given = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {}
  const issues: Issue[] = []
  const persona = typeof given.persona === "string" ? personaById(given.persona) : undefined
  if (!persona) issues.push({ path: "body.persona", message: "must be a persona id (aino, raili…)" })
  const minutes = given.startsInMinutes
  if (typeof minutes !== "number" || !Number.isInteger(minutes) || Math.abs(minutes) > MAX_MINUTES)
    issues.push({ path: "body.startsInMinutes", message: `must be an integer within ±${MAX_MINUTES}` })
  const options = readOptions(given, issues)
  if (issues.length > 0 || !persona || typeof minutes !== "number") return validationError(c, issues)
  // On a whole minute, as a booking system's times are
  const startMs = Math.floor((c.get("config").clock() + minutes * 60_000) / 60_000) * 60_000
  const seeded = seedAppointmentFor(c.get("db"), persona.id, new Date(startMs), options)
  return c.json(
    { appointmentId: seeded.appointmentId, link: seeded.link, startDate: isoInstant(startMs) },
    201,
  )
})
