import { FRONT_AREA, type FrontArea } from "../../stores/front/area.ts"
import { useArea } from "../StoreContext.tsx"

/** The logged-in front page's models. */
export function useFrontArea(): FrontArea {
  return useArea(FRONT_AREA)
}
