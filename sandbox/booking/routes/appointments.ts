// appointments tag: one's own appointments, one slot, cancelling, the arrival reason and the link view.
import { Hono } from "hono"
import { startsWithinHours } from "../../../src/domain/dates.ts"
import { requestNow, type SandboxEnv } from "../../context.ts"
import { validationError } from "../../responses.ts"
import type { Schemas } from "../catalog/types.ts"
import { CANCELLATION_HOURS } from "../constants.ts"
import { presentAnonymousAppointment, presentAppointment } from "../present.ts"
import {
  activeReservationOf,
  cancelReservation,
  patientReservationOf,
  patientReservations,
  readAppointmentLink,
  reservationByLink,
  saveArrivalReason,
} from "../reservations.ts"
import { bodyReader, langOf, queryReader, readJsonObject } from "../request.ts"
import { optionalPersona, requirePersona } from "../requirePersona.ts"
import { slotById, slotsByIds } from "../slots.ts"

// Hono's path pattern for the contract's AppointmentId, so /api/appointments/upcoming is not an id
const ID = ":id{[0-9]{1,20}}"
const ARRIVAL_REASON_MAX = 400 // contract ArrivalReasonRequest: 300 for the patient's text, 100 for the phrase

export const appointmentRoutes = new Hono<SandboxEnv>()
  .get("/api/appointments/upcoming", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const lang = langOf(c)
    const db = c.get("db")
    const nowMs = c.get("config").clock()
    // Not yet ended, cancelled ones included (the page shows them as cancelled)
    const appointments = patientReservations(db, loggedIn.patient.ssn)
      .filter(({ slot }) => slot.start_ms + slot.duration_minutes * 60_000 > nowMs)
      .map(({ slot, reservation }) =>
        presentAppointment(
          slot,
          { isReserved: activeReservationOf(db, slot.id) !== undefined, own: reservation },
          lang,
          nowMs,
        ),
      )
    return c.json({ appointments } satisfies Schemas["AppointmentList"])
  })
  .get("/api/appointments/by-ids", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const query = queryReader(c)
    const ids = query.required("ids", /^[0-9]+(,[0-9]+){0,19}$/)
    const lang = query.lang()
    if (query.issues.length > 0) return validationError(c, query.issues)
    const db = c.get("db")
    const nowMs = c.get("config").clock()
    const wanted = [...new Set(ids.split(","))]
    const slots = slotsByIds(db, wanted)
    const appointments = wanted.flatMap((id) => {
      const slot = slots.get(id)
      const own = slot && patientReservationOf(db, id, loggedIn.patient.ssn)
      if (!slot || !own) return []
      return [
        presentAppointment(slot, { isReserved: activeReservationOf(db, id) !== undefined, own }, lang, nowMs),
      ]
    })
    return c.json({ appointments } satisfies Schemas["AppointmentList"])
  })
  .get(`/api/appointments/${ID}`, (c) => {
    const query = queryReader(c)
    const lang = query.lang()
    if (query.issues.length > 0) return validationError(c, query.issues)
    const db = c.get("db")
    const id = c.req.param("id")
    const slot = slotById(db, id)
    if (!slot)
      return c.json(
        { type: "NotFound", message: `No appointment ${id}` } satisfies Schemas["NotFoundError"],
        404,
      )
    const viewer = optionalPersona(c)
    const own = viewer && patientReservationOf(db, id, viewer.patient.ssn)
    const isReserved = activeReservationOf(db, id) !== undefined
    return c.json(
      presentAppointment(
        slot,
        { isReserved, own },
        lang,
        c.get("config").clock(),
      ) satisfies Schemas["Appointment"],
    )
  })
  .delete(`/api/appointments/${ID}`, (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const db = c.get("db")
    const id = c.req.param("id")
    const slot = slotById(db, id)
    const own = slot && activeReservationOf(db, id)
    const answer = (type: Schemas["CancelAppointmentResult"]["type"]) =>
      c.json({ type } satisfies Schemas["CancelAppointmentResult"])
    if (!slot || !own || own.patient_ssn !== loggedIn.patient.ssn) return answer("appointmentNotFound")
    // spec booking §9: free cancellation until the brand's hours before the start; a checked-in visit is under way
    const now = requestNow(c)
    if (own.checked_in_at || startsWithinHours(new Date(slot.start_ms), CANCELLATION_HOURS, now)) {
      return answer("deadlineExceeded")
    }
    cancelReservation(db, own.id, now)
    return answer("success")
  })
  .post(`/api/appointments/${ID}/arrival-reason`, async (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const body = await readJsonObject(c)
    if (!body) return validationError(c, [{ path: "body", message: "must be a JSON object" }])
    const reader = bodyReader(body)
    const arrivalReason = reader.string("arrivalReason", {
      pattern: /^[\s\S]+$/,
      maxLength: ARRIVAL_REASON_MAX,
    })
    if (reader.issues.length > 0) return validationError(c, reader.issues)
    const db = c.get("db")
    const own = activeReservationOf(db, c.req.param("id"))
    if (!own || own.patient_ssn !== loggedIn.patient.ssn)
      return c.json({ type: "Failure" } satisfies Schemas["ArrivalReasonResult"])
    saveArrivalReason(db, own.id, arrivalReason)
    return c.json({ type: "Success" } satisfies Schemas["ArrivalReasonResult"])
  })
  .get("/api/anon/appointments/:link", (c) => {
    const query = queryReader(c)
    const lang = query.lang()
    const link = c.req.param("link")
    if (!/^[A-Za-z0-9_-]+={0,2}$/.test(link) || link.length > 200) {
      query.issues.push({ path: "path.link", message: "must be url-safe base64 of at most 200 characters" })
    }
    if (query.issues.length > 0) return validationError(c, query.issues)
    const db = c.get("db")
    const reading = readAppointmentLink(link)
    const reservation = reading && reservationByLink(db, reading)
    const slot = reservation && slotById(db, reservation.appointment_id)
    let body: Schemas["AnonymousAppointmentView"]
    if (!reservation || !slot) body = { type: "appointment-not-found" }
    else if (reservation.cancelled_at) body = { type: "already-cancelled" }
    else
      body = {
        type: "success",
        appointment: presentAnonymousAppointment(slot, reservation, lang, c.get("config").clock()),
      }
    return c.json(body)
  })
