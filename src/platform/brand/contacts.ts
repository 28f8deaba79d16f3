import type { PhoneNumber } from "./types.ts"

// All numbers, addresses and URLs here are invented for the sandbox and development (see docs/decisions/brand.md); the provider supplies the real ones.

export const PROVIDER_DOMAIN = "aava.example"

// spec booking §8/§9: a default fixed Finnish number is used when no customer-service phone is known
export const DEFAULT_CUSTOMER_SERVICE_PHONE: PhoneNumber = { display: "010 555 3000", e164: "+358105553000" }

export const ADULT_CUSTOMER_SERVICE_PHONE: PhoneNumber = { display: "010 555 3100", e164: "+358105553100" }
export const OCCUPATIONAL_CUSTOMER_SERVICE_PHONE: PhoneNumber = {
  display: "010 555 3200",
  e164: "+358105553200",
}
export const CHILDREN_CUSTOMER_SERVICE_PHONE: PhoneNumber = { display: "010 555 3400", e164: "+358105553400" }

// one billing office serves both brands
export const BILLING_PHONE: PhoneNumber = { display: "010 555 3300", e164: "+358105553300" }
export const BILLING_EMAIL = `laskutus@${PROVIDER_DOMAIN}`
