import type profile from "../../../locales/fi/profile.json"
import { defineFeature } from "../../kit/feature/manifest.ts"
import type { ProfileModel } from "./store/Profile.ts"

/** The profile: the logged-in person's details and their contact form, read by booking, account and payments. */
export const profileFeature = defineFeature({
  name: "profile",
  namespaces: ["profile"],
  stores: {
    profile: () => import("./store/Profile.ts").then((module) => module.ProfileModel),
  },
})

declare module "../../platform/i18n/types.ts" {
  interface Resources {
    profile: typeof profile
  }
}

declare module "../../kit/stores/areas.ts" {
  interface AreaRegistry {
    profile: typeof ProfileModel
  }
}
