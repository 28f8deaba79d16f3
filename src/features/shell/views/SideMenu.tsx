import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { NavLink } from "react-router"
import type { MenuItem, MenuLink } from "../../../domain/menu.ts"
import { buildPath, type RouteId } from "../../../platform/routing/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"

type Props = {
  id: string
  hidden: boolean
  items: readonly MenuItem[]
  onNavigate: () => void
  /** Escape closes the menu; the shell returns focus to the menu button. */
  onClose: () => void
  /** Handler for menu actions (log out); an action without a handler is not shown. */
  onAction?: (action: "logOut") => void
}

/** The side menu: whatever src/domain/menu.ts allows, in its order. */
export const SideMenu = observer(function SideMenu({
  id,
  hidden,
  items,
  onNavigate,
  onClose,
  onAction,
}: Props) {
  const { t } = useTranslation("shell")
  const lang = useCurrentLanguage()
  const label = (key: string) => t(key as "menu.label")
  // Unread conversations, once the messaging area is attached (its pages or the front page's block): the menu
  // never loads it itself, so the shell's first load carries none of messaging.
  const unread = useStores().messaging?.unreadCount ?? 0

  const renderLink = (item: MenuLink) => (
    <li key={item.id}>
      <NavLink
        to={`${buildPath(item.routeId as RouteId, lang)}${item.anchor ? `#${item.anchor}` : ""}`}
        end
        onClick={onNavigate}
        // one name, without the space a hidden element's own box would put before the comma
        aria-label={
          item.routeId === "conversations" && unread > 0
            ? t("menu.messagesUnread", { count: unread })
            : undefined
        }
      >
        {label(item.labelKey)}
        {item.routeId === "conversations" && unread > 0 && (
          <span className="side-menu__badge" aria-hidden="true">
            {unread}
          </span>
        )}
      </NavLink>
      {item.children && item.children.length > 0 && <ul>{item.children.map(renderLink)}</ul>}
    </li>
  )

  return (
    <nav
      id={id}
      hidden={hidden}
      aria-label={t("menu.label")}
      className="side-menu"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose()
      }}
    >
      <ul>
        {items.map((item) => {
          if (item.kind === "link") return renderLink(item)
          if (item.kind === "group")
            return (
              <li key={item.id}>
                <details open>
                  <summary>{label(item.labelKey)}</summary>
                  <ul>{item.children.map(renderLink)}</ul>
                </details>
              </li>
            )
          if (!onAction) return null
          return (
            <li key={item.id}>
              <button
                type="button"
                className="button"
                data-variant="plain"
                onClick={() => onAction(item.action)}
              >
                {label(item.labelKey)}
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
})
