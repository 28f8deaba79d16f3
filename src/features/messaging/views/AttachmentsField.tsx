import type { TFunction } from "i18next"
import { observer } from "mobx-react-lite"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { ATTACHMENT_EXTENSIONS, ATTACHMENTS_MAX_COUNT } from "../../../domain/messaging.ts"
import type { AttachmentItem, Attachments, RejectedFile } from "../store/Attachments.ts"
import type { UploadFailure } from "../store/uploadFailure.ts"
import "../../../kit/ui/form/field.css"
import { FileTypeIcon } from "./FileTypeIcon.tsx"

const ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(",")
export const ALLOWED_TYPES_TEXT = ATTACHMENT_EXTENSIONS.join(", ")

type Translate = TFunction<"messaging">

/** Why a failed item's upload failed, in full ('Upload failed: the file is too large. …'). */
function failureText(t: Translate, item: AttachmentItem): string {
  const failure: UploadFailure = item.failure ?? "server"
  return t(`attachments.failure.${failure}`, { types: ALLOWED_TYPES_TEXT })
}

/** Why a file of the last selection was not added; the text names the file. */
function rejectionText(t: Translate, file: RejectedFile): string {
  switch (file.reason) {
    case "tooLarge":
      return t("attachments.notAdded", { name: file.fileName })
    case "tooMany":
      return t("attachments.tooMany", { name: file.fileName, max: ATTACHMENTS_MAX_COUNT })
    case "mismatch":
      return t("attachments.wrongExtension", { name: file.fileName })
    default:
      return t("attachments.wrongType", { name: file.fileName, types: ALLOWED_TYPES_TEXT })
  }
}

/**
 * The attachments' problems, one a file, for the form's error summary ('Attachments: …'): the files of the last
 * selection that were not added and the files whose upload failed, each saying why.
 */
export function useAttachmentProblems(attachments: Attachments): string[] {
  const { t } = useTranslation("messaging")
  return [
    ...attachments.rejected.map((file) => rejectionText(t, file)),
    ...attachments.items
      .filter((item) => item.status === "error")
      .map((item) => `${item.fileName}: ${failureText(t, item)}`),
  ].map((text) => `${t("attachments.field")}: ${text}`)
}

/** The last upload that finished, said once by the polite status line ('x.pdf: Uploaded', or why it failed). */
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
          `${item.fileName}: ${item.status === "uploaded" ? t("attachments.uploaded") : failureText(t, item)}`,
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
              {failureText(t, item)}
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
 * bar each), uploaded or failed (not retryable: removed; the item says why, issue 31), and the selection's
 * errors, one a file: 'Attachment file is too large' / 'Maximum attachment size is 9MB' with each file not added,
 * a file of a type not allowed, naming the types that are, or a file whose name's extension is not its type's.
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
        {t("attachments.hint", { types: ALLOWED_TYPES_TEXT, max: ATTACHMENTS_MAX_COUNT })}
      </p>
      <div id={errorsId} role="alert" className="attachments-field__errors">
        {attachments.tooLarge && (
          <p className="field__error">
            <strong>{t("attachments.tooLarge")}</strong> {t("attachments.tooLargeDetail")}
          </p>
        )}
        {attachments.rejected.map((file, index) => (
          <p key={`${index}-${file.fileName}`} className="field__error">
            {rejectionText(t, file)}
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
