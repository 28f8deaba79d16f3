import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "react-router"
import { LANGUAGE_AUTONYMS, LANGUAGES } from "../../../domain/language.ts"
import { switchLanguage } from "../../../platform/routing/index.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"

/** Links to the same page in each language, every language named in itself (a phone shows the codes). */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const { t } = useTranslation("shell")
  const current = useCurrentLanguage()
  const location = useLocation()
  return (
    <nav aria-label={t("header.languages")} className="language-switch">
      <ul>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <Link
              to={switchLanguage(`${location.pathname}${location.search}`, lang)}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === current ? "true" : undefined}
            >
              {/* a phone shows the code; the name is then read after it (WCAG 2.5.3: the name holds the code) */}
              <span className="language-switch__code">{lang.toUpperCase()}</span>{" "}
              <span className="language-switch__name">{LANGUAGE_AUTONYMS[lang]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
})
