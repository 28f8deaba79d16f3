import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router"
import { buildPath } from "../../../platform/routing/index.ts"
import { Pagination } from "../../../kit/ui/Pagination.tsx"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import { ConversationItem } from "./ConversationItem.tsx"
import { MessagingAnnouncement } from "./MessagingAnnouncement.tsx"
import { MessagingGate } from "./MessagingGate.tsx"
import { useMessagingArea } from "./useMessagingArea.ts"
import "./messaging.css"

/** The page number of `?page=N`; anything else is the first page (the store keeps it within the pages). */
function usePageParam(): number {
  const [params] = useSearchParams()
  const page = Number(params.get("page") ?? "1")
  return Number.isInteger(page) && page >= 1 ? page : 1
}

const ConversationList = observer(function ConversationList() {
  const { t } = useTranslation("messaging")
  const lang = useCurrentLanguage()
  const { conversations } = useMessagingArea()
  const page = usePageParam()
  useEffect(() => conversations.setPage(page), [conversations, page])
  // spec §2: refreshed every 120000 ms while the list shows
  useEffect(() => {
    void conversations.open()
    return () => conversations.close()
  }, [conversations])

  const { status } = conversations
  const firstLoad = (status === "idle" || status === "loading") && conversations.items.length === 0
  return (
    <div className="page messaging">
      <div className="messaging__header">
        <h1>{t("title")}</h1>
        <Link className="button" to={buildPath("conversationNew", lang)}>
          {t("list.new")}
        </Link>
      </div>
      <MessagingAnnouncement />
      {firstLoad && <p role="status">{t("loading")}</p>}
      {status === "error" && (
        <div className="notice messaging__error" data-tone="danger" role="alert">
          <p>{t("list.loadError")}</p>
          <button type="button" className="button" onClick={() => void conversations.retry()}>
            {t("retry")}
          </button>
        </div>
      )}
      {conversations.isEmpty && <p>{t("list.empty")}</p>}
      {conversations.pageItems.length > 0 && (
        <ul className="conversation-list" aria-label={t("list.label")}>
          {conversations.pageItems.map((conversation) => (
            <ConversationItem key={conversation.id} conversation={conversation} />
          ))}
        </ul>
      )}
      <Pagination
        page={conversations.currentPage}
        pageCount={conversations.pageCount}
        hrefOf={(n) => buildPath("conversations", lang, undefined, { page: n === 1 ? undefined : n })}
        label={t("list.pages")}
      />
    </div>
  )
})

/** spec §2: the conversations list, 10 threads a page, behind the messaging access rules. */
export const ConversationsPage = observer(function ConversationsPage() {
  const { t } = useTranslation("messaging")
  return <MessagingGate title={t("title")}>{() => <ConversationList />}</MessagingGate>
})
