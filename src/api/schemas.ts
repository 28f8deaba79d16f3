import type { components } from "../../generated/openapi.ts"

// The contract's schemas under the names stores use; stores read types from here, never from generated/.
export type SessionResponse = components["schemas"]["Session"]
export type AppointmentListItem = components["schemas"]["AppointmentListItem"]
