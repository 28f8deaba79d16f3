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
  "prescriptions",
  "questionnaires",
  "certificates",
  "records",
  "messaging",
  "occupational",
  "landing",
  "info",
  "kelaCard",
  "smsLogin",
  "payment",
  "invoices",
] as const
export type Namespace = (typeof NAMESPACES)[number]

/**
 * What every page of a target needs, loaded at boot; a route loads its own namespaces with its code. The kiosk's
 * own texts are on every screen (attract screen, idle warning, out of service); the portal's shell on every page.
 */
export const BOOT_NAMESPACES = {
  portal: ["common", "shell"],
  kiosk: ["common", "kiosk"],
} as const satisfies Record<string, readonly Namespace[]>
