import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { LANGUAGE_AUTONYMS, LANGUAGES, type Lang } from "../../../domain/language.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"

/** Large language buttons, each language named in itself. */
export const KioskLanguageButtons = observer(function KioskLanguageButtons({
  onChoose,
}: {
  onChoose: (lang: Lang) => void
}) {
  const { t } = useTranslation("kiosk")
  const current = useCurrentLanguage()
  return (
    <div role="group" aria-label={t("attract.chooseLanguage")} className="kiosk-languages">
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          className="button"
          data-variant={lang === current ? undefined : "secondary"}
          lang={lang}
          aria-pressed={lang === current}
          onClick={() => onChoose(lang)}
        >
          {LANGUAGE_AUTONYMS[lang]}
        </button>
      ))}
    </div>
  )
})
