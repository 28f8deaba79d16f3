// What an unregistered persona types into the registration form, by the fields' English labels: the same input in
// the fault matrix's e2e row and in its component test.
export const REGISTRATION_FIELDS = [
  ["Street address", "Torikatu 6"],
  ["Zip code", "80100"],
  ["Post office", "Joensuu"],
  ["Phone number", "+358406664400"],
  ["Email", "ronja.salmi@example.fi"],
] as const
