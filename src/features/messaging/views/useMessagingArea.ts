import type { MessagingArea } from "../store/area.ts"
import { useArea } from "../../../kit/ui/StoreContext.tsx"

/** The messaging area's models: access, the conversations, the open thread, the new conversation, downloads. */
export function useMessagingArea(): MessagingArea {
  return useArea("messaging")
}
