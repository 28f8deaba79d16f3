// The SMS-login number and code steps for my information's switch, loaded on first need (a function, so that this
// index brings no view to the pages that import it).
export const loadSmsOnboardingSteps = () => import("./views/smsOnboarding/steps.ts")
