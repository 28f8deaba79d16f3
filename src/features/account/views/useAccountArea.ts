import type { AccountArea } from "../store/area.ts"
import { useArea } from "../../../kit/ui/StoreContext.tsx"

/** The account area's models: PIN entry, profile, contact form, registration and consent. */
export function useAccountArea(): AccountArea {
  return useArea("account")
}
