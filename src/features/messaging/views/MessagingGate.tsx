import { observer } from "mobx-react-lite"
import { useEffect, useRef, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { buildPath } from "../../../platform/routing/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { LoadFailure, Loading } from "../../../kit/ui/page/PageStates.tsx"
import { MessagingAnnouncement } from "./MessagingAnnouncement.tsx"
import { useMessagingArea } from "./useMessagingArea.ts"

/** Reads the messaging status once, and again when the language changes (the announcement is in it). */
function useMessagingStatus() {
  const { access } = useMessagingArea()
  const { session } = useStores()
  const lang = session.lang
  const loadedIn = useRef<string>(undefined)
  useEffect(() => {
    if (loadedIn.current === undefined) void access.ensureLoaded()
    else if (loadedIn.current !== lang) void access.load()
    loadedIn.current = lang
  }, [access, lang])
  return access
}

/**
 * What every conversations page shows before its own content (spec §2, §6): the maintenance notice ('Messaging
 * is currently offline', with a link to book a remote appointment) in maintenance mode; the empty page without
 * both messaging features or a customer messaging user id; the page itself otherwise. `title` is the page's
 * heading in the states shown here.
 */
export const MessagingGate = observer(function MessagingGate({
  title,
  children,
}: {
  title: string
  children: () => ReactNode
}) {
  const { t } = useTranslation("messaging")
  const { session } = useStores()
  const access = useMessagingStatus()
  switch (access.access) {
    case "loading":
      return <Loading title={title} status={t("loading")} className="messaging" />
    case "error":
      return (
        <LoadFailure
          title={title}
          message={t("access.statusError")}
          className="messaging"
          onRetry={() => void access.retry()}
        />
      )
    case "empty":
      return (
        <div className="page messaging">
          <h1>{title}</h1>
          <p>{t("access.empty")}</p>
        </div>
      )
    case "maintenance":
      return (
        <div className="page messaging">
          <h1>{title}</h1>
          <div className="notice messaging__maintenance">
            <h2>{t("access.maintenanceTitle")}</h2>
            <p>{t("access.maintenanceAdvice")}</p>
            <Link
              className="button"
              to={buildPath("bookingPrivate", session.lang, undefined, { includeRemote: true })}
            >
              {t("access.bookRemote")}
            </Link>
          </div>
          <MessagingAnnouncement />
        </div>
      )
    case "loaded":
      return <>{children()}</>
  }
})
