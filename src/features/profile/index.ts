// The profile for the features that read it (booking's logged-in reservation, account's pages, the payment): the
// person's details, their contact form and its fields. Store parts only, so that a store may import it without
// bringing views along; views read the profile's area with useArea("profile").
export type { Profile } from "./store/Profile.ts"
export {
  CONTACT_FIELDS,
  ContactFormModel,
  contactValuesOf,
  type ContactField,
  type ContactFieldProblem,
  type ContactForm,
  type ContactFormStatus,
} from "./store/ContactForm.ts"
