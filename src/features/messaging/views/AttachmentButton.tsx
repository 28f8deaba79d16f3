import { observer } from "mobx-react-lite"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import type { MessageAttachment } from "../store/area.ts"
import { FileTypeIcon } from "./FileTypeIcon.tsx"
import { useMessagingArea } from "./useMessagingArea.ts"
import { useOnScreen } from "./useOnScreen.ts"
import "./attachmentPreview.css"

/** Only a web address may be followed (never javascript: or data: from an answer). */
function webUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url, window.location.href)
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : undefined
  } catch {
    return undefined
  }
}

/**
 * Downloads the file at `url` without a new tab: a link with `download`, pressed once the address is in hand (the
 * answer's Content-Disposition names the file; a link to another origin is followed, and its attachment
 * disposition keeps the page where it is).
 */
function download(url: string): void {
  const link = document.createElement("a")
  link.href = url
  link.download = ""
  link.rel = "noopener noreferrer"
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}

/** An image attachment's small preview, asked for once its message is on screen; the file's icon until then. */
const Preview = observer(function Preview({ attachment }: { attachment: MessageAttachment }) {
  const { downloads } = useMessagingArea()
  const ref = useRef<HTMLSpanElement>(null)
  const onScreen = useOnScreen(ref)
  useEffect(() => {
    if (onScreen) void downloads.loadPreview(attachment.id)
  }, [onScreen, downloads, attachment.id])
  const answer = downloads.previewUrl(attachment.id)
  const url = answer === undefined ? undefined : webUrl(answer)
  return (
    <span ref={ref} className="attachment-button__preview">
      {url ? (
        <img
          src={url}
          alt={attachment.fileName}
          loading="lazy"
          decoding="async"
          onError={() => downloads.previewFailed(attachment.id)}
        />
      ) : (
        <FileTypeIcon type={attachment.type} />
      )}
    </span>
  )
})

/**
 * A message's attachment (spec §2, §7): a press asks for a short-lived download URL (AttachmentDownloadUrl) and
 * downloads the file from it, with no new tab (issue 31: a tab opened at the press stayed empty while the file
 * downloaded); without a URL the failure is said, and a press again retries. An image (PREVIEW_CONTENT_TYPES)
 * shows a small preview of itself, named by its file name. The file name is text.
 */
export const AttachmentButton = observer(function AttachmentButton({
  attachment,
}: {
  attachment: MessageAttachment
}) {
  const { t } = useTranslation("messaging")
  const { downloads } = useMessagingArea()
  const opening = downloads.isOpening(attachment.id)
  const previewShown = attachment.previewable && downloads.previewUrl(attachment.id) !== undefined

  async function open() {
    if (opening) return
    const answer = await downloads.downloadUrl(attachment.id)
    const url = answer === undefined ? undefined : webUrl(answer)
    if (url) download(url)
  }

  return (
    <>
      <button
        type="button"
        className="attachment-button"
        data-preview={attachment.previewable || undefined}
        aria-busy={opening || undefined}
        onClick={() => void open()}
      >
        <span className="visually-hidden">{t(`thread.attachmentKind.${attachment.type}`)}: </span>
        {attachment.previewable ? (
          <Preview attachment={attachment} />
        ) : (
          <FileTypeIcon type={attachment.type} />
        )}
        {/* the preview's alternative text names the file to assistive technology: the name is said once */}
        <span className="attachment-button__name" aria-hidden={previewShown || undefined}>
          {attachment.fileName}
        </span>
        <span className="visually-hidden"> {t("thread.download")}</span>
      </button>
      {downloads.failed(attachment.id) && (
        <p className="field__error" role="alert">
          {t("thread.attachmentFailed", { name: attachment.fileName })}
        </p>
      )}
    </>
  )
})
