// GET /__sandbox/reservations/{appointmentId}: what the portal sent with a slot's latest reservation (the concept
// code and the direct-compensation permit), so an end-to-end test can check the insurance choice reached the
// backend, and how many reservations the slot has had, whether the latest is checked in and how long its arrival
// reason is (the fault matrix counts writes by them). A development tool like /__sandbox/faults: mounted only where
// those are. No personal data in the answer (the arrival reason's length, never its text).
import { Hono } from "hono"
import type { SandboxEnv } from "../../context.ts"
import { notFound } from "../../responses.ts"
import { latestReservationOf, reservationCountOf } from "../reservations.ts"

export const reservationAdminRoutes = new Hono<SandboxEnv>().get(
  "/__sandbox/reservations/:appointmentId",
  (c) => {
    const reservation = latestReservationOf(c.get("db"), c.req.param("appointmentId"))
    if (!reservation) return notFound(c)
    return c.json({
      appointmentId: reservation.appointment_id,
      conceptCode: reservation.concept_code,
      dcpContentHash: reservation.dcp_content_hash,
      cancelled: reservation.cancelled_at !== null,
      checkedIn: reservation.checked_in_at !== null,
      arrivalReasonLength: reservation.arrival_reason?.length ?? 0,
      reservations: reservationCountOf(c.get("db"), reservation.appointment_id),
    })
  },
)
