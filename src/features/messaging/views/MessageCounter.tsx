import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { formatDecimal } from "../../../platform/i18n/format.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import type { LengthBand, MessageLength } from "../store/messageLength.ts"

/** The message's length texts with the numbers as the language writes them ('1 000'). */
export function useLengthTexts(length: MessageLength) {
  const { t } = useTranslation("messaging")
  const lang = useCurrentLanguage()
  const max = formatDecimal(length.max, lang)
  return {
    left: t("length.left", { count: length.left, shown: formatDecimal(length.left, lang) }),
    over: t("length.over", { count: length.over, shown: formatDecimal(length.over, lang) }),
    near: t("length.near", { shown: formatDecimal(length.left, lang), max }),
    tooLong: t("length.tooLong", { count: length.over, shown: formatDecimal(length.over, lang), max }),
  }
}

/**
 * What the live region says as the text enters a band: nothing well under the limit, then once at 90 %, once
 * for the last 100 characters and once over it (and again when the text comes back under), never on every key.
 */
function useBandAnnouncement(band: LengthBand, texts: ReturnType<typeof useLengthTexts>): string {
  const last = useRef<LengthBand>(band)
  const [announcement, setAnnouncement] = useState("")
  const text = { under: "", near: texts.near, last: texts.left, over: texts.tooLong }[band]
  useEffect(() => {
    if (band === last.current) return
    last.current = band
    setAnnouncement(text)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- said as the band changes, not as the count does
  }, [band])
  return announcement
}

/**
 * A message field's counter (issue 31): nothing while well under the limit; from 90 % on, the characters left;
 * over the limit, the characters too many (the field keeps the whole text: nothing is cut). Its polite live
 * region speaks only as a band is entered.
 */
export function MessageCounter({ id, length }: { id: string; length: MessageLength }) {
  const texts = useLengthTexts(length)
  const announcement = useBandAnnouncement(length.band, texts)
  return (
    <>
      {length.band !== "under" && (
        <p id={id} className="field__hint message-counter" data-over={length.band === "over" || undefined}>
          {length.band === "over" ? texts.over : texts.left}
        </p>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  )
}
