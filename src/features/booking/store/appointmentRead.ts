import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { Appointment } from "../../../platform/api/schemas.ts"
import type { Lang } from "../../../domain/language.ts"

/** GET /api/appointments/{id} in the page's language: the free time a reservation form (anonymous or logged in) is for. */
export function readAppointment(
  api: StoreEnv["api"],
  appointmentId: string,
  lang: Lang,
  signal: AbortSignal,
): Promise<Appointment> {
  return unwrap(
    api.GET("/api/appointments/{id}", { params: { path: { id: appointmentId }, query: { lang } }, signal }),
  )
}
