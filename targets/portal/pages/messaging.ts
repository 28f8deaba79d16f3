import type { PageMap } from "./types.ts"

/** Messaging (spec messaging-records-payments §2 'Conversations'): the list, a thread and a new conversation. */
export const MESSAGING_PAGES: PageMap = {
  conversations: {
    areas: ["messaging"],
    namespaces: ["messaging"],
    load: async () => (await import("../../../src/views/messaging/ConversationsPage.tsx")).ConversationsPage,
  },
  conversationNew: {
    areas: ["messaging"],
    namespaces: ["messaging"],
    load: async () =>
      (await import("../../../src/views/messaging/NewConversationPage.tsx")).NewConversationPage,
  },
  conversationThread: {
    areas: ["messaging"],
    namespaces: ["messaging"],
    load: async () => (await import("../../../src/views/messaging/ThreadPage.tsx")).ThreadPage,
  },
}
