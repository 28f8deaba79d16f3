// Session vocabulary from the spec (booking §3 "Session"; messaging §3 "SMS-login onboarding and session"):
// feature flags, health care type, session scope and the environment, which decides the brand.

// spec booking §3: features seen
export const FEATURES = [
  "mfa",
  "customer-messaging-enabled",
  "customer-messaging-allowed",
  "sickness-fund-page",
  "is-finnair-sickness-fund-member",
  "pikkutsatti",
  "price-details",
  "kela65",
  "ohc-appointment-search",
  "lahitapiola-insurance-flow",
] as const
export type Feature = (typeof FEATURES)[number]

export function isFeature(value: unknown): value is Feature {
  return typeof value === "string" && (FEATURES as readonly string[]).includes(value)
}

// The session's features list may carry names this client does not know; they are dropped, as are duplicates.
export function parseFeatures(values: readonly unknown[]): Feature[] {
  return FEATURES.filter((feature) => values.includes(feature))
}

// spec messaging §6, booking §6: the conversations pages, their menu item and the front page's block need both
export const MESSAGING_FEATURES = [
  "customer-messaging-enabled",
  "customer-messaging-allowed",
] as const satisfies readonly Feature[]

export function hasFeatures(features: readonly Feature[], ...required: readonly Feature[]): boolean {
  return required.every((feature) => features.includes(feature))
}

// spec booking §3: healthCareType (private default, kela65, occupational, insurance)
export const HEALTH_CARE_TYPES = ["private", "kela65", "occupational", "insurance"] as const
export type HealthCareType = (typeof HEALTH_CARE_TYPES)[number]
export const DEFAULT_HEALTH_CARE_TYPE: HealthCareType = "private"

export function isHealthCareType(value: unknown): value is HealthCareType {
  return typeof value === "string" && (HEALTH_CARE_TYPES as readonly string[]).includes(value)
}

// spec booking §1: in the inAppBooking scope the page runs inside the provider's native app (no header,
// footer or chat lift-up; external links posted to the host app). "standard" is the ordinary browser session.
export const SESSION_SCOPES = ["standard", "inAppBooking"] as const
export type SessionScope = (typeof SESSION_SCOPES)[number]
export const DEFAULT_SESSION_SCOPE: SessionScope = "standard"

export function isSessionScope(value: unknown): value is SessionScope {
  return typeof value === "string" && (SESSION_SCOPES as readonly string[]).includes(value)
}

// spec booking §9: adult and children brands, each with a development and a production environment
export const BRANDS = ["adult", "children"] as const
export type BrandId = (typeof BRANDS)[number]

export const STAGES = ["development", "production"] as const
export type Stage = (typeof STAGES)[number]

export const ENVIRONMENTS = [
  "adult-development",
  "adult-production",
  "children-development",
  "children-production",
] as const satisfies readonly `${BrandId}-${Stage}`[]
export type Environment = (typeof ENVIRONMENTS)[number]
export const DEFAULT_ENVIRONMENT: Environment = "adult-development"

export function isEnvironment(value: unknown): value is Environment {
  return typeof value === "string" && (ENVIRONMENTS as readonly string[]).includes(value)
}

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === "string" && (BRANDS as readonly string[]).includes(value)
}

export function brandOf(environment: Environment): BrandId {
  return environment.startsWith("children-") ? "children" : "adult"
}

export function stageOf(environment: Environment): Stage {
  return environment.endsWith("-development") ? "development" : "production"
}

export function environmentOf(brand: BrandId, stage: Stage): Environment {
  return `${brand}-${stage}`
}
