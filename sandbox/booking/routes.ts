// Every route of the booking area: the booking, reservation, appointments, check-in, insurance and occupational tags.
import { Hono } from "hono"
import type { SandboxEnv } from "../context.ts"
import { appointmentRoutes } from "./routes/appointments.ts"
import { checkInRoutes } from "./routes/checkIn.ts"
import { filterOptionsRoutes } from "./routes/filterOptions.ts"
import { insurerRoutes } from "./insurer.ts"
import { insuranceRoutes } from "./routes/insurance.ts"
import { reservationRoutes } from "./routes/reservation.ts"
import { searchRoutes } from "./routes/search.ts"

// The fixed paths (/api/appointments/upcoming…) come before /api/appointments/{id}, whose pattern is digits anyway.
export const bookingRoutes = new Hono<SandboxEnv>()
  .route("/", searchRoutes)
  .route("/", filterOptionsRoutes)
  .route("/", checkInRoutes)
  .route("/", appointmentRoutes)
  .route("/", reservationRoutes)
  .route("/", insuranceRoutes)
  .route("/", insurerRoutes)
