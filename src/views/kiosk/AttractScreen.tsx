import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import type { Lang } from "../../domain/language.ts"
import { usePageTitle } from "../shell/usePageTitle.ts"
import { KioskLanguageButtons } from "./KioskLanguageButtons.tsx"

/** The kiosk's resting screen: what the visitor can do here, and the language choice. Nothing personal. */
export const AttractScreen = observer(function AttractScreen({
  onChooseLanguage,
}: {
  onChooseLanguage: (lang: Lang) => void
}) {
  const { t } = useTranslation("kiosk")
  usePageTitle(t("attract.title"))
  return (
    <div className="kiosk-attract">
      <h1>{t("attract.title")}</h1>
      <p className="kiosk-attract__subtitle">{t("attract.subtitle")}</p>
      <KioskLanguageButtons onChoose={onChooseLanguage} />
    </div>
  )
})
