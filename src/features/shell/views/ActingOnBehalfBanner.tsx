import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import "./actingOnBehalf.css"

/**
 * spec booking §6: after a mandate login, or a guardian's login for a child, every page says whose matters are
 * handled; the header's user menu keeps the name of the person logged in. Nothing for one's own matters.
 */
export const ActingOnBehalfBanner = observer(function ActingOnBehalfBanner() {
  const { t } = useTranslation("shell")
  const { session } = useStores()
  const principal = session.actingFor
  if (!principal) return null
  const name = `${principal.firstName} ${principal.lastName}`
  return (
    <section className="acting-banner" aria-label={t("actingOnBehalf.label")}>
      <p className="acting-banner__title">{t(`actingOnBehalf.${principal.basis}.title`, { name })}</p>
      <p className="acting-banner__detail">{t(`actingOnBehalf.${principal.basis}.detail`)}</p>
    </section>
  )
})
