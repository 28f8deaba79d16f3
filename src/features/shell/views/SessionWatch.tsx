import { observer } from "mobx-react-lite"
import { lazy, Suspense, useContext } from "react"
import { I18nContext } from "react-i18next"
import { loadNamespaces } from "../../../platform/i18n/i18n.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"

// The watch and its warning load apart, for a valid login only: no first load carries them.
const SessionExpiryWatch = lazy(async () => ({
  default: (await import("./SessionExpiryWatch.tsx")).SessionExpiryWatch,
}))

/** spec booking §4 Session: the session's warnings and its end (SessionExpiryWatch), while a login is valid. */
export const SessionWatch = observer(function SessionWatch() {
  const { session } = useStores()
  // the instance itself (useTranslation's is a wrapper), which loadNamespaces knows
  const i18n = useContext(I18nContext)?.i18n
  if (!session.isSessionValid) return null
  return (
    <Suspense fallback={null}>
      <SessionExpiryWatch loadTexts={() => (i18n ? loadNamespaces(i18n, ["session"]) : Promise.resolve())} />
    </Suspense>
  )
})
