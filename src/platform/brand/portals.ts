import type { BrandId, Stage } from "../../domain/features.ts"
import { PROVIDER_DOMAIN } from "./contacts.ts"

// Invented like the rest of contacts.ts (docs/decisions/brand.md): each brand's portal is a site of its own.
const PRODUCTION_PORTAL_ORIGINS: Readonly<Record<BrandId, `https://${string}`>> = {
  adult: `https://oma.${PROVIDER_DOMAIN}`,
  children: `https://oma.lapset.${PROVIDER_DOMAIN}`,
}

/**
 * Where a page of `brand`'s portal lives, seen from a page of `from`: "" (this site) for the same brand, and in
 * development, where one sandbox serves both brands (its environment decides which); the brand's own site otherwise.
 */
export function portalOrigin(brand: BrandId, from: { brand: BrandId; stage: Stage }): string {
  return brand === from.brand || from.stage === "development" ? "" : PRODUCTION_PORTAL_ORIGINS[brand]
}
