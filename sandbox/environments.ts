import type { components } from "../generated/openapi.ts"

export type Environment = components["schemas"]["Environment"]
export type Feature = components["schemas"]["Feature"]

// Typed as a record so a feature added to the contract fails to compile here until it is placed.
const FEATURES: Record<Feature, true> = {
  mfa: true,
  "customer-messaging-enabled": true,
  "customer-messaging-allowed": true,
  "sickness-fund-page": true,
  "is-finnair-sickness-fund-member": true,
  pikkutsatti: true,
  "price-details": true,
  kela65: true,
  "ohc-appointment-search": true,
  "lahitapiola-insurance-flow": true,
}
const ALL_FEATURES = Object.keys(FEATURES) as Feature[]

// What each brand offers at all (spec: occupational care, Kela65 and the sickness fund are the adult brand's; the
// children's brand has the children's chat and lacks conversations).
const BRAND_FEATURES: Record<"adult" | "children", readonly Feature[]> = {
  adult: ALL_FEATURES.filter((feature) => feature !== "pikkutsatti"),
  children: ["mfa", "pikkutsatti", "price-details", "lahitapiola-insurance-flow"],
}

// Flags that belong to one person, or to an insurer flow still being rolled out: never on by default in production.
const NOT_IN_PRODUCTION: readonly Feature[] = [
  "customer-messaging-allowed",
  "is-finnair-sickness-fund-member",
  "lahitapiola-insurance-flow",
]

/**
 * The session's features per environment. Development turns on everything the brand offers, so every gated page
 * can be reached; production is a plausible live set without the per-person flags (personas will add them).
 */
export const ENVIRONMENT_FEATURES: Record<Environment, readonly Feature[]> = {
  "adult-development": BRAND_FEATURES.adult,
  "adult-production": BRAND_FEATURES.adult.filter((feature) => !NOT_IN_PRODUCTION.includes(feature)),
  "children-development": BRAND_FEATURES.children,
  "children-production": BRAND_FEATURES.children.filter((feature) => !NOT_IN_PRODUCTION.includes(feature)),
}

export const ENVIRONMENTS = Object.keys(ENVIRONMENT_FEATURES) as Environment[]
export const DEFAULT_ENVIRONMENT: Environment = "adult-development"

export function isEnvironment(value: unknown): value is Environment {
  return typeof value === "string" && (ENVIRONMENTS as readonly string[]).includes(value)
}
