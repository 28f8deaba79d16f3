import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "react-router"
import { bookingTypeCards } from "../../../domain/bookingTypes.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import { bookingListRoute } from "../bookingFlow.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"

/** spec booking §2: 'Choose the type of your visit', a card per customer type, query string carried over. */
export const BookingLanding = observer(function BookingLanding() {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const { search } = useLocation()
  const cards = bookingTypeCards({ environment: session.environment, features: session.features })
  return (
    <div className="page">
      <h1>{t("landing.title")}</h1>
      <ul className="card-grid">
        {cards.map((type) => (
          <li key={type}>
            <article className="card">
              <h2>
                <Link to={`${buildPath(bookingListRoute(type), session.lang)}${search}`}>
                  {t(`landing.${type}.title`)}
                </Link>
              </h2>
              {type === "kela65" && <span className="tag">{t("landing.kela65.tag")}</span>}
              <p>{t(`landing.${type}.description`)}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  )
})
