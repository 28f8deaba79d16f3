import { observer } from "mobx-react-lite"
import { useEffect, useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate } from "react-router"
import { SUBJECT_MAX_LENGTH } from "../../../domain/messaging.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import type { NewConversation, NewConversationSendBlocker } from "../store/area.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { ErrorSummary, type SummaryItem } from "../../../kit/ui/form/ErrorSummary.tsx"
import { useGatedSubmit } from "../../../kit/ui/form/useGatedSubmit.ts"
import { GateHint } from "../../../kit/ui/form/GateHint.tsx"
import "../../../kit/ui/form/field.css"
import { AttachmentsField, useAttachmentProblems } from "./AttachmentsField.tsx"
import { MessageCounter, useLengthTexts } from "./MessageCounter.tsx"
import { MessagingAnnouncement } from "./MessagingAnnouncement.tsx"
import { MessagingGate } from "./MessagingGate.tsx"
import { useFileDrop } from "./useFileDrop.ts"
import { useMessagingArea } from "./useMessagingArea.ts"
import "./messaging.css"

type ShownBlocker = Exclude<NewConversationSendBlocker, "sending">

/**
 * The blockers to show: a length over its limit (subject, message) as soon as it is over, the rest only after a
 * press of send (spec §4: send is unavailable while the subject or message is empty after trimming, or while
 * sending).
 */
function shownBlockers(form: NewConversation, pressed: boolean): ShownBlocker[] {
  return form.blockers.filter(
    (blocker): blocker is ShownBlocker =>
      blocker === "subjectTooLong" || blocker === "messageTooLong" || (pressed && blocker !== "sending"),
  )
}

const NewConversationForm = observer(function NewConversationForm() {
  const { t } = useTranslation("messaging")
  const { session } = useStores()
  const lang = session.lang
  const navigate = useNavigate()
  const { newConversation: form } = useMessagingArea()
  const id = useId()
  const ids = { subject: `${id}-subject`, message: `${id}-message`, attachments: `${id}-attachments` }
  const [pressed, setPressed] = useState(false)
  const blockers = shownBlockers(form, pressed)
  const lengthTexts = useLengthTexts(form.messageLength)
  const attachmentProblems = useAttachmentProblems(form.attachments)
  const messages: Record<Exclude<ShownBlocker, "attachmentFailed">, string> = {
    subjectEmpty: t("new.subjectEmpty"),
    subjectTooLong: t("new.subjectTooLong", { max: SUBJECT_MAX_LENGTH }),
    messageEmpty: t("new.messageEmpty"),
    messageTooLong: lengthTexts.tooLong,
  }
  const subjectError = blockers.find((blocker) => blocker === "subjectEmpty" || blocker === "subjectTooLong")
  const messageError = blockers.find((blocker) => blocker === "messageEmpty" || blocker === "messageTooLong")
  const summaryItems: SummaryItem[] = [
    ...blockers.flatMap((blocker): SummaryItem[] => {
      if (blocker === "attachmentFailed") return []
      const field = blocker === "messageEmpty" || blocker === "messageTooLong" ? "message" : "subject"
      return [{ id: ids[field], text: `${t(`new.${field}`)}: ${messages[blocker]}` }]
    }),
    // every file's problem (failed, or not added) once the summary shows
    ...(blockers.length > 0
      ? attachmentProblems.map((text) => ({ id: `${ids.attachments}-input`, text }))
      : []),
  ]
  const { isOver, dropProps } = useFileDrop((files) => form.attachments.add(files))
  // the draft (subject and message) comes back as the page opens
  useEffect(() => form.open(), [form])

  const tooLong = blockers.find((blocker) => blocker === "subjectTooLong" || blocker === "messageTooLong")
  const gate = useGatedSubmit({
    isOpen: form.canSend,
    isBusy: form.isSending,
    reason: tooLong && messages[tooLong],
    submit: async () => {
      if (!form.canSend) {
        setPressed(true)
        return false
      }
      const sent = await form.send()
      if (sent && form.newThreadId) {
        navigate(buildPath("conversationThread", lang, { threadId: form.newThreadId }))
      }
      return sent
    },
  })
  const team = session.hasOccupationalHealthcare ? (
    <Link to={buildPath("occupationalTeam", lang)}>{t("new.team")}</Link>
  ) : (
    <span>{t("new.team")}</span>
  )

  return (
    <div className="page messaging">
      <p className="messaging__back">
        <Link to={buildPath("conversations", lang)}>
          <span aria-hidden="true">‹ </span>
          {t("thread.back")}
        </Link>
      </p>
      <h1>{t("list.new")}</h1>
      <MessagingAnnouncement />
      <form className="new-conversation" onSubmit={gate.onSubmit} noValidate>
        <ErrorSummary ref={gate.summaryRef} id={`${id}-summary`} items={summaryItems} />
        <p className="new-conversation__recipient">
          <span className="new-conversation__label">{t("new.recipient")}</span> {team}
        </p>
        <div className="field" data-invalid={subjectError ? true : undefined}>
          <label htmlFor={ids.subject}>
            {t("new.subject")} <span aria-hidden="true">*</span>
          </label>
          <input
            id={ids.subject}
            type="text"
            value={form.subject}
            required
            aria-invalid={subjectError ? true : undefined}
            aria-describedby={[`${id}-counter`, subjectError ? `${id}-subject-error` : ""]
              .filter(Boolean)
              .join(" ")}
            onChange={(event) => {
              form.setSubject(event.target.value)
              form.dismissFailure()
            }}
          />
          <p
            id={`${id}-counter`}
            className="field__hint"
            data-over={form.subjectLength > SUBJECT_MAX_LENGTH || undefined}
          >
            {t("new.counter", { length: form.subjectLength, max: SUBJECT_MAX_LENGTH })}
          </p>
          {subjectError && (
            <p id={`${id}-subject-error`} className="field__error">
              {messages[subjectError]}
            </p>
          )}
        </div>
        <div
          className="field"
          data-invalid={messageError ? true : undefined}
          data-drop-over={isOver || undefined}
          {...dropProps}
        >
          <label htmlFor={ids.message}>
            {t("new.message")} <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={ids.message}
            rows={8}
            value={form.message}
            required
            aria-invalid={messageError ? true : undefined}
            aria-describedby={
              [
                form.messageLength.band !== "under" ? `${id}-message-counter` : "",
                messageError ? `${id}-message-error` : "",
              ]
                .filter(Boolean)
                .join(" ") || undefined
            }
            onChange={(event) => {
              form.setMessage(event.target.value)
              form.dismissFailure()
            }}
          />
          <MessageCounter id={`${id}-message-counter`} length={form.messageLength} />
          {messageError && (
            <p id={`${id}-message-error`} className="field__error">
              {messages[messageError]}
            </p>
          )}
          {isOver && (
            <p className="drop-hint" aria-hidden="true">
              {t("attachments.dropHere")}
            </p>
          )}
        </div>
        <AttachmentsField id={ids.attachments} attachments={form.attachments} />
        {form.sendFailed && (
          <div className="notice" data-tone="danger" role="alert">
            <p>{form.sendLimit ? t(`sendLimit.${form.sendLimit}`) : t("new.sendFailed")}</p>
          </div>
        )}
        <button className="button" {...gate.buttonProps}>
          {form.isSending ? t("new.sending") : t("new.send")}
        </button>
        <GateHint {...gate.hint} />
      </form>
    </div>
  )
})

/** spec §2, §4, §5: a new conversation with the healthcare team, behind the messaging access rules. */
export const NewConversationPage = observer(function NewConversationPage() {
  const { t } = useTranslation("messaging")
  return <MessagingGate title={t("list.new")}>{() => <NewConversationForm />}</MessagingGate>
})
