import { observer } from "mobx-react-lite"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import type { ConversationThread } from "../store/area.ts"
import { ErrorSummary } from "../../../kit/ui/form/ErrorSummary.tsx"
import { useGatedSubmit } from "../../../kit/ui/form/useGatedSubmit.ts"
import { GateHint } from "../../../kit/ui/form/GateHint.tsx"
import "../../../kit/ui/form/field.css"
import { AttachmentsField, useAttachmentProblems } from "./AttachmentsField.tsx"
import { MessageCounter, useLengthTexts } from "./MessageCounter.tsx"
import { useFileDrop } from "./useFileDrop.ts"

/**
 * spec §2, §4, §5: the send box of an open thread: a message, attachments by the picker or dropped onto the
 * message; send needs text or an attachment (a press without says so), clears the box when sent, and keeps
 * the text and the files after 'Failed to send the message.'. A text over the limit is kept whole and refused
 * (the counter, the field's message and the summary), as is a send while a file's upload has failed.
 */
export const ReplyForm = observer(function ReplyForm({ thread }: { thread: ConversationThread }) {
  const { t } = useTranslation("messaging")
  const { reply } = thread
  const id = useId()
  const fieldId = `${id}-message`
  const [pressed, setPressed] = useState(false)
  const [sent, setSent] = useState(false)
  const { isOver, dropProps } = useFileDrop((files) => reply.attachments.add(files))
  const isEmpty = reply.blockers.includes("empty")
  const isTooLong = reply.blockers.includes("tooLong")
  const lengthTexts = useLengthTexts(reply.length)
  const gate = useGatedSubmit({
    isOpen: reply.canSend,
    isBusy: reply.isSending,
    reason: isTooLong ? lengthTexts.tooLong : undefined,
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
  const attachmentProblems = useAttachmentProblems(reply.attachments)
  const ids = { counter: `${id}-counter`, error: `${id}-message-error`, attachments: `${id}-attachments` }
  // after a press that sent nothing: what holds it back, with every file's problem (failed or not added)
  const held = isEmpty || isTooLong || reply.blockers.includes("attachmentFailed")
  const summaryItems =
    pressed && held
      ? [
          ...(isEmpty ? [{ id: fieldId, text: t("reply.empty") }] : []),
          ...(isTooLong ? [{ id: fieldId, text: `${t("reply.label")}: ${lengthTexts.tooLong}` }] : []),
          ...attachmentProblems.map((text) => ({ id: `${ids.attachments}-input`, text })),
        ]
      : []
  return (
    <section className="reply" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("reply.title")}</h2>
      <form onSubmit={gate.onSubmit} noValidate>
        <ErrorSummary ref={gate.summaryRef} id={`${id}-summary`} headingLevel={3} items={summaryItems} />
        <div
          className="field reply__message"
          data-invalid={isTooLong || undefined}
          data-drop-over={isOver || undefined}
          {...dropProps}
        >
          <label htmlFor={fieldId}>{t("reply.label")}</label>
          <textarea
            id={fieldId}
            rows={4}
            value={reply.text}
            aria-invalid={isTooLong || undefined}
            aria-describedby={
              [reply.length.band !== "under" ? ids.counter : "", isTooLong ? ids.error : ""]
                .filter(Boolean)
                .join(" ") || undefined
            }
            onChange={(event) => {
              reply.setText(event.target.value)
              reply.dismissFailure()
              setSent(false)
            }}
          />
          <MessageCounter id={ids.counter} length={reply.length} />
          {isTooLong && (
            <p id={ids.error} className="field__error">
              {lengthTexts.tooLong}
            </p>
          )}
          {isOver && (
            <p className="drop-hint" aria-hidden="true">
              {t("attachments.dropHere")}
            </p>
          )}
        </div>
        <AttachmentsField id={ids.attachments} attachments={reply.attachments} />
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
