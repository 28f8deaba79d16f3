import { observer } from "mobx-react-lite"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Label, ProgressBar } from "react-aria-components"
import { KELA_CARD_ACCEPT } from "../../../../domain/kelaCard.ts"
import type { KelaImageSlot } from "../../store/KelaCard.ts"

/**
 * The chosen image, shown from a data: URL read from the file. Not an object URL: the Content-Security-Policy's
 * img-src allows data: but not blob: (targets/shared/securityHeaders.ts). A new file or the preview going stops a
 * read still under way.
 */
function PreviewImage({ file, alt }: { file: Blob; alt: string }) {
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const reader = new FileReader()
    reader.onload = () => {
      if (image.current && typeof reader.result === "string") image.current.src = reader.result
    }
    reader.readAsDataURL(file)
    return () => {
      reader.onload = null
      if (reader.readyState === FileReader.LOADING) reader.abort()
    }
  }, [file])
  return <img ref={image} alt={alt} />
}

/**
 * spec booking §3, §4, §5: one side of the Kela card: the file chooser (JPEG and PNG only; a button-sized label over
 * the hidden file input), a preview of the chosen image, the slot's state with the chosen file's name, and while it
 * uploads a progress bar of 0-100.
 */
export const KelaImageSlotView = observer(function KelaImageSlotView({
  slot,
  disabled,
}: {
  slot: KelaImageSlot
  disabled: boolean
}) {
  const { t } = useTranslation("kelaCard")
  const inputId = `kela-card-${slot.side}`
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const statusId = `${inputId}-status`
  const describedBy = [hintId, statusId, slot.refused ? errorId : undefined].filter(Boolean).join(" ")
  return (
    <div className="kela-slot" data-status={slot.status}>
      <h3 className="kela-slot__title">{t(`sides.${slot.side}`)}</h3>
      <div className="kela-slot__preview">
        {slot.file ? (
          <PreviewImage file={slot.file} alt={t(`preview.${slot.side}`)} />
        ) : (
          <span className="kela-slot__empty-frame" aria-hidden="true" />
        )}
      </div>
      <div className="field kela-slot__field" data-invalid={slot.refused || undefined}>
        {/* the browser's own file input is a small, unlabelled-looking control on a phone: it stays the control
            (keyboard, screen readers, the file dialog), hidden from sight, and its label is the large button */}
        <input
          id={inputId}
          className="kela-slot__input visually-hidden"
          type="file"
          accept={KELA_CARD_ACCEPT}
          disabled={disabled}
          aria-invalid={slot.refused || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) slot.choose(file, file.name)
            // the same file may be chosen again after 'change images'
            event.target.value = ""
          }}
        />
        <label htmlFor={inputId} className="button kela-slot__choose" data-variant="secondary">
          {t(`choose.${slot.side}`)}
        </label>
        <p id={hintId} className="field__hint">
          {t("fileHint")}
        </p>
        {slot.refused && (
          <p id={errorId} className="field__error" role="alert">
            {t("typeError")}
          </p>
        )}
      </div>
      <p id={statusId} className="kela-slot__status">
        {t(`status.${slot.status}`, { fileName: slot.fileName })}
      </p>
      {slot.status === "uploading" && (
        <ProgressBar className="kela-slot__progress" value={slot.progress}>
          {({ percentage, valueText }) => (
            <>
              <div className="kela-slot__progress-label">
                <Label>{t(`progress.${slot.side}`)}</Label>
                <span>{valueText}</span>
              </div>
              <div className="kela-slot__bar">
                <div className="kela-slot__fill" style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      )}
    </div>
  )
})
