import { useEffect } from "react"
import type { Profile } from "../../../stores/Profile.ts"

/** A profile page reads the profile afresh when it opens: its data once loaded, else undefined. */
export function useProfileData(profile: Profile) {
  useEffect(() => {
    void profile.load()
  }, [profile])
  return profile.status === "loaded" ? profile.data : undefined
}
