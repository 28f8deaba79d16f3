import { brandOf, DEFAULT_HEALTH_CARE_TYPE, ENVIRONMENTS, stageOf } from "../../domain/features.ts"
import type { BrandId, Environment, HealthCareType } from "../../domain/features.ts"
import type { Lang } from "../../domain/language.ts"
import { BRAND_DEFINITIONS } from "./brands.ts"
import { DEFAULT_CUSTOMER_SERVICE_PHONE } from "./contacts.ts"
import type { BrandConfig, PhoneNumber } from "./types.ts"

function buildConfig(environment: Environment): BrandConfig {
  const brand = brandOf(environment)
  const stage = stageOf(environment)
  return { ...BRAND_DEFINITIONS[brand], environment, stage }
}

export const BRAND_CONFIGS: Readonly<Record<Environment, BrandConfig>> = Object.fromEntries(
  ENVIRONMENTS.map((environment) => [environment, buildConfig(environment)]),
) as Record<Environment, BrandConfig>

// spec booking §1: the brand shown depends on the environment
export function getBrandConfig(environment: Environment): BrandConfig {
  return BRAND_CONFIGS[environment]
}

export function brandConfigsOf(brand: BrandId): BrandConfig[] {
  return Object.values(BRAND_CONFIGS).filter((config) => config.brand === brand)
}

// spec booking §2: /{lang}/eula is in fi only for the children's variant
export function termsLanguageFor(config: BrandConfig, lang: Lang): Lang {
  return config.termsLanguages.includes(lang) ? lang : (config.termsLanguages[0] ?? "fi")
}

// spec messaging §9: occupational customers are given the occupational health number; spec booking §8: a fixed
// default when the brand has none for the case
export function customerServicePhoneFor(
  config: BrandConfig | undefined,
  healthCareType: HealthCareType = DEFAULT_HEALTH_CARE_TYPE,
): PhoneNumber {
  if (config === undefined) return DEFAULT_CUSTOMER_SERVICE_PHONE
  if (healthCareType === "occupational" && config.occupationalCustomerServicePhone !== undefined) {
    return config.occupationalCustomerServicePhone
  }
  return config.customerServicePhone
}
