// What other features may use of the front page: the fragment the appointments page sends a cancellation back with.
export { APPOINTMENT_CANCELLED_FRAGMENT } from "./routes.ts"
// The SMS-login number and code steps for my information's switch, loaded on first need (a function, so that this
// index brings no view to the pages that import it).
export const loadSmsOnboardingSteps = () => import("./views/smsOnboarding/steps.ts")
