import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { usePageTitle } from "../../../kit/ui/page/usePageTitle.ts"
import { useKiosk } from "./KioskContext.tsx"
import { KioskLanguageButtons } from "./KioskLanguageButtons.tsx"
import { KIOSK_CHECK_IN_PATH, kioskBookingPath } from "./paths.ts"
import { useAttractHint } from "./speech/useAttractHint.ts"
import { useBackendWatch } from "./useBackendWatch.ts"
// the shell's styles first, so that .kiosk-task sizes win over .kiosk-button
import "./KioskLayout.css"
import "./AttractScreen.css"

/** The kiosk's resting screen: check in or book, and the language choice. Nothing personal. */
export const AttractScreen = observer(function AttractScreen() {
  const { t } = useTranslation("kiosk")
  const store = useStores()
  const { session } = store
  const { chooseLanguage, binding } = useKiosk()
  usePageTitle(t("attract.title"))
  useBackendWatch()
  useAttractHint(!(store.kiosk?.speech.on ?? false))
  return (
    <div className="kiosk-attract">
      <h1>{t("attract.title")}</h1>
      <p className="kiosk-attract__subtitle">{t("attract.subtitle")}</p>
      <nav aria-label={t("attract.tasks")} className="kiosk-tasks">
        <Link className="button kiosk-button kiosk-task" to={KIOSK_CHECK_IN_PATH} data-main-action>
          {t("attract.checkIn")}
        </Link>
        {binding && (
          <Link
            className="button kiosk-button kiosk-task"
            data-variant="secondary"
            data-main-action
            to={kioskBookingPath(session.lang, binding.clinicId)}
          >
            {t("attract.book")}
          </Link>
        )}
      </nav>
      <KioskLanguageButtons onChoose={chooseLanguage} />
    </div>
  )
})
