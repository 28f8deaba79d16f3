import type { BrandId } from "../../domain/features.ts"
import { LANGUAGES } from "../../domain/language.ts"
import {
  ADULT_CUSTOMER_SERVICE_PHONE,
  BILLING_EMAIL,
  BILLING_PHONE,
  CHILDREN_CUSTOMER_SERVICE_PHONE,
  OCCUPATIONAL_CUSTOMER_SERVICE_PHONE,
  PROVIDER_DOMAIN,
} from "./contacts.ts"
import { ADULT_PALETTE, CHILDREN_PALETTE } from "./palette.ts"
import type { BrandDefinition } from "./types.ts"

export const ADULT_BRAND: BrandDefinition = {
  brand: "adult",
  displayName: "Aava",
  internalOrganization: "aava",
  palette: ADULT_PALETTE,
  customerServicePhone: ADULT_CUSTOMER_SERVICE_PHONE,
  occupationalCustomerServicePhone: OCCUPATIONAL_CUSTOMER_SERVICE_PHONE,
  billingPhone: BILLING_PHONE,
  billingEmail: BILLING_EMAIL,
  headerImageProportion: 0.75,
  bindingReservationHours: 24,
  hasOccupationalOption: true,
  hasOccupationalDataConsent: true,
  hasGuardianForms: false,
  hasLoginChoice: false,
  app: {
    name: "Aava",
    appStoreUrl: `https://apps.${PROVIDER_DOMAIN}/ios/aava`,
    googlePlayUrl: `https://apps.${PROVIDER_DOMAIN}/android/aava`,
  },
  termsLanguages: LANGUAGES,
  publicSiteUrl: `https://www.${PROVIDER_DOMAIN}`,
}

export const CHILDREN_BRAND: BrandDefinition = {
  brand: "children",
  displayName: "Aava Lastenklinikka",
  internalOrganization: "lastenklinikka",
  palette: CHILDREN_PALETTE,
  customerServicePhone: CHILDREN_CUSTOMER_SERVICE_PHONE,
  occupationalCustomerServicePhone: undefined,
  billingPhone: BILLING_PHONE,
  billingEmail: BILLING_EMAIL,
  headerImageProportion: 0.45,
  bindingReservationHours: 24,
  hasOccupationalOption: false,
  hasOccupationalDataConsent: false,
  hasGuardianForms: true,
  hasLoginChoice: true,
  app: {
    name: "Aava Lapset",
    appStoreUrl: `https://apps.${PROVIDER_DOMAIN}/ios/aava-lapset`,
    googlePlayUrl: `https://apps.${PROVIDER_DOMAIN}/android/aava-lapset`,
  },
  termsLanguages: ["fi"],
  publicSiteUrl: `https://lapset.${PROVIDER_DOMAIN}`,
}

export const BRAND_DEFINITIONS: Readonly<Record<BrandId, BrandDefinition>> = {
  adult: ADULT_BRAND,
  children: CHILDREN_BRAND,
}
