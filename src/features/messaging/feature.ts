import type messaging from "../../../locales/fi/messaging.json"
import { defineFeature } from "../../kit/feature/manifest.ts"
import { messagingRoutes } from "./routes.ts"
import type { MessagingAreaModel } from "./store/area.ts"

/** Messaging: the conversations, a thread and a new conversation (never in the kiosk). */
export const messagingFeature = defineFeature({
  name: "messaging",
  routes: messagingRoutes,
  menu: ["conversations"],
  namespaces: ["messaging"],
  stores: {
    messaging: () => import("./store/area.ts").then((module) => module.MessagingAreaModel),
  },
})

declare module "../../platform/i18n/types.ts" {
  interface Resources {
    messaging: typeof messaging
  }
}

declare module "../../kit/stores/areas.ts" {
  interface AreaRegistry {
    messaging: typeof MessagingAreaModel
  }
}
