// The guardian forms of my information (children's brand).
export { GuardianForms, useGuardianSummary } from "./GuardianForms.tsx"
