import type account from "../../../locales/fi/account.json"
import type kelaCard from "../../../locales/fi/kelaCard.json"
import type smsLogin from "../../../locales/fi/smsLogin.json"
import { defineFeature } from "../../kit/feature/manifest.ts"
import { accountRoutes } from "./routes.ts"
import type { AccountAreaModel } from "./store/area.ts"

/** Account: login, the PIN step, the session's pages, registration, consent, my information (guardians, Kela card, SMS login). */
export const accountFeature = defineFeature({
  name: "account",
  routes: accountRoutes,
  menu: ["myInformation"],
  namespaces: ["account", "kelaCard", "smsLogin"],
  stores: {
    account: () => import("./store/area.ts").then((module) => module.AccountAreaModel),
  },
})

declare module "../../platform/i18n/types.ts" {
  interface Resources {
    account: typeof account
    kelaCard: typeof kelaCard
    smsLogin: typeof smsLogin
  }
}

declare module "../../kit/stores/areas.ts" {
  interface AreaRegistry {
    account: typeof AccountAreaModel
  }
}
