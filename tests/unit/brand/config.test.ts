import { describe, expect, it } from "vitest"
import {
  brandOf,
  BRANDS,
  environmentOf,
  ENVIRONMENTS,
  isBrandId,
  isEnvironment,
  STAGES,
  stageOf,
} from "../../../src/domain/features.ts"
import {
  BRAND_CONFIGS,
  brandConfigsOf,
  customerServicePhoneFor,
  getBrandConfig,
  termsLanguageFor,
} from "../../../src/platform/brand/config.ts"
import { DEFAULT_CUSTOMER_SERVICE_PHONE } from "../../../src/platform/brand/contacts.ts"
import { LANGUAGES } from "../../../src/domain/language.ts"

describe("environments", () => {
  it.each([
    ["adult-development", "adult", "development"],
    ["adult-production", "adult", "production"],
    ["children-development", "children", "development"],
    ["children-production", "children", "production"],
  ] as const)("%s is the %s brand in %s", (environment, brand, stage) => {
    expect(brandOf(environment)).toBe(brand)
    expect(stageOf(environment)).toBe(stage)
    expect(environmentOf(brand, stage)).toBe(environment)
  })

  it("are exactly the two brands times the two stages", () => {
    expect(new Set(BRANDS.flatMap((brand) => STAGES.map((stage) => environmentOf(brand, stage))))).toEqual(
      new Set(ENVIRONMENTS),
    )
  })

  it("guards unknown values", () => {
    expect(isEnvironment("adult-staging")).toBe(false)
    expect(isEnvironment(42)).toBe(false)
    expect(isBrandId("children")).toBe(true)
    expect(isBrandId("kids")).toBe(false)
  })
})

describe("getBrandConfig", () => {
  it.each(ENVIRONMENTS)("%s gives the config of its brand and stage", (environment) => {
    const config = getBrandConfig(environment)
    expect(config.environment).toBe(environment)
    expect(config.brand).toBe(brandOf(environment))
    expect(config.stage).toBe(stageOf(environment))
  })

  it("shares brand values between development and production", () => {
    for (const brand of BRANDS) {
      const [development, production] = STAGES.map((stage) => getBrandConfig(environmentOf(brand, stage)))
      const { environment: _d, stage: _ds, ...developmentBrand } = development!
      const { environment: _p, stage: _ps, ...productionBrand } = production!
      expect(developmentBrand).toEqual(productionBrand)
    }
    expect(brandConfigsOf("children").map((config) => config.environment)).toEqual([
      "children-development",
      "children-production",
    ])
  })

  it("gives the adult brand the occupational option and consent, the children's brand guardian forms", () => {
    const adult = getBrandConfig("adult-production")
    const children = getBrandConfig("children-production")
    expect([adult.hasOccupationalOption, adult.hasOccupationalDataConsent, adult.hasGuardianForms]).toEqual([
      true,
      true,
      false,
    ])
    expect([
      children.hasOccupationalOption,
      children.hasOccupationalDataConsent,
      children.hasGuardianForms,
    ]).toEqual([false, false, true])
    expect(children.hasLoginChoice).toBe(true)
  })

  it("uses the spec's header image proportions", () => {
    expect(getBrandConfig("adult-development").headerImageProportion).toBe(0.75)
    expect(getBrandConfig("children-development").headerImageProportion).toBe(0.45)
  })

  it("gives each brand its own app, name and customer-service number", () => {
    const [adult, children] = [getBrandConfig("adult-production"), getBrandConfig("children-production")]
    expect(adult.app.name).not.toBe(children.app.name)
    expect(adult.app.appStoreUrl).not.toBe(children.app.appStoreUrl)
    expect(adult.app.googlePlayUrl).not.toBe(children.app.googlePlayUrl)
    expect(adult.displayName).not.toBe(children.displayName)
    expect(adult.customerServicePhone).not.toEqual(children.customerServicePhone)
    expect(adult.internalOrganization).toBe("aava")
  })

  it("uses https and valid Finnish numbers everywhere", () => {
    for (const config of Object.values(BRAND_CONFIGS)) {
      const urls = [config.app.appStoreUrl, config.app.googlePlayUrl, config.publicSiteUrl]
      for (const url of urls) expect(new URL(url).protocol).toBe("https:")
      const phones = [
        config.customerServicePhone,
        config.billingPhone,
        config.occupationalCustomerServicePhone,
      ]
      for (const phone of phones.filter((p) => p !== undefined)) {
        expect(phone.e164).toMatch(/^\+358\d{5,12}$/)
        expect(`+358${phone.display.replace(/\s/g, "").slice(1)}`).toBe(phone.e164)
      }
      expect(config.billingEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/)
      expect(config.bindingReservationHours).toBeGreaterThan(0)
    }
  })
})

describe("termsLanguageFor", () => {
  it.each(LANGUAGES)("gives the children's terms in Finnish and the adult terms in %s", (lang) => {
    expect(termsLanguageFor(getBrandConfig("children-production"), lang)).toBe("fi")
    expect(termsLanguageFor(getBrandConfig("adult-production"), lang)).toBe(lang)
  })
})

describe("customerServicePhoneFor", () => {
  const adult = getBrandConfig("adult-production")
  const children = getBrandConfig("children-production")

  it("gives occupational customers the occupational health number in the adult brand", () => {
    expect(customerServicePhoneFor(adult, "occupational")).toBe(adult.occupationalCustomerServicePhone)
    expect(customerServicePhoneFor(adult, "private")).toBe(adult.customerServicePhone)
    expect(customerServicePhoneFor(adult)).toBe(adult.customerServicePhone)
  })

  it("falls back to the brand's number, and to the fixed default without a brand", () => {
    expect(customerServicePhoneFor(children, "occupational")).toBe(children.customerServicePhone)
    expect(customerServicePhoneFor(undefined, "private")).toBe(DEFAULT_CUSTOMER_SERVICE_PHONE)
  })
})
