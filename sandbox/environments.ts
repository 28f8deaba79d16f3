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

/**
 * Development turns every feature on so every gated page can be reached. Production is a plausible live set:
 * no flags that belong to one person (customer-messaging-allowed, is-finnair-sickness-fund-member; personas
 * will add them), no insurer flow still being rolled out (lahitapiola-insurance-flow), and per brand only what
 * the brand offers: the children's chat (pikkutsatti) for children; Kela65, occupational booking and the
 * sickness fund for adults.
 */
export const ENVIRONMENT_FEATURES: Record<Environment, readonly Feature[]> = {
  "adult-development": ALL_FEATURES,
  "adult-production": [
    "mfa",
    "customer-messaging-enabled",
    "sickness-fund-page",
    "price-details",
    "kela65",
    "ohc-appointment-search",
  ],
  "children-development": ALL_FEATURES,
  "children-production": ["mfa", "customer-messaging-enabled", "pikkutsatti", "price-details"],
}

export const ENVIRONMENTS = Object.keys(ENVIRONMENT_FEATURES) as Environment[]
export const DEFAULT_ENVIRONMENT: Environment = "adult-development"

export function isEnvironment(value: unknown): value is Environment {
  return typeof value === "string" && (ENVIRONMENTS as readonly string[]).includes(value)
}
