// One namespace per feature area; each is a file in locales/{lang}/.
export const NAMESPACES = [
  "common",
  "shell",
  "booking",
  "account",
  "profile",
  "appointments",
  "insurance",
  "kiosk",
] as const
export type Namespace = (typeof NAMESPACES)[number]
