import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { NavLink } from "react-router"
import type { MenuAction, MenuGroup, MenuItem, MenuLink } from "../../../domain/menu.ts"
import { buildPath, type RouteId } from "../../../platform/routing/index.ts"
import { attachAreas } from "../../../kit/stores/RootStore.ts"
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

/**
 * The side menu: whatever src/domain/menu.ts allows, in its order. Each group is a list under a heading of its own
 * (a screen reader jumps to it, and names the list by it); the current page's link is marked (aria-current, and drawn so).
 */
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
  // Unread conversations: the messaging area's, attached by its pages or the front page's block, or, once the menu
  // opens with messages in it, by the menu itself (the shell's first load carries none of messaging).
  const store = useStores()
  const unread = store.messaging?.unreadCount ?? 0
  const hasMessages = items.some((item) => item.kind === "link" && item.routeId === "conversations")
  useEffect(() => {
    if (hidden || !hasMessages) return
    attachAreas(store, ["messaging"])
      .then(() => store.messaging?.loadUnreadCount())
      // the count is a courtesy: the entry works without it, and messaging's pages say what failed
      .catch(() => {})
  }, [hidden, hasMessages, store])

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
      {item.children && item.children.length > 0 && (
        <ul className="side-menu__links side-menu__links--nested">{item.children.map(renderLink)}</ul>
      )}
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
      <div className="side-menu__blocks">
        {blocksOf(items).map((block) => {
          if (block.kind === "links")
            return (
              <ul key={block.id} className="side-menu__block side-menu__links">
                {block.links.map(renderLink)}
              </ul>
            )
          if (block.kind === "group") {
            const headingId = `${id}-${block.id}`
            return (
              <div key={block.id} className="side-menu__block">
                <h2 id={headingId} className="side-menu__heading">
                  {label(block.labelKey)}
                </h2>
                <ul className="side-menu__links" aria-labelledby={headingId}>
                  {block.children.map(renderLink)}
                </ul>
              </div>
            )
          }
          if (!onAction) return null
          return (
            <div key={block.id} className="side-menu__block side-menu__actions">
              <button
                type="button"
                className="button"
                data-variant="plain"
                onClick={() => onAction(block.action)}
              >
                {label(block.labelKey)}
              </button>
            </div>
          )
        })}
      </div>
    </nav>
  )
})

type Block = { kind: "links"; id: string; links: MenuLink[] } | MenuGroup | MenuAction

/** The menu's blocks: each group, each action, and the links between them together (home and messages). */
function blocksOf(items: readonly MenuItem[]): Block[] {
  const blocks: Block[] = []
  for (const item of items) {
    const last = blocks.at(-1)
    if (item.kind !== "link") blocks.push(item)
    else if (last?.kind === "links") last.links.push(item)
    else blocks.push({ kind: "links", id: item.id, links: [item] })
  }
  return blocks
}
