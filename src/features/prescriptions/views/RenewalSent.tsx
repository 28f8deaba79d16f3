import { observer } from "mobx-react-lite"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { RESPONSE_TIME_BUSINESS_DAYS } from "../../../domain/prescriptions.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import type { Renewal } from "../store/Renewal.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import { usePageTitle } from "../../../kit/ui/page/usePageTitle.ts"

/**
 * The request is sent (spec messaging §4, §9): the promised response time (1-3 business days) and a link to the
 * new conversation. The heading takes focus, since the page changed under the press.
 */
export const RenewalSent = observer(function RenewalSent({ renewal }: { renewal: Renewal }) {
  const { t } = useTranslation("prescriptions")
  const lang = useCurrentLanguage()
  const headingRef = useRef<HTMLHeadingElement>(null)
  usePageTitle(t("renewal.sentTitle"))
  useEffect(() => headingRef.current?.focus(), [])
  const threadId = renewal.threadId
  return (
    <div className="page renewal">
      <h1 ref={headingRef} tabIndex={-1}>
        {t("renewal.sentTitle")}
      </h1>
      <div className="notice" data-tone="success">
        <p>{t("renewal.responseTime", RESPONSE_TIME_BUSINESS_DAYS)}</p>
      </div>
      <ul className="renewal__next">
        <li>
          {threadId ? (
            <Link to={buildPath("conversationThread", lang, { threadId })}>{t("renewal.openThread")}</Link>
          ) : (
            <Link to={buildPath("conversations", lang)}>{t("renewal.toConversations")}</Link>
          )}
        </li>
        <li>
          <Link to={buildPath("prescriptions", lang)}>{t("renewal.backToList")}</Link>
        </li>
      </ul>
    </div>
  )
})
