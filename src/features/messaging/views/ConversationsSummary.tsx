import { observer } from "mobx-react-lite"
import { useEffect, useId } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { buildPath } from "../../../platform/routing/index.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import { ConversationItem } from "./ConversationItem.tsx"
import { useMessagingArea } from "./useMessagingArea.ts"
import "./messaging.css"

// Our number, as the front page's other blocks: a few newest; 'show all' leads to the rest.
const FRONT_PAGE_CONVERSATIONS = 3

/**
 * spec §2 (front page): the conversation summaries, the newest few, with a 'New conversation' button, a 'show
 * all' link and 'No messages' when there are none; nothing where messaging is not in use for the customer, and
 * the offline notice in maintenance mode. Loaded lazily (FrontConversations), with the messaging area.
 */
const ConversationsSummary = observer(function ConversationsSummary() {
  const { t } = useTranslation("messaging")
  const lang = useCurrentLanguage()
  const headingId = useId()
  const { access, conversations, accessState } = useMessagingArea()
  useEffect(() => {
    void access.ensureLoaded()
  }, [access])
  const loaded = accessState === "loaded"
  useEffect(() => {
    if (!loaded) return
    void conversations.open()
    return () => conversations.close()
  }, [conversations, loaded])

  if (accessState === "empty") return null
  let body
  if (accessState === "maintenance") {
    body = <p>{t("access.maintenanceTitle")}</p>
  } else if (accessState === "error" || conversations.status === "error") {
    body = (
      <>
        <p role="alert">{t("front.loadError")}</p>
        <button
          type="button"
          className="button"
          data-variant="secondary"
          onClick={() => void (accessState === "error" ? access.retry() : conversations.retry())}
        >
          {t("retry")}
        </button>
      </>
    )
  } else if (!loaded || conversations.unreadCount === undefined) {
    body = <p role="status">{t("loading")}</p>
  } else if (conversations.items.length === 0) {
    body = <p>{t("front.empty")}</p>
  } else {
    body = (
      <ul className="conversation-list conversation-list--summary">
        {conversations.latest(FRONT_PAGE_CONVERSATIONS).map((conversation) => (
          <ConversationItem key={conversation.id} conversation={conversation} headingLevel={3} />
        ))}
      </ul>
    )
  }
  return (
    <section className="front-block" aria-labelledby={headingId}>
      <div className="front-block__header">
        <h2 id={headingId}>{t("front.title")}</h2>
        {accessState !== "maintenance" && (
          <Link className="button" to={buildPath("conversationNew", lang)}>
            {t("front.new")}
          </Link>
        )}
      </div>
      {body}
      <p className="front-block__all">
        <Link to={buildPath("conversations", lang)}>{t("front.showAll")}</Link>
      </p>
    </section>
  )
})

export default ConversationsSummary
