import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { buildPath } from "../../../platform/routing/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"

/**
 * spec §2: a patient with no visits or events is led to the new-customer page (/{lang}/uusi-asiakas|ny-kund|
 * new-customer), the welcome page that suggests booking online or phoning customer service.
 */
export const NewCustomerNotice = observer(function NewCustomerNotice() {
  const { t } = useTranslation("records")
  const { session } = useStores()
  return (
    <section className="notice front-welcome" aria-labelledby="front-welcome">
      <h2 id="front-welcome">{t("front.newCustomerTitle")}</h2>
      <p>{t("front.newCustomerBody")}</p>
      <p>
        <Link className="button" to={buildPath("newCustomer", session.lang)}>
          {t("front.newCustomerLink")}
        </Link>
      </p>
    </section>
  )
})
