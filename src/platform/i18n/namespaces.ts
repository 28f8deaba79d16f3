import type { Resources } from "./types.ts"

/** A text namespace: a file in locales/{lang}/, owned by a feature (its manifest's `namespaces`) or, for common, by all. */
export type Namespace = keyof Resources & string

/**
 * What every page of a target needs, loaded at boot; a route loads its own namespaces with its code. The kiosk's
 * own texts are on every screen (attract screen, idle warning, out of service); the portal's shell on every page.
 */
export const BOOT_NAMESPACES = {
  portal: ["common", "shell"],
  kiosk: ["common", "kiosk"],
} as const satisfies Record<string, readonly Namespace[]>
