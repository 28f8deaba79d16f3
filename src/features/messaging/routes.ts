import type { RouteDefinition } from "../../platform/routing/types.ts"

// spec (messaging-records-payments §2): the conversations
export const messagingRoutes = {
  conversations: {
    path: { fi: "viestit", sv: "meddelanden", en: "conversations" },
    // spec §2: the list's page number is in the URL
    query: ["page"],
    guard: "loggedIn",
  },
  conversationNew: {
    path: { fi: "viestit/uusi", sv: "meddelanden/ny", en: "conversations/new" },
    guard: "loggedIn",
  },
  conversationThread: {
    path: { fi: "viestit/:threadId", sv: "meddelanden/:threadId", en: "conversations/:threadId" },
    params: { threadId: "numericId" },
    guard: "loggedIn",
  },
} as const satisfies Record<string, RouteDefinition>

// The slice's route ids and params join the route table's types
type MessagingRoutes = typeof messagingRoutes
declare module "../../platform/routing/routeTable.ts" {
  interface RouteRegistry extends MessagingRoutes {}
}
