import { observer } from "mobx-react-lite"
import { lazy, Suspense, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { buildPath } from "../../../platform/routing/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import "./landing.css"

// The confirmation dialog's widgets load when log out is first pressed.
const LogoutDialog = lazy(async () => ({
  default: (await import("../../../kit/ui/session/LogoutDialog.tsx")).LogoutDialog,
}))

/**
 * spec messaging §2 'Anonymous pages': the new-customer page, a welcome for a user with no visits or events. It
 * suggests booking online or phoning customer service, and has a log-out button (the shell's confirmation dialog;
 * shown to a logged-in user only, a visitor has the header's log-in button instead).
 */
export const NewCustomerPage = observer(function NewCustomerPage() {
  const { t } = useTranslation("landing")
  const { session } = useStores()
  const brand = useBrand()
  const lang = useCurrentLanguage()
  const [logoutOpen, setLogoutOpen] = useState(false)
  const phone = brand.customerServicePhone
  return (
    <div className="page landing">
      <h1>{t("newCustomer.title")}</h1>
      <p className="landing__lead">{t("newCustomer.intro")}</p>
      <ul className="landing__options">
        <li className="landing__option">
          <h2>{t("newCustomer.bookTitle")}</h2>
          <p>{t("newCustomer.bookText")}</p>
          <Link className="button" to={buildPath("booking", lang)}>
            {t("newCustomer.book")}
          </Link>
        </li>
        <li className="landing__option">
          <h2>{t("newCustomer.phoneTitle")}</h2>
          <p>{t("newCustomer.phoneText")}</p>
          <p>
            {t("newCustomer.phone")} <a href={`tel:${phone.e164}`}>{phone.display}</a>
          </p>
        </li>
      </ul>
      {session.isLoggedIn && (
        <p className="landing__actions">
          <button
            type="button"
            className="button"
            data-variant="secondary"
            onClick={() => setLogoutOpen(true)}
          >
            {t("newCustomer.logOut")}
          </button>
        </p>
      )}
      {logoutOpen && (
        <Suspense fallback={null}>
          <LogoutDialog isOpen onOpenChange={setLogoutOpen} />
        </Suspense>
      )}
    </div>
  )
})
