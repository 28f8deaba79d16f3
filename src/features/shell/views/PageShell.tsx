import { observer } from "mobx-react-lite"
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useMatches } from "react-router"
import { brandOf } from "../../../domain/features.ts"
import { menuItems, withRoutesOnly, type MenuRouteId } from "../../../domain/menu.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import type { ShellHandle } from "../../../kit/feature/manifest.ts"
import type { TitledRouteId } from "../../../kit/ui/page/documentTitle.ts"
import { ActingOnBehalfBanner } from "./ActingOnBehalfBanner.tsx"
import { Footer } from "./Footer.tsx"
import { Header } from "./Header.tsx"
import { MOBILE_QUERY, useMediaQuery } from "../../../kit/ui/hooks/useMediaQuery.ts"

// The confirmation dialog's widgets load when it is first opened, not with the first page.
const LogoutDialog = lazy(async () => ({
  default: (await import("../../../kit/ui/session/LogoutDialog.tsx")).LogoutDialog,
}))

// The side menu's view loads once the shell has a menu to show (a logged-in user), after the first page: the first
// load carries its rules (src/domain/menu.ts) and the button, not its groups' markup.
const SideMenu = lazy(async () => ({
  default: (await import("./SideMenu.tsx")).SideMenu,
}))

/** A portal route's handle: the shell's parts, and the route whose title the page carries. */
export type PageHandle = ShellHandle & { title?: TitledRouteId }

function useShellHandle(): ShellHandle {
  const matches = useMatches()
  return (matches.at(-1)?.handle as ShellHandle | undefined) ?? {}
}

export const PageShell = observer(function PageShell({
  menu,
  children,
}: {
  /** The links the target's features give its menu (their manifests' `menu`). */
  menu: readonly MenuRouteId[]
  children: ReactNode
}) {
  const { t } = useTranslation("shell")
  const { session } = useStores()
  const handle = useShellHandle()
  const isMobile = useMediaQuery(MOBILE_QUERY)
  const location = useLocation()
  const menuId = useId()
  const [menuOpen, setMenuOpen] = useState(false)
  const [logoutOpen, setLogoutOpen] = useState(false)
  useEffect(() => setMenuOpen(false), [location.pathname])

  const items = withRoutesOnly(
    menuItems({
      brand: brandOf(session.environment),
      lang: session.lang,
      features: session.features,
      hasOccupationalHealthcare: session.hasOccupationalHealthcare,
      isLoggedIn: session.isLoggedIn,
      isMobile,
    }),
    menu,
  )
  // spec booking §1: the in-app booking scope hides header, footer and chat lift-up
  const showChrome = !session.isInAppBooking
  const showMenu = showChrome && handle.menu !== false && items.length > 0

  return (
    <div className="shell" data-menu-open={menuOpen || undefined}>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      {showChrome && (
        <Header
          menuId={menuId}
          hasMenu={showMenu}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
          minimal={handle.menu === false}
        />
      )}
      <ActingOnBehalfBanner />
      {showMenu && (
        <Suspense fallback={null}>
          <SideMenu
            id={menuId}
            hidden={!menuOpen}
            items={items}
            onNavigate={() => setMenuOpen(false)}
            onAction={(action) => {
              if (action === "logOut") setLogoutOpen(true)
            }}
            onClose={() => {
              setMenuOpen(false)
              document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menuId)}"]`)?.focus()
            }}
          />
        </Suspense>
      )}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {showChrome && handle.footer !== false && <Footer />}
      {logoutOpen && (
        <Suspense fallback={null}>
          <LogoutDialog isOpen onOpenChange={setLogoutOpen} />
        </Suspense>
      )}
    </div>
  )
})
