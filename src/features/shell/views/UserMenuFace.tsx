import { useTranslation } from "react-i18next"
import { useStores } from "../../../kit/ui/StoreContext.tsx"

/** The name the user menu shows: the user's own, and whose matters they handle when acting for someone else. */
export function useUserMenuName(): string | undefined {
  const { t } = useTranslation("shell")
  const { session } = useStores()
  if (!session.user) return undefined
  const own = `${session.user.firstName} ${session.user.lastName}`
  // acting for someone else: both names, the user's first (spec booking §6 mandate login, guardian)
  const acting = session.actingFor
  return acting
    ? t("header.userActingFor", { user: own, name: `${acting.firstName} ${acting.lastName}` })
    : own
}

/** What the user menu's button shows: the person icon and the name (the name hides on a narrow screen). */
export function UserMenuFace({ name }: { name: string }) {
  return (
    <>
      <svg aria-hidden="true" className="site-header__icon" viewBox="0 0 24 24">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" />
      </svg>
      <span className="site-header__label">{name}</span>
    </>
  )
}

/**
 * The user menu's button as it will look, while the menu's code loads (the header keeps its width: nothing
 * beside it moves when the menu arrives). Hidden from assistive technology, and not a control, for that moment.
 */
export function UserMenuPlaceholder() {
  const name = useUserMenuName()
  if (!name) return null
  return (
    <span className="button" data-variant="secondary" aria-hidden="true">
      <UserMenuFace name={name} />
    </span>
  )
}
