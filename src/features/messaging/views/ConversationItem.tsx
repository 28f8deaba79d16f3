import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { relativeDateKind } from "../../../domain/dates.ts"
import type { Lang } from "../../../domain/language.ts"
import { messagePreview } from "../../../domain/messaging.ts"
import { isRenewalThreadTitle } from "../../../domain/prescriptions.ts"
import { formatDateTime, formatRelativeDate } from "../../../platform/i18n/format.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import type { ConversationSummary, ThreadTitle } from "../store/area.ts"
import { useClock } from "../../../kit/ui/hooks/useClock.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"

/**
 * When the latest message was sent, as the list says it (spec §4, §9): under 48 hours the relative time with the
 * moment beside it, "2 t sitten (keskiviikko 25.11.2026 9:20)", "Eilen (tiistai 24.11.2026 9:20)"; from 48 hours
 * on only the moment, "keskiviikko 25.11.2026 9:20", whose date the relative text would only repeat.
 */
export function listDate(created: string, lang: Lang, now: Date): string {
  const moment = formatDateTime(created, lang)
  if (relativeDateKind(created, now) === "date") return moment
  return `${formatRelativeDate(created, lang, now)} (${moment})`
}

/**
 * A thread's title, or the localized fallback 'Keskustelu' (spec §2); a renewal request's fixed Finnish title in
 * the page's language.
 */
export function useThreadTitle(): (title: ThreadTitle) => string {
  const { t } = useTranslation("messaging")
  return (title) => {
    if (title.kind === "fallback") return t("fallbackTitle")
    return isRenewalThreadTitle(title.text) ? t("renewalTitle") : title.text
  }
}

/**
 * One thread of the list (spec §2): its title (leading to the thread), the latest message's content (or 'This
 * message has been deleted.'), when it was sent (listDate) and by whom. An unread thread says
 * 'Unread' and is set in bold with a marker, not by colour alone.
 */
export const ConversationItem = observer(function ConversationItem({
  conversation,
  headingLevel = 2,
}: {
  conversation: ConversationSummary
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation("messaging")
  const lang = useCurrentLanguage()
  const now = new Date(useClock()())
  const titleOf = useThreadTitle()
  const { latestMessage: latest, isUnread } = conversation
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <li className="conversation" data-unread={isUnread || undefined}>
      <Heading className="conversation__title">
        <Link to={buildPath("conversationThread", lang, { threadId: conversation.id })}>
          {titleOf(conversation.title)}
        </Link>
      </Heading>
      {(isUnread || !conversation.isActive) && (
        <p className="conversation__tags">
          {isUnread && <span className="tag conversation__unread">{t("list.unread")}</span>}
          {!conversation.isActive && <span className="tag conversation__closed">{t("list.closed")}</span>}
        </p>
      )}
      {latest ? (
        <>
          <p className="conversation__preview" data-deleted={latest.deleted || undefined}>
            {latest.deleted ? t("deleted") : messagePreview(latest.content)}
          </p>
          <p className="conversation__meta">
            <span>{`${latest.author.firstName} ${latest.author.lastName}`}</span>{" "}
            <time dateTime={latest.created}>{listDate(latest.created, lang, now)}</time>
          </p>
        </>
      ) : (
        <p className="conversation__preview">{t("list.noMessages")}</p>
      )}
    </li>
  )
})
