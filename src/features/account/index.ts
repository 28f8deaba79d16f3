// The account views other features may use (the logged-in reservation asks for the same contact details).
export { ContactFields, contactFieldId, useContactSummary } from "./views/contact/ContactFields.tsx"
// SMS login's number and code steps (spec messaging §4, §5): the front page's onboarding card shows them, as does
// my information's switch when turning SMS login on needs a number verified.
export { SmsOnboardingModel, type SmsOnboarding, type SmsOnboardingStep } from "./store/SmsOnboarding.ts"
export { PhoneStep } from "./views/smsLogin/PhoneStep.tsx"
export { CodeStep } from "./views/smsLogin/CodeStep.tsx"
