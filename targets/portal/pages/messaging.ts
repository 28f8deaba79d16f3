import type { PageMap } from "./types.ts"

/** Messaging (spec messaging-records-payments §2 'Conversations'): the list, a thread and a new conversation. */
export const MESSAGING_PAGES: PageMap = {
  conversations: {
    areas: ["messaging"],
    namespaces: ["messaging"],
    load: async () => (await import("../../../src/features/messaging/views/ConversationsPage.tsx")).ConversationsPage,
  },
  conversationNew: {
    areas: ["messaging"],
    namespaces: ["messaging"],
    load: async () =>
      (await import("../../../src/features/messaging/views/NewConversationPage.tsx")).NewConversationPage,
  },
  conversationThread: {
    areas: ["messaging"],
    namespaces: ["messaging"],
    load: async () => (await import("../../../src/features/messaging/views/ThreadPage.tsx")).ThreadPage,
  },
}
