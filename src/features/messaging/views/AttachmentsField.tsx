import { observer } from "mobx-react-lite"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { ATTACHMENT_EXTENSIONS } from "../../../domain/messaging.ts"
import type { AttachmentItem, Attachments } from "../store/Attachments.ts"
import "../../../kit/ui/form/field.css"
import { FileTypeIcon } from "./FileTypeIcon.tsx"

const ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(",")
export const ALLOWED_TYPES_TEXT = ATTACHMENT_EXTENSIONS.join(", ")

/** The last upload that finished, said once by the polite status line ('x.pdf: Uploaded'). */
function useUploadAnnouncement(items: readonly AttachmentItem[]): string {
  const { t } = useTranslation("messaging")
  const seen = useRef(new Map<string, string>())
  const [announcement, setAnnouncement] = useState("")
  const statuses = items.map((item) => `${item.localId}:${item.status}`).join(",")
  useEffect(() => {
    for (const item of items) {
      const before = seen.current.get(item.localId)
      seen.current.set(item.localId, item.status)
      if (before === "uploading" && item.status !== "uploading") {
        setAnnouncement(
          `${item.fileName}: ${t(item.status === "uploaded" ? "attachments.uploaded" : "attachments.failed")}`,
        )
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `statuses` is what changes
  }, [statuses, t])
  return announcement
}

const AttachmentRow = observer(function AttachmentRow({
  item,
  onRemove,
}: {
  item: AttachmentItem
  onRemove: () => void
}) {
  const { t } = useTranslation("messaging")
  return (
    <li className="attachment-item" data-status={item.status}>
      <FileTypeIcon type={item.type} />
      <div className="attachment-item__body">
        <span className="attachment-item__name">{item.fileName}</span>
        {item.status === "uploading" && (
          <progress
            className="attachment-item__progress"
            max={100}
            value={item.progress}
            aria-label={t("attachments.progress", { name: item.fileName })}
          />
        )}
        <span className="attachment-item__status">
          {item.status === "error" ? (
            <>
              <span aria-hidden="true">⚠ </span>
              {t("attachments.failed")}
            </>
          ) : (
            t(item.status === "uploaded" ? "attachments.uploaded" : "attachments.uploading")
          )}
        </span>
      </div>
      <button
        type="button"
        className="button"
        data-variant="plain"
        aria-label={t("attachments.remove", { name: item.fileName })}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  )
})

/**
 * spec §2, §5: the attachment picker (several files), the chosen files with their upload progress (a progress
 * bar each), uploaded or failed (not retryable: removed), and the selection's errors: 'Attachment file is too
 * large' / 'Maximum attachment size is 9MB', a file of a type not allowed, naming the types that are, or a file
 * whose name's extension is not its type's.
 */
export const AttachmentsField = observer(function AttachmentsField({
  id,
  attachments,
}: {
  id: string
  attachments: Attachments
}) {
  const { t } = useTranslation("messaging")
  const inputId = `${id}-input`
  const hintId = `${id}-hint`
  const errorsId = `${id}-errors`
  const announcement = useUploadAnnouncement(attachments.items)
  return (
    <div className="attachments-field">
      <input
        id={inputId}
        className="attachments-field__input visually-hidden"
        type="file"
        multiple
        accept={ACCEPT}
        aria-describedby={[hintId, attachments.hasSelectionErrors ? errorsId : ""].filter(Boolean).join(" ")}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          // the same file may be chosen again after it was removed
          event.target.value = ""
          if (files.length > 0) attachments.add(files)
        }}
      />
      <label htmlFor={inputId} className="button attachments-field__button" data-variant="secondary">
        {t("attachments.add")}
      </label>
      <p id={hintId} className="field__hint">
        {t("attachments.hint", { types: ALLOWED_TYPES_TEXT })}
      </p>
      <div id={errorsId} role="alert" className="attachments-field__errors">
        {attachments.tooLarge && (
          <p className="field__error">
            <strong>{t("attachments.tooLarge")}</strong> {t("attachments.tooLargeDetail")}
          </p>
        )}
        {attachments.rejected.map((file, index) => (
          <p key={`${index}-${file.fileName}`} className="field__error">
            {file.reason === "mismatch"
              ? t("attachments.wrongExtension", { name: file.fileName })
              : t("attachments.wrongType", { name: file.fileName, types: ALLOWED_TYPES_TEXT })}
          </p>
        ))}
      </div>
      {attachments.items.length > 0 && (
        <ul className="attachment-items" aria-label={t("attachments.label")}>
          {attachments.items.map((item) => (
            <AttachmentRow key={item.localId} item={item} onRemove={() => attachments.remove(item.localId)} />
          ))}
        </ul>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  )
})
