import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useStores } from "../StoreContext.tsx"
import { useBookingArea } from "./useBookingArea.ts"

/**
 * spec booking §4, §5: on Kela65 bookings, a notice when the age from the identity code is under 65 or unknown
 * (an anonymous visitor's age is unknown). A logged-in patient's code comes from the profile.
 */
export const Kela65Notice = observer(function Kela65Notice() {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const { bookingProfile } = useBookingArea()
  useEffect(() => {
    if (session.isLoggedIn && bookingProfile.status === "idle") void bookingProfile.load(session.lang)
  }, [session.isLoggedIn, session.lang, bookingProfile])
  // no flash of the notice while a logged-in patient's age is still being read
  if (session.isLoggedIn && (bookingProfile.status === "idle" || bookingProfile.status === "loading"))
    return null
  const needed =
    session.isLoggedIn && bookingProfile.status === "loaded" ? bookingProfile.kela65NoticeNeeded : true
  if (!needed) return null
  return (
    <div className="notice" data-tone="warning" role="note" aria-labelledby="kela65-notice-heading">
      <h2 id="kela65-notice-heading">{t("kela65Notice.title")}</h2>
      <p>{t("kela65Notice.body")}</p>
    </div>
  )
})
