import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { formatDate, formatTime } from "../../../platform/i18n/format.ts"
import { buildPath, isValidParam } from "../../../platform/routing/index.ts"
import type { QuestionnaireInvitation, ThreadMessage } from "../store/area.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import { useContentLang } from "../../../kit/ui/hooks/useContentLang.ts"
import { AttachmentButton } from "./AttachmentButton.tsx"
import { FileTypeIcon } from "./FileTypeIcon.tsx"

/** spec §2: a questionnaire invitation inside a message, leading to the questionnaire. */
function Invitation({ invitation }: { invitation: QuestionnaireInvitation }) {
  const { t } = useTranslation("messaging")
  const lang = useCurrentLanguage()
  const title = t("thread.questionnaire", { title: invitation.title })
  return (
    <p className="message__questionnaire">
      <FileTypeIcon type="questionnaire" />
      {isValidParam("numericId", invitation.id) ? (
        <Link to={buildPath("questionnaire", lang, { invitationId: invitation.id })}>{title}</Link>
      ) : (
        <span>{title}</span>
      )}
      <span className="message__questionnaire-state">
        {invitation.answeredAt
          ? t("thread.questionnaireAnswered", { date: formatDate(invitation.answeredAt) })
          : t("thread.questionnaireOpen")}
      </span>
    </p>
  )
}

/**
 * One message of a thread (spec §2, §3): who wrote it and when, its text (React text: whatever it holds shows as
 * written), 'This message has been deleted.' for a deleted one, its attachments and questionnaire invitations.
 */
export const MessageItem = observer(function MessageItem({ message }: { message: ThreadMessage }) {
  const { t } = useTranslation("messaging")
  const { author } = message
  const name = message.isOwn ? t("you") : `${author.firstName} ${author.lastName}`
  // the staff write in the provider's language (Finnish, docs/decisions/0004); the patient's own words are unmarked
  const staffLang = useContentLang()
  const contentLang = message.isOwn ? undefined : staffLang
  return (
    <li className="message" data-own={message.isOwn || undefined} data-deleted={message.deleted || undefined}>
      <p className="message__header">
        <span className="message__author">
          {name}
          {!message.isOwn && author.title ? (
            <span className="message__role">
              , <span lang={contentLang}>{author.title}</span>
            </span>
          ) : null}
        </span>{" "}
        <time className="message__time" dateTime={message.created}>
          {formatTime(message.created)}
        </time>
      </p>
      {message.deleted ? (
        <p className="message__content message__content--deleted">{t("deleted")}</p>
      ) : (
        message.content && (
          <p className="message__content" lang={contentLang}>
            {message.content}
          </p>
        )
      )}
      {!message.deleted && message.attachments.length > 0 && (
        <ul className="message__attachments" aria-label={t("thread.attachments")}>
          {message.attachments.map((attachment) => (
            <li key={attachment.id}>
              <AttachmentButton attachment={attachment} />
            </li>
          ))}
        </ul>
      )}
      {!message.deleted &&
        message.questionnaireInvitations.map((invitation) => (
          <Invitation key={invitation.id} invitation={invitation} />
        ))}
    </li>
  )
})
