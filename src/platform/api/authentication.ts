import type { components } from "../../../generated/openapi.ts"

export type AuthenticationMethod = components["schemas"]["AuthenticationMethod"]

// The contract's order: one mobile certificate, then the ten banks.
export const AUTHENTICATION_METHODS: readonly AuthenticationMethod[] = [
  "mobiilivarmenne",
  "tupas-aktia",
  "tupas-alandsbanken",
  "tupas-danskebank",
  "tupas-handelsbanken",
  "tupas-nordea",
  "tupas-omasp",
  "tupas-op",
  "tupas-poppankki",
  "tupas-saastopankki",
  "tupas-spankki",
]

/**
 * The address of the strong-authentication start (GET /oauth/authenticate): a page navigation, not a fetch, so
 * this builds the URL the login links point at (spec booking §2: lang, next and acr_values in the query).
 */
export function authenticateUrl(input: {
  lang: string
  next?: string
  method: AuthenticationMethod
}): string {
  const query = new URLSearchParams({ lang: input.lang })
  if (input.next) query.set("next", input.next)
  query.set("acr_values", input.method)
  return `/oauth/authenticate?${query.toString()}`
}

/** The acting-on-behalf mandate login's start (GET /oauth/mandate): a page navigation, like authenticateUrl. */
export function mandateLoginUrl(input: { lang: string; next?: string }): string {
  const query = new URLSearchParams({ lang: input.lang })
  if (input.next) query.set("next", input.next)
  return `/oauth/mandate?${query.toString()}`
}
