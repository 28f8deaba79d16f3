import { observer } from "mobx-react-lite"
import { lazy, Suspense, useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { Button, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components"
import { buildPath } from "../../../platform/routing/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { UserMenuFace, useUserMenuName } from "./UserMenuFace.tsx"

// The confirmation dialog loads when it is first opened.
const LogoutDialog = lazy(async () => ({
  default: (await import("../../../kit/ui/session/LogoutDialog.tsx")).LogoutDialog,
}))

/** The logged-in user's name (and whose matters they handle); opens the user's own pages. */
export const UserMenu = observer(function UserMenu() {
  const { t } = useTranslation("shell")
  const { session } = useStores()
  const navigate = useNavigate()
  const [logoutOpen, setLogoutOpen] = useState(false)
  const name = useUserMenuName()
  if (!name) return null
  return (
    <>
      <MenuTrigger>
        <Button className="button" data-variant="secondary" aria-label={`${t("header.userMenu")}: ${name}`}>
          <UserMenuFace name={name} />
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
