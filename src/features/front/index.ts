// What other features may use of the front page: the fragment the appointments page sends a cancellation back with.
export { APPOINTMENT_CANCELLED_FRAGMENT } from "./routes.ts"
