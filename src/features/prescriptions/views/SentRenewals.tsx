import { observer } from "mobx-react-lite"
import { useEffect, useId } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { formatDate, formatTime } from "../../../platform/i18n/format.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import type { SentRenewalsStore } from "../store/SentRenewals.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"

/**
 * The renewal requests the patient has sent, newest first, each with its state (sent, being handled, answered;
 * docs/decisions/0027) and leading to its conversation. Nothing shows before the first request; a failed load says
 * so beside a retry, and the prescriptions above stay usable.
 */
export const SentRenewals = observer(function SentRenewals({ sent }: { sent: SentRenewalsStore }) {
  const { t } = useTranslation("prescriptions")
  const { t: tCommon } = useTranslation("common")
  const lang = useCurrentLanguage()
  const headingId = useId()
  useEffect(() => {
    void sent.load()
  }, [sent, lang])

  if (sent.status === "error") {
    return (
      <section className="prescriptions__sent" aria-labelledby={headingId}>
        <h2 id={headingId}>{t("sent.title")}</h2>
        <div className="notice" data-tone="danger" role="alert">
          <p>{t("sent.loadError")}</p>
          <button type="button" className="button" onClick={() => void sent.load()}>
            {tCommon("actions.retry")}
          </button>
        </div>
      </section>
    )
  }
  if (sent.requests.length === 0) return null
  return (
    <section className="prescriptions__sent" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("sent.title")}</h2>
      <p>{t("sent.intro")}</p>
      <ul className="sent-renewals">
        {sent.requests.map((request) => (
          <li key={request.threadId} className="sent-renewal">
            <Link to={buildPath("conversationThread", lang, { threadId: request.threadId })}>
              {t("sent.request", { date: formatDate(request.sentAt), time: formatTime(request.sentAt) })}
            </Link>
            <p className="sent-renewal__state" data-state={request.state}>
              <span className="visually-hidden">{t("sent.stateLabel")}: </span>
              {t(`sent.state.${request.state}`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
})
