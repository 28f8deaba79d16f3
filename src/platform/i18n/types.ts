import type common from "../../../locales/fi/common.json"

/**
 * The texts by namespace. Finnish is the source language: its files define the keys, so a misspelt key fails the
 * typecheck. common is every page's; each feature adds its own namespaces in its feature.ts (`declare module
 * "…/platform/i18n/types.ts" { interface Resources { booking: typeof booking } }`).
 */
export interface Resources {
  common: typeof common
}

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common"
    resources: Resources
  }
}
