// The contract's shapes the appointment views show (views read types through stores, not src/api)
export type { AnonymousAppointment, Appointment, TimelineItem } from "../../api/schemas.ts"
