import type { BrandId, Environment, Stage } from "../../domain/features.ts"
import type { Lang } from "../../domain/language.ts"
import type { BrandPalette } from "./palette.ts"

export interface PhoneNumber {
  // as printed for people, Finnish grouping
  readonly display: string
  // for tel: links
  readonly e164: `+358${string}`
}

export interface AppDownload {
  // product name of the brand's mobile app (a proper noun, not translated)
  readonly name: string
  readonly appStoreUrl: `https://${string}`
  readonly googlePlayUrl: `https://${string}`
}

/** The brands' internal organizations, as the contract's reservation bodies name them. */
export type InternalOrganization = "aava" | "lastenklinikka"

// What differs between the adult and the children's brand, whatever the environment.
export interface BrandDefinition {
  readonly brand: BrandId
  // a proper noun, the same in fi, sv and en
  readonly displayName: string
  // spec messaging §3: internal organization aava or {product}; sent with reservations (the contract's enum: the
  // reservation stores pass it to the generated client without a cast, so the compiler holds the two together)
  readonly internalOrganization: InternalOrganization
  readonly palette: BrandPalette
  readonly customerServicePhone: PhoneNumber
  // spec messaging §9: "The customer service number for occupational health is {phone}" (adult brand only)
  readonly occupationalCustomerServicePhone: PhoneNumber | undefined
  // spec booking §4 / messaging §6: 'Booking interrupted' notice gives the billing phone and email
  readonly billingPhone: PhoneNumber
  readonly billingEmail: string
  // spec booking §9: header image proportion 0.75 (main variant), 0.45 (children's variant)
  readonly headerImageProportion: number
  // spec booking §9: binding-reservation threshold in hours before start; the cancellation notice and the
  // minimum hours for online cancellation (messaging §9) use the same number
  readonly bindingReservationHours: number
  // spec booking §1: the adult brand has the occupational option and consent to view occupational data;
  // the children's brand has guardian forms and its own login choice (messaging §2)
  readonly hasOccupationalOption: boolean
  readonly hasOccupationalDataConsent: boolean
  readonly hasGuardianForms: boolean
  readonly hasLoginChoice: boolean
  readonly app: AppDownload
  // spec booking §2: terms page /{lang}/eula, fi for the children's variant
  readonly termsLanguages: readonly Lang[]
  // practitioner profiles and other links out to the provider's public site (spec booking §7)
  readonly publicSiteUrl: `https://${string}`
}

export interface BrandConfig extends BrandDefinition {
  readonly environment: Environment
  readonly stage: Stage
}
