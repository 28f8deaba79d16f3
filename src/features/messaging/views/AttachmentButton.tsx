import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import type { MessageAttachment } from "../store/area.ts"
import { FileTypeIcon } from "./FileTypeIcon.tsx"
import { useMessagingArea } from "./useMessagingArea.ts"

/** Only a web address may be opened in the tab (never javascript: or data: from an answer). */
function webUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url, window.location.href)
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : undefined
  } catch {
    return undefined
  }
}

/**
 * A message's attachment (spec §2, §7): a press asks for a short-lived download URL (AttachmentDownloadUrl) and
 * opens it in a new tab. The tab opens at the press (a tab opened after an answer would be a blocked pop-up) and
 * goes to the URL once it is there; without one it closes and the failure is said. The file name is text.
 */
export const AttachmentButton = observer(function AttachmentButton({
  attachment,
}: {
  attachment: MessageAttachment
}) {
  const { t } = useTranslation("messaging")
  const { downloads } = useMessagingArea()
  const opening = downloads.isOpening(attachment.id)

  async function open() {
    if (opening) return
    const tab = window.open("", "_blank")
    if (tab) tab.opener = null
    const answer = await downloads.downloadUrl(attachment.id)
    const url = answer === undefined ? undefined : webUrl(answer)
    if (!url) {
      tab?.close()
      return
    }
    if (tab) tab.location.href = url
    else window.open(url, "_blank", "noopener,noreferrer")
  }

  return (
    <>
      <button
        type="button"
        className="attachment-button"
        aria-busy={opening || undefined}
        onClick={() => void open()}
      >
        <FileTypeIcon type={attachment.type} />
        <span className="visually-hidden">{t(`thread.attachmentKind.${attachment.type}`)}: </span>
        <span className="attachment-button__name">{attachment.fileName}</span>
        <span className="visually-hidden"> {t("thread.opensInNewTab")}</span>
      </button>
      {downloads.failed(attachment.id) && (
        <p className="field__error" role="alert">
          {t("thread.attachmentFailed", { name: attachment.fileName })}
        </p>
      )}
    </>
  )
})
