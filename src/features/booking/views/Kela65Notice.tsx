import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useArea, useStores } from "../../../kit/ui/StoreContext.tsx"

/**
 * spec booking §4, §5: on Kela65 bookings, a notice when the age from the identity code is under 65 or unknown
 * (an anonymous visitor's age is unknown). A logged-in patient's code comes from the profile.
 */
export const Kela65Notice = observer(function Kela65Notice() {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const profile = useArea("profile")
  useEffect(() => {
    if (session.isLoggedIn && profile.status === "idle") void profile.ensureLoaded()
  }, [session.isLoggedIn, session.lang, profile])
  // no flash of the notice while a logged-in patient's age is still being read
  if (session.isLoggedIn && !profile.data && profile.status !== "error") return null
  const needed = session.isLoggedIn && profile.data ? profile.kela65NoticeNeeded : true
  if (!needed) return null
  return (
    <div className="notice" data-tone="warning" role="note" aria-labelledby="kela65-notice-heading">
      <h2 id="kela65-notice-heading">{t("kela65Notice.title")}</h2>
      <p>{t("kela65Notice.body")}</p>
    </div>
  )
})
