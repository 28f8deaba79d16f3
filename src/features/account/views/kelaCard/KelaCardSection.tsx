import { observer } from "mobx-react-lite"
import { useCallback, useEffect, useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { KELA_CARD_SIDES } from "../../../../domain/kelaCard.ts"
import type { KelaCard } from "../../store/KelaCard.ts"
import { useAccountArea } from "../useAccountArea.ts"
import { KelaImageSlotView } from "./KelaImageSlotView.tsx"
import "./kelaCard.css"

/** The card as it is: both sides' images, and 'change images'. */
const CurrentCard = observer(function CurrentCard({
  kelaCard,
  onChange,
}: {
  kelaCard: KelaCard
  onChange(): void
}) {
  const { t } = useTranslation("kelaCard")
  const images = kelaCard.images
  return (
    <>
      <div className="kela-card__images">
        {KELA_CARD_SIDES.map((side) => {
          const url = images?.[side]
          return url ? <img key={side} src={url} alt={t(`current.${side}`)} /> : null
        })}
      </div>
      <button type="button" className="button kela-card__change" data-variant="secondary" onClick={onChange}>
        {t("changeImages")}
      </button>
    </>
  )
})

/**
 * spec booking §4 'Kela image upload': both sides' slots and Save, enabled only when both sides are ready (a press
 * before that says what is missing); a failure says 'Failed to add the image'.
 */
const CardUpload = observer(function CardUpload({
  kelaCard,
  onSave,
  onCancel,
}: {
  kelaCard: KelaCard
  onSave(): void
  onCancel(): void
}) {
  const { t } = useTranslation("kelaCard")
  const explanationId = useId()
  const [explain, setExplain] = useState(false)
  const showExplanation = explain && !kelaCard.canSave && !kelaCard.isSaving
  return (
    <>
      {!kelaCard.hasCard && kelaCard.images && <p>{t("none")}</p>}
      <div className="kela-card__slots">
        {KELA_CARD_SIDES.map((side) => (
          <KelaImageSlotView key={side} slot={kelaCard[side]} disabled={kelaCard.isSaving} />
        ))}
      </div>
      <div role="alert">
        {kelaCard.saveStatus === "failed" && (
          <p className="notice" data-tone="danger">
            {t("addFailed")}
          </p>
        )}
        {showExplanation && (
          <p id={explanationId} className="notice" data-tone="danger">
            {t("saveUnavailable")}
          </p>
        )}
      </div>
      <div className="kela-card__actions">
        <button
          type="button"
          className="button"
          aria-disabled={!kelaCard.canSave || undefined}
          aria-describedby={showExplanation ? explanationId : undefined}
          onClick={() => {
            if (kelaCard.isSaving) return
            setExplain(!kelaCard.canSave)
            onSave()
          }}
        >
          {kelaCard.isSaving ? t("saving") : t("save")}
        </button>
        {kelaCard.hasCard && (
          <button type="button" className="button" data-variant="secondary" onClick={onCancel}>
            {t("cancelChange")}
          </button>
        )}
      </div>
    </>
  )
})

/**
 * WCAG 2.4.3: a press that switches the section between the card and its two image slots (Save, Peruuta, Vaihda
 * kuvat) removes the button pressed; focus goes on to the new state's start instead of falling to the page's body:
 * the front side's file chooser when the slots open, the section's heading (then the card's images and the saved
 * note) when the card shows again. `ask` is what a press calls before it switches; a switch no press asked for (the
 * card's first load) moves nothing, and a save that fails leaves focus on Save.
 */
function useFocusAfterSwitch(isEditing: boolean) {
  const section = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const asked = useRef<boolean | undefined>(undefined)
  useEffect(() => {
    if (asked.current !== !isEditing) return
    asked.current = undefined
    if (isEditing) section.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus()
    else heading.current?.focus()
  }, [isEditing])
  const ask = useCallback(() => {
    asked.current = isEditing
  }, [isEditing])
  return { section, heading, ask }
}

/**
 * spec booking §2 my information: the Kela card form. The current card comes from GET /api/kela-card ('Failed to
 * retrieve the Kela card information' with a retry); without one, or after 'change images', the two image slots.
 */
export const KelaCardSection = observer(function KelaCardSection() {
  const { t } = useTranslation("kelaCard")
  const { kelaCard } = useAccountArea()
  const headingId = useId()
  const { section, heading, ask: focusAfterSwitch } = useFocusAfterSwitch(kelaCard.isEditing)
  useEffect(() => {
    void kelaCard.load()
  }, [kelaCard])
  const status = kelaCard.loadState.status
  return (
    <section className="kela-card" aria-labelledby={headingId} ref={section}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t("title")}
      </h2>
      <p>{t("intro")}</p>
      {status === "error" && (
        <div className="notice" data-tone="danger" role="alert">
          <p>{t("loadFailed")}</p>
          <button
            type="button"
            className="button"
            data-variant="secondary"
            onClick={() => void kelaCard.load()}
          >
            {t("retry")}
          </button>
        </div>
      )}
      {(status === "idle" || status === "loading") && <p role="status">{t("loading")}</p>}
      {status === "loaded" &&
        (kelaCard.isEditing ? (
          <CardUpload
            kelaCard={kelaCard}
            onSave={() => {
              focusAfterSwitch()
              void kelaCard.save()
            }}
            onCancel={() => {
              focusAfterSwitch()
              kelaCard.cancelChange()
            }}
          />
        ) : (
          <CurrentCard
            kelaCard={kelaCard}
            onChange={() => {
              focusAfterSwitch()
              kelaCard.changeImages()
            }}
          />
        ))}
      <p role="status" className="kela-card__saved">
        {kelaCard.saveStatus === "saved" && !kelaCard.isEditing ? t("saved") : ""}
      </p>
    </section>
  )
})
