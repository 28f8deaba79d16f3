import { PROFILE_AREA } from "../store/area.ts"
import type { Profile } from "../store/Profile.ts"
import { useArea } from "../../../kit/ui/StoreContext.tsx"

/** The logged-in person's profile: one for every page that reads it (booking and account), attached on first use. */
export function useProfile(): Profile {
  return useArea(PROFILE_AREA)
}
