import { observer } from "mobx-react-lite"
import { lazy, Suspense, useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { Button, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components"
import { buildPath } from "../../routing/index.ts"
import { useStores } from "../StoreContext.tsx"

// The confirmation dialog loads when it is first opened.
const LogoutDialog = lazy(async () => ({
  default: (await import("../ui/session/LogoutDialog.tsx")).LogoutDialog,
}))

/** The logged-in user's name (and whose matters they handle); opens the user's own pages. */
export const UserMenu = observer(function UserMenu() {
  const { t } = useTranslation("shell")
  const { session } = useStores()
  const navigate = useNavigate()
  const [logoutOpen, setLogoutOpen] = useState(false)
  if (!session.user) return null
  const own = `${session.user.firstName} ${session.user.lastName}`
  // acting for someone else: both names, the user's first (spec booking §6 mandate login, guardian)
  const acting = session.actingFor
  const name = acting
    ? t("header.userActingFor", { user: own, name: `${acting.firstName} ${acting.lastName}` })
    : own
  return (
    <>
      <MenuTrigger>
        <Button className="button" data-variant="secondary" aria-label={`${t("header.userMenu")}: ${name}`}>
          <svg aria-hidden="true" className="site-header__icon" viewBox="0 0 24 24">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" />
          </svg>
          <span className="site-header__label">{name}</span>
        </Button>
        <Popover placement="bottom end" className="popover">
          <Menu
            className="menu"
            onAction={(key) => {
              if (key === "myInformation") navigate(buildPath("myInformation", session.lang))
              if (key === "logOut") setLogoutOpen(true)
            }}
          >
            <MenuItem id="myInformation" className="menu-item">
              {t("menu.myInformation")}
            </MenuItem>
            <MenuItem id="logOut" className="menu-item">
              {t("menu.logOut")}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      {logoutOpen && (
        <Suspense fallback={null}>
          <LogoutDialog isOpen onOpenChange={setLogoutOpen} />
        </Suspense>
      )}
    </>
  )
})
