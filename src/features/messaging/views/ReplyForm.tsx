import { observer } from "mobx-react-lite"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import type { ConversationThread } from "../store/area.ts"
import { ErrorSummary } from "../../../kit/ui/form/ErrorSummary.tsx"
import { useGatedSubmit } from "../../../kit/ui/form/useGatedSubmit.ts"
import { GateHint } from "../../../kit/ui/form/GateHint.tsx"
import "../../../kit/ui/form/field.css"
import { AttachmentsField } from "./AttachmentsField.tsx"
import { useFileDrop } from "./useFileDrop.ts"
import { MESSAGE_CONTENT_MAX_LENGTH } from "../../../domain/text.ts"

/**
 * spec §2, §4, §5: the send box of an open thread: a message, attachments by the picker or dropped onto the
 * message; send needs text or an attachment (a press without says so), clears the box when sent, and keeps
 * the text and the files after 'Failed to send the message.'.
 */
export const ReplyForm = observer(function ReplyForm({ thread }: { thread: ConversationThread }) {
  const { t } = useTranslation("messaging")
  const { reply } = thread
  const id = useId()
  const fieldId = `${id}-message`
  const [pressed, setPressed] = useState(false)
  const [sent, setSent] = useState(false)
  const { isOver, dropProps } = useFileDrop((files) => reply.attachments.add(files))
  const gate = useGatedSubmit({
    isOpen: reply.canSend,
    isBusy: reply.isSending,
    submit: async () => {
      setSent(false)
      if (!reply.canSend) {
        setPressed(true)
        return false
      }
      const done = await thread.sendReply()
      setPressed(false)
      setSent(done)
      return done
    },
  })
  const isEmpty = reply.blockers.includes("empty")
  return (
    <section className="reply" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("reply.title")}</h2>
      <form onSubmit={gate.onSubmit} noValidate>
        <ErrorSummary
          ref={gate.summaryRef}
          id={`${id}-summary`}
          headingLevel={3}
          items={pressed && isEmpty ? [{ id: fieldId, text: t("reply.empty") }] : []}
        />
        <div className="field reply__message" data-drop-over={isOver || undefined} {...dropProps}>
          <label htmlFor={fieldId}>{t("reply.label")}</label>
          <textarea
            id={fieldId}
            rows={4}
            maxLength={MESSAGE_CONTENT_MAX_LENGTH}
            value={reply.text}
            onChange={(event) => {
              reply.setText(event.target.value)
              reply.dismissFailure()
              setSent(false)
            }}
          />
          {isOver && (
            <p className="drop-hint" aria-hidden="true">
              {t("attachments.dropHere")}
            </p>
          )}
        </div>
        <AttachmentsField id={`${id}-attachments`} attachments={reply.attachments} />
        {reply.sendFailed && (
          <div className="notice" data-tone="danger" role="alert">
            <p>{reply.sendLimit ? t(`sendLimit.${reply.sendLimit}`) : t("reply.sendFailed")}</p>
          </div>
        )}
        <p role="status" className="visually-hidden">
          {sent ? t("reply.sent") : ""}
        </p>
        <button className="button" {...gate.buttonProps}>
          {reply.isSending ? t("reply.sending") : t("reply.send")}
        </button>
        <GateHint {...gate.hint} />
      </form>
    </section>
  )
})
