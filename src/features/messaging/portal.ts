import { definePortal } from "../../kit/feature/manifest.ts"
import { messagingFeature } from "./feature.ts"

/** Messaging in the portal: the feature with its pages, by route id. */
export const messagingPortal = definePortal(messagingFeature, {
  pages: {
    conversations: {
      areas: ["messaging"],
      namespaces: ["messaging"],
      load: () => import("./views/ConversationsPage.tsx").then((module) => module.ConversationsPage),
    },
    conversationNew: {
      areas: ["messaging"],
      namespaces: ["messaging"],
      load: () => import("./views/NewConversationPage.tsx").then((module) => module.NewConversationPage),
    },
    conversationThread: {
      areas: ["messaging"],
      namespaces: ["messaging"],
      load: () => import("./views/ThreadPage.tsx").then((module) => module.ThreadPage),
    },
  },
})
