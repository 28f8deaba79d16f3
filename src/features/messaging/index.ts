// What other features may use of messaging: the front page's conversations block (it loads the rest lazily).
export { FrontConversations, preloadFrontConversations } from "./views/FrontConversations.tsx"
