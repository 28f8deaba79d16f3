import { observer } from "mobx-react-lite"
import { lazy, Suspense } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "react-router"
import { buildPath } from "../../../platform/routing/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { LanguageSwitch } from "./LanguageSwitch.tsx"
import { UserMenuPlaceholder } from "./UserMenuFace.tsx"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import { useFirstFrame } from "../../../kit/ui/firstFrame.ts"

// Only logged-in users have the name picker: its menu widgets load with it, not with the first page.
const UserMenu = lazy(async () => ({ default: (await import("./UserMenu.tsx")).UserMenu }))

type Props = {
  menuId: string
  hasMenu: boolean
  menuOpen: boolean
  onToggleMenu: () => void
  /** Pages that hide the menu (login, MFA, acting on behalf) still show the brand and the language switch. */
  minimal?: boolean
}

export const Header = observer(function Header({ menuId, hasMenu, menuOpen, onToggleMenu, minimal }: Props) {
  const { t } = useTranslation("shell")
  const { session } = useStores()
  const brand = useBrand()
  const firstFrame = useFirstFrame()
  const location = useLocation()
  const lang = session.lang
  const nextPath = `${location.pathname}${location.search}`

  return (
    <header className="site-header">
      <Link
        to={buildPath("front", lang)}
        className="brand-mark"
        aria-label={t("header.home", { brand: brand.displayName })}
      >
        <span aria-hidden="true" className="brand-mark__symbol" />
        <span aria-hidden="true" className="brand-mark__name">
          {brand.displayName}
        </span>
      </Link>
      <div className="site-header__tools">
        <LanguageSwitch />
        {!minimal &&
          (firstFrame ? (
            <SessionStandIn />
          ) : session.isLoggedIn ? (
            <Suspense fallback={<UserMenuPlaceholder />}>
              <UserMenu />
            </Suspense>
          ) : (
            <LoginLink nextPath={nextPath} />
          ))}
        {!minimal && hasMenu && (
          <button
            type="button"
            className="button hamburger"
            data-variant="secondary"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={onToggleMenu}
          >
            <span aria-hidden="true" className="hamburger__icon" />
            <span className="site-header__label">{t("header.openMenu")}</span>
          </button>
        )}
      </div>
    </header>
  )
})

/**
 * A first frame's stand-in for the login link or the user menu, which wait for the session: the login link's box,
 * empty, so that most visitors (who are not logged in) see nothing move when the code takes over.
 */
function SessionStandIn() {
  const { t } = useTranslation("shell")
  return (
    <span className="button site-header__login site-header__session-stand-in" aria-hidden="true">
      <span className="site-header__login-full">{t("header.login")}</span>
      <span className="site-header__login-short">{t("header.loginShort")}</span>
    </span>
  )
}

/** The children's brand first asks whose matters the visitor handles (spec messaging §2). */
const LoginLink = observer(function LoginLink({ nextPath }: { nextPath: string }) {
  const { t } = useTranslation("shell")
  const { session } = useStores()
  const brand = useBrand()
  const route = brand.hasLoginChoice ? "childrenLoginChoice" : "login"
  return (
    <Link
      className="button site-header__login"
      to={buildPath(route, session.lang, undefined, { nextPath })}
      aria-label={t("header.login")}
    >
      {/* a phone shows the short form; the name stays the full one, which contains it (WCAG 2.5.3) */}
      <span className="site-header__login-full">{t("header.login")}</span>
      <span className="site-header__login-short">{t("header.loginShort")}</span>
    </Link>
  )
})
