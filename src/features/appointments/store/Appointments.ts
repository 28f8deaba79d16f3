// The contract's shapes the appointment views show (views read types through stores, not src/platform/api)
export type { AnonymousAppointment, Appointment, TimelineItem } from "../../../platform/api/schemas.ts"
