// The account views other features may use (the logged-in reservation asks for the same contact details).
export { ContactFields, contactFieldId, useContactSummary } from "./views/contact/ContactFields.tsx"
