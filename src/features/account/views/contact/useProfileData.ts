import { useEffect } from "react"
import type { Profile } from "../../../profile/index.ts"

/** A profile page reads the profile afresh when it opens: the profile once current, else undefined. */
export function useProfileData(profile: Profile) {
  useEffect(() => {
    void profile.refresh()
  }, [profile])
  return profile.current
}
