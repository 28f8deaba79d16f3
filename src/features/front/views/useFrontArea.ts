import type { FrontArea } from "../store/area.ts"
import { useArea } from "../../../kit/ui/StoreContext.tsx"

/** The logged-in front page's models. */
export function useFrontArea(): FrontArea {
  return useArea("front")
}
