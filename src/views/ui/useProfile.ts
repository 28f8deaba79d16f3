import { PROFILE_AREA } from "../../stores/profile/area.ts"
import type { Profile } from "../../stores/Profile.ts"
import { useArea } from "../StoreContext.tsx"

/** The logged-in person's profile: one for every page that reads it (booking and account), attached on first use. */
export function useProfile(): Profile {
  return useArea(PROFILE_AREA)
}
