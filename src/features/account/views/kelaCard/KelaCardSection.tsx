import { observer } from "mobx-react-lite"
import { useEffect, useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { KELA_CARD_SIDES } from "../../../../domain/kelaCard.ts"
import type { KelaCard } from "../../store/KelaCard.ts"
import { useAccountArea } from "../useAccountArea.ts"
import { KelaImageSlotView } from "./KelaImageSlotView.tsx"
import "./kelaCard.css"

/** The card as it is: both sides' images, and 'change images'. */
const CurrentCard = observer(function CurrentCard({ kelaCard }: { kelaCard: KelaCard }) {
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
      <button type="button" className="button" data-variant="secondary" onClick={kelaCard.changeImages}>
        {t("changeImages")}
      </button>
    </>
  )
})

/**
 * spec booking §4 'Kela image upload': both sides' slots and Save, enabled only when both sides are ready (a press
 * before that says what is missing); a failure says 'Failed to add the image'.
 */
const CardUpload = observer(function CardUpload({ kelaCard }: { kelaCard: KelaCard }) {
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
            void kelaCard.save()
          }}
        >
          {kelaCard.isSaving ? t("saving") : t("save")}
        </button>
        {kelaCard.hasCard && (
          <button type="button" className="button" data-variant="secondary" onClick={kelaCard.cancelChange}>
            {t("cancelChange")}
          </button>
        )}
      </div>
    </>
  )
})

/**
 * spec booking §2 my information: the Kela card form. The current card comes from GET /api/kela-card ('Failed to
 * retrieve the Kela card information' with a retry); without one, or after 'change images', the two image slots.
 */
export const KelaCardSection = observer(function KelaCardSection() {
  const { t } = useTranslation("kelaCard")
  const { kelaCard } = useAccountArea()
  const headingId = useId()
  useEffect(() => {
    void kelaCard.load()
  }, [kelaCard])
  const status = kelaCard.loadState.status
  return (
    <section className="kela-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("title")}</h2>
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
        (kelaCard.isEditing ? <CardUpload kelaCard={kelaCard} /> : <CurrentCard kelaCard={kelaCard} />)}
      <p role="status" className="kela-card__saved">
        {kelaCard.saveStatus === "saved" && !kelaCard.isEditing ? t("saved") : ""}
      </p>
    </section>
  )
})
